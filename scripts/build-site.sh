#!/usr/bin/env bash
# Builds the storefront (Gatsby, into public/) from the API at $1, unless public/ was already built
# from the same sources and catalogue version. Needs ADMIN_TOKEN when the API has one (rate limit).
set -euo pipefail
cd "$(dirname "$0")/.."
api="$1"
fingerprint="$(node scripts/site-fingerprint.mjs "$api")"
if [ "${FORCE_BUILD:-}" != "1" ] && [ -f public/.build-fingerprint ] && [ "$(cat public/.build-fingerprint)" = "$fingerprint" ]; then
  echo "==> the site in public/ is current (same sources and catalogue); not rebuilding"
  exit 0
fi
echo "==> building the site from $api"
started=$(date +%s)
BUILD_API_URL="$api" GATSBY_TELEMETRY_DISABLED=1 npx gatsby build
echo "$fingerprint" > public/.build-fingerprint
echo "==> site built in $(( $(date +%s) - started )) s"
