#!/usr/bin/env bash
# Browser tests: a fresh API with the sample catalogue on port 8700, the site built from it and
# served on the same origin, then Playwright (Debian's Chromium) against it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
export PORT="${E2E_PORT:-8700}" DATA_DIR="${E2E_DATA_DIR:-/tmp/storefront-e2e}" SAMPLE_PRODUCTS="${E2E_PRODUCTS:-240}"
# Every browser of the run is 127.0.0.1: the per-address limits are raised, the per-phone ones kept.
# The browser tests pay with the simulator's test cards: a demo, asked for explicitly (docs/adr/026).
export SHOP_MODE=demo ADMIN_TOKEN=e2e-admin-token SITE_DIR=public RATE_LIMIT_MAX=100000 CODE_SENDS_PER_ADDRESS=1000 LOG_LEVEL=warn
# The simulator answers from this same API, which shares two cores with two browsers: a call can
# wait longer than a bank's 8 s, and a staff cancel would then report its refund as not yet done.
export PAYMENT_TIMEOUT_MS=30000
url="http://127.0.0.1:${PORT}"
if node -e "fetch(process.argv[1]).then(() => process.exit(0), () => process.exit(1))" "$url/health"; then
  echo "port ${PORT} is already in use (another shop or test run?); stop it or set E2E_PORT" >&2
  exit 1
fi
rm -rf "$DATA_DIR"
# One process (node with tsx's loader), so that the trap below stops the API itself: killing
# `npx tsx` could leave its node child serving the port after the run.
node --import tsx server/src/main.ts > "$DATA_DIR.log" 2>&1 &
api=$!
trap 'kill $api 2>/dev/null || true' EXIT
until node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "$url/health"; do
  kill -0 $api 2>/dev/null || { cat "$DATA_DIR.log" >&2; exit 1; }
  sleep 0.5
done
# The chat's operator for tests/e2e/chat.spec.ts, added through the running API (the command finds
# it in DATA_DIR, docs/adr/012) while the site builds.
OPERATOR_PASSWORD='E2e-operator#1' node --import tsx server/src/services/chat/operator-cli.ts add \
  --login e2e-operator --name Merjen > "$DATA_DIR.operator.log" 2>&1 & operator=$!
# A caller that starts this script early (scripts/test-all.sh, beside the PostgreSQL pass, whose
# idle share takes most of the API's first start: migrations and 240 products) says when to build by
# creating the file E2E_GO names.
if [ -n "${E2E_GO:-}" ]; then
  until [ -e "$E2E_GO" ]; do
    kill -0 $api 2>/dev/null || { cat "$DATA_DIR.log" >&2; exit 1; }
    sleep 0.5
  done
fi
# The test catalogue's 240 products render in about 8 s: Gatsby's query and HTML workers (cores + 1,
# gatsby-config.ts) cost more CPU than they save on two cores, and their shared LMDB store is where
# a build now and then fails (scripts/build-site.sh), so this build runs in the main process.
GATSBY_CPU_COUNT=1 bash scripts/build-site.sh "$url"
wait $operator || { cat "$DATA_DIR.operator.log" >&2; exit 1; }
# For a caller that uses the build too (scripts/test-all.sh starts npm start's test on it).
if [ -n "${E2E_BUILT:-}" ]; then : >"$E2E_BUILT"; fi
# A failed run shows the API's warnings and errors too (LOG_LEVEL=warn): the server's side of a failure.
E2E_BASE_URL="$url" npx playwright test -c tests/playwright.config.ts "$@" || {
  status=$?
  echo "--- the API's log ($DATA_DIR.log), last 80 lines ---" >&2
  tail -n 80 "$DATA_DIR.log" >&2
  exit $status
}
