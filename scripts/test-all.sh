#!/usr/bin/env bash
# The whole test suite: types, locales, ESLint and Prettier; unit, component and API tests on
# PGlite, the API tests again on PostgreSQL, then the browser tests (Playwright on Debian's Chromium
# against a freshly built site) with orders under SIGKILL on both databases beside them, and
# `npm start` itself serving that build and taking one order.
# Ends with each stage's time (docs/testing.md holds their budget) and one line "N passed, N failed"
# over every run.
set -euo pipefail
cd "$(dirname "$0")/.."
results="$(mktemp -d)"
export NODE_OPTIONS=--experimental-vm-modules   # PGlite loads its parts with dynamic import()

# Each stage's wall time, printed as a table when the script ends (also when a stage fails).
stage_started=0; stage_name=""; suite_started=$SECONDS
: >"$results/stages.tsv"
end_stage() { [ -n "$stage_name" ] && printf '%s\t%s\n' "$stage_name" $((SECONDS - stage_started)) >>"$results/stages.tsv"; stage_name=""; }
stage() { end_stage; stage_name="$1"; stage_started=$SECONDS; echo "==> $1"; }
print_stages() {
  end_stage
  echo
  echo "| stage | seconds |"
  echo "| ----- | ------: |"
  awk -F'\t' '{ printf "| %s | %d |\n", $1, $2 }' "$results/stages.tsv"
  echo "| total | $((SECONDS - suite_started)) |"
}
# The browser tests' script starts during the PostgreSQL pass (below): stopped with the run if that
# pass fails (its EXIT trap stops its API).
browser=""
# The private PostgreSQL cluster's processes (scripts/ensure-postgres.sh), set to a priority: the
# postmaster and the backends it has forked (a later one inherits the postmaster's). Nothing where
# TEST_DATABASE_URL names another server. Setting it back to 0 needs root (CI's and this machine's
# runs are root); elsewhere the cluster keeps the value it was given.
pg_priority() {
  local dir="/tmp/storefront-pg-$(node -p 'new URL(process.argv[1]).port' "$postgres_url" 2>/dev/null)"
  local postmaster
  postmaster="$(head -n 1 "$dir/postmaster.pid" 2>/dev/null)" || return 0
  renice -n "$1" -p "$postmaster" $(pgrep -P "$postmaster") >/dev/null 2>&1 || true
}
postgres_url=""
trap '[ -z "$browser" ] || kill $browser 2>/dev/null || true; [ -z "$postgres_url" ] || pg_priority 0; print_stages' EXIT

# Debian's Chromium and PostgreSQL, installed when missing (mostly a wait on the network), come
# beside the npm install and the checks; the cluster is started for the PostgreSQL pass.
(bash scripts/ensure-chromium.sh && bash scripts/ensure-postgres.sh >"$results/postgres.url") \
  >"$results/system.log" 2>&1 & system=$!

stage "dependencies"
bash scripts/ensure-deps.sh

stage "types, locales, doc paths, lint and format (two lanes, one per core)"
# Two lanes of about equal length, each one process at a time on one core: the three type checks
# (API, site, browser tests; about 17 + 26 + 5 s on this machine) and the locale and doc-path checks;
# ESLint and one Prettier run over the whole tree (about 32 + 22 s; a second Prettier process for
# part of the tree cost about 10 s more of CPU). Each lane's output is printed whole once it ends;
# a failed lane fails the stage.
lane() { local name="$1"; shift; ( set -e; for command in "$@"; do eval "$command"; done ) >"$results/$name.log" 2>&1; }
lane types 'npm run --silent typecheck' 'npm run --silent typecheck:site' 'npm run --silent typecheck:tests' \
  'npm run --silent check:locales' 'npm run --silent check:docs' & types=$!
lane linters 'npm run --silent lint' 'npm run --silent format:check' & linters=$!
status=0
wait $types || status=1
cat "$results/types.log"
wait $linters || status=1
cat "$results/linters.log"
[ $status -eq 0 ]

stage "unit, component and API tests on PGlite"
npx jest --ci --json --outputFile="$results/pglite.json"

