#!/usr/bin/env bash
# Installs the npm dependencies when node_modules is missing or older than package-lock.json.
# `npm ci` first; where the registry lacks other platforms' optional binaries (@swc/core-darwin-*,
# ...), npm ci refuses the lock file as incomplete, and `npm install` installs the same locked
# versions for this platform. The lock file names every package and its checksum, so a tarball
# already in npm's cache is the one to install: `--prefer-offline` takes it without asking the
# registry whether its metadata changed; what the cache lacks still comes from the registry.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "==> installing npm dependencies"
  if ! npm ci --no-audit --no-fund --prefer-offline --loglevel=error 2>/tmp/npm-ci.$$.log; then
    grep -q "EUSAGE" /tmp/npm-ci.$$.log || { cat /tmp/npm-ci.$$.log >&2; exit 1; }
    npm install --no-audit --no-fund --loglevel=error
  fi
  rm -f /tmp/npm-ci.$$.log
fi
