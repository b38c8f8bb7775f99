#!/usr/bin/env bash
# The whole test suite: types, unit and API tests on PGlite, the API tests again on PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
echo "==> typecheck"
npm run --silent typecheck
echo "==> unit and API tests on PGlite"
NODE_OPTIONS=--experimental-vm-modules npx jest --ci
echo "==> API tests on PostgreSQL"
TEST_DATABASE_URL="$(bash scripts/ensure-postgres.sh)" NODE_OPTIONS=--experimental-vm-modules npx jest --ci server/test
