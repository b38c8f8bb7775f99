#!/usr/bin/env bash
# Prints a PostgreSQL URL for the API tests. Uses TEST_DATABASE_URL when it answers; otherwise
# installs PostgreSQL from Debian's packages (when missing) and starts a private cluster on
# 127.0.0.1:${TEST_PG_PORT:-54329} with trust authentication, data in /tmp.
set -euo pipefail
port="${TEST_PG_PORT:-54329}"
if [ -n "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null && pg_isready -q -d "$TEST_DATABASE_URL"; then
  echo "$TEST_DATABASE_URL"; exit 0
fi
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ]; then
  echo "==> installing PostgreSQL from Debian's packages" >&2
  as_root=""; [ "$(id -u)" -eq 0 ] || as_root="sudo"
  $as_root apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -qq --no-install-recommends postgresql >&2
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
url="postgres://postgres@127.0.0.1:${port}/postgres"
if "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; then echo "$url"; exit 0; fi
dir="/tmp/storefront-pg-${port}"
run_as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ ! -f "$dir/PG_VERSION" ]; then
  rm -rf "$dir"; mkdir -p "$dir"
  [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$dir"
  run_as_postgres "$bin/initdb" -D "$dir" -A trust -U postgres >/dev/null
fi
run_as_postgres "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
  -o "-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >&2
echo "$url"
