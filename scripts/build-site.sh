#!/usr/bin/env bash
# Builds the storefront (Gatsby, into public/) from the API at $1 (or $BUILD_API_URL), unless
# public/ was already built from the same sources and catalogue version. Needs ADMIN_TOKEN when the
# API has one (rate limit). Gatsby keeps .cache/ and public/ between runs and rebuilds only the pages
# whose data changed. The API's site builds (SITE_BUILD_COMMAND, docs/adr/018) run this and copy
# public/ into a build folder of their own; a build of its own hand (e2e.sh) serves public/ as is.
set -euo pipefail
cd "$(dirname "$0")/.."
api="${1:-${BUILD_API_URL:?give the API URL as the first argument or BUILD_API_URL}}"
fingerprint="$(node scripts/site-fingerprint.mjs "$api")"
if [ "${FORCE_BUILD:-}" != "1" ] && [ -f public/.build-fingerprint ] && [ "$(cat public/.build-fingerprint)" = "$fingerprint" ]; then
  echo "==> the site in public/ is current (same sources and catalogue); not rebuilding"
  exit 0
fi
echo "==> building the site from $api"
# A larger young generation: Gatsby's main process holds every page's state (1.8 GB at 10 000
# products), and with V8's default of 16 MB its collections took a large share of the main thread.
export NODE_OPTIONS="${NODE_OPTIONS:-} --max-semi-space-size=64"
started=$(date +%s)
# A build that fails half-way leaves public/ half-rewritten: never "current" until one succeeds.
rm -f public/.build-fingerprint public/.content-fingerprint
# Gatsby runs queries in worker processes over a shared LMDB store; now and then a worker dies in
# LMDB ("Page N was unspilled, but was not found in spilled page list", "Worker exited before
# finishing task", gatsbyjs/gatsby#38450). Our queries are a handful of static ones (pages get
# their data as context), so a failed build is run once more with queries in the main process
# (GATSBY_CPU_COUNT=1); a real error (the API down, a type error) fails the second run the same way.
# A build whose store failed and that hangs instead of ending is stopped after a grace period
# (build-watch.ts), so the second run follows there too.
watched="node_modules/.bin/tsx plugins/gatsby-plugin-shop-build/src/build-watch-cli.ts"
if ! BUILD_API_URL="$api" GATSBY_TELEMETRY_DISABLED=1 $watched npx gatsby build; then
  echo "==> the build failed; once more with queries in the main process"
  BUILD_API_URL="$api" GATSBY_TELEMETRY_DISABLED=1 GATSBY_CPU_COUNT=1 $watched npx gatsby build
fi
echo "$fingerprint" > public/.build-fingerprint
# What npm start compares (ensure-site.mjs): the same without orders, prices and stock.
node scripts/site-fingerprint.mjs "$api" --content > public/.content-fingerprint
echo "==> site built in $(( $(date +%s) - started )) s"
