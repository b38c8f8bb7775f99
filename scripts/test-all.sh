#!/usr/bin/env bash
# The whole test suite: types, locales, ESLint and Prettier; unit, component and API tests on
# PGlite, the API tests again on PostgreSQL, orders under SIGKILL on both, then the browser tests
# (Playwright on Debian's Chromium against a freshly built site), and one purchase from `npm start`.
# Ends with one line "N passed, N failed" over every run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
results="$(mktemp -d)"
export NODE_OPTIONS=--experimental-vm-modules   # PGlite loads its parts with dynamic import()

echo "==> typecheck (API, site, then browser tests)"
npm run --silent typecheck
npm run --silent typecheck:site
npm run --silent typecheck:tests

echo "==> locales"
npm run --silent check:locales
echo "==> doc paths"
npm run --silent check:docs

echo "==> lint and format"
npm run --silent lint
npm run --silent format:check

echo "==> unit and API tests on PGlite"
npx jest --ci --json --outputFile="$results/pglite.json"

echo "==> API and security tests on PostgreSQL"
TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh)" npx jest --ci --json --outputFile="$results/postgres.json" server/test tests/security

echo "==> orders while the API is killed (tests/reliability/orders-crash.ts, PGlite and PostgreSQL)"
TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh)" CRASH_RESULT_JSON="$results/orders-crash.json" npm run --silent test:orders-crash

echo "==> browser tests"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/browser.pw.json" bash scripts/e2e.sh --reporter=list,json

echo "==> the whole purchase from npm start itself (tests/start: codes read from its terminal)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/start.pw.json" npx playwright test -c tests/playwright.start.config.ts --reporter=list,json

node -e '
  let passed = 0, failed = 0;
  for (const file of process.argv.slice(1)) {
    const run = require(file);
    if (run.stats) { passed += run.stats.expected + run.stats.flaky; failed += run.stats.unexpected; }
    else { passed += run.numPassedTests; failed += run.numFailedTests; }
  }
  console.log(`${passed} passed, ${failed} failed`);
' "$results"/*.json
