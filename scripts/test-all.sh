#!/usr/bin/env bash
# The whole test suite: types, unit and API tests on PGlite, the API tests again on PostgreSQL.
# Ends with one line "N passed, N failed" over every run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
results="$(mktemp -d)"
export NODE_OPTIONS=--experimental-vm-modules   # PGlite loads its parts with dynamic import()

echo "==> typecheck"
npm run --silent typecheck

echo "==> unit and API tests on PGlite"
npx jest --ci --json --outputFile="$results/pglite.json"

echo "==> API tests on PostgreSQL"
TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh)" npx jest --ci --json --outputFile="$results/postgres.json" server/test

node -e '
  let passed = 0, failed = 0;
  for (const file of process.argv.slice(1)) {
    const run = require(file);
    passed += run.numPassedTests; failed += run.numFailedTests;
  }
  console.log(`${passed} passed, ${failed} failed`);
' "$results"/*.json