stage "API and security tests on PostgreSQL"
wait $system || { cat "$results/system.log"; exit 1; }
postgres_url="$(cat "$results/postgres.url")"
pg_priority 0
# The browser tests' API makes its database now (about 16 s of CPU on one core: migrations and the
# sample's 240 products), in the share of the cores this pass leaves idle (`vmstat 5`: about 8 %);
# scripts/e2e.sh then waits for the file E2E_GO names before it builds the site. It prints nothing
# until then.
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/browser.pw.json" E2E_BUILT="$results/site.built" E2E_GO="$results/go" \
  bash scripts/e2e.sh --reporter=list,json & browser=$!
# The files of tests/pglite-only.cjs (no database, or the schema layer only) ran on PGlite above.
# (The paths come before the ignore list, which would take them as more patterns.)
TEST_DATABASE_URL="$postgres_url" npx jest --ci --json --outputFile="$results/postgres.json" \
  server/test tests/security --testPathIgnorePatterns="$(node -p 'require("./tests/pglite-only.cjs").ignorePattern()')"

stage "browser tests, beside orders while the API is killed, and npm start once the site is built"
# The browser tests' script, waiting since the PostgreSQL pass with its API up, builds the site now.
: >"$results/go"
# The crash test (tests/reliability/orders-crash.ts, PGlite and PostgreSQL, each on a database of its
# own) runs beside the site's build and the browser tests, which leave part of the two cores idle
# (`vmstat 5`: the build's single-core steps, pages waiting on the API). It needs about 120 s of
# CPU (14 API processes started, 5 000 requests), so it runs at a lower priority (nice 10): the
# browsers' chain of processes, each waiting on the next, is not slowed by it, and it takes the
# idle share and a tenth of the rest. It has no deadline of its own; its shoppers' steps follow
# each other within the codes' 5 minutes.
# The PostgreSQL pass does not fit there too: beside them it slows the build and the browsers by
# about the time it saves (docs/history/test-suite-time.md). Its output follows the browser tests'.
# Only the crash test uses PostgreSQL from here on: the server's processes, which run its statements,
# take its priority too, so that its statements take the crash test's share, not the build's and the
# browsers' (the build took 145 s beside the crash test in ci39, about 95 s alone).
pg_priority 10
TEST_DATABASE_URL="$postgres_url" CRASH_RESULT_JSON="$results/orders-crash.json" nice -n 10 npm run --silent test:orders-crash \
  >"$results/orders-crash.log" 2>&1 & crash=$!
# `npm start` itself (tests/start: it serves, and takes an order with the codes it printed) publishes
# the public/ the browser tests built from these sources: one Gatsby build per run. It starts once
# that build is there (scripts/e2e.sh writes the file named by E2E_BUILT) and runs beside the browser
# tests: most of its time is its API starting and a browser waiting on it, not CPU.
start_test() {
  while [ ! -e "$results/site.built" ]; do
    kill -0 $browser 2>/dev/null || { echo "no site was built: npm start's test did not run"; return 1; }
    sleep 1
  done
  START_REUSE_SITE=1 PLAYWRIGHT_JSON_OUTPUT_NAME="$results/start.pw.json" \
    npx playwright test -c tests/playwright.start.config.ts --reporter=list,json
}
start_test >"$results/start.log" 2>&1 & start=$!
status=0
wait $browser || status=1
wait $crash || status=1
echo "--- orders while the API is killed (tests/reliability/orders-crash.ts) ---"
cat "$results/orders-crash.log"
wait $start || status=1
echo "--- npm start itself (tests/start/npm-start.spec.ts) ---"
cat "$results/start.log"
[ $status -eq 0 ]

print_stages
trap - EXIT
node -e '
  let passed = 0, failed = 0;
  for (const file of process.argv.slice(1)) {
    const run = require(file);
    // A browser test that passed only on its retry is a failure (failOnFlakyTests).
    if (run.stats) { passed += run.stats.expected; failed += run.stats.unexpected + run.stats.flaky; }
    else { passed += run.numPassedTests; failed += run.numFailedTests; }
  }
  console.log(`${passed} passed, ${failed} failed`);
' "$results"/*.json
