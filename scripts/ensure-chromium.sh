#!/usr/bin/env bash
# Debian's Chromium for the browser tests (test tools never download a browser here): its headless
# shell, which the tests run on, and the full browser, which the push test and the benches run on
# (tests/chromium.ts).
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
echo "==> installing Chromium from Debian's packages"
as_root=""; [ "$(id -u)" -eq 0 ] || as_root="sudo"
$as_root apt-get update -qq
# Without Debian's recommendations: those are a desktop's (GTK, printing, sound, Avahi, Samba, about
# 90 packages), which headless Chromium never loads; installing them took about three times as long
# beside `npm ci`. The two font families the shop's pages fall back to are named, as the
# recommendations brought them: text is measured in the layout tests.
DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq --no-install-recommends \
  chromium chromium-headless-shell fonts-dejavu-core fonts-liberation >/dev/null
