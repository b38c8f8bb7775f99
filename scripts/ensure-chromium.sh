#!/usr/bin/env bash
# Debian's Chromium for the browser tests (test tools never download a browser here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "==> installing Chromium from Debian's packages"
as_root=""; [ "$(id -u)" -eq 0 ] || as_root="sudo"
$as_root apt-get update -qq
DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
