#!/usr/bin/env bash
# Runs the shop: installs, starts the API on its embedded database with the sample catalogue, builds
# the site against it through the API's own build queue (reusing the last build when nothing
# changed; docs/adr/018) and serves site and API on one origin. Editors rebuild later with
# POST /admin/v1/rebuild. Settings: PORT, DATA_DIR, DATABASE_URL, SAMPLE_PRODUCTS, ADMIN_TOKEN,
# SITE_BUILDS_DIR, SITE_BUILD_COMMAND (see README).
set -euo pipefail
cd "$(dirname "$0")/.."
echo "==> checking the npm packages"
bash scripts/ensure-deps.sh
if [ -n "${SITE_DIR:-}" ]; then
  echo "npm start serves its own site builds (SITE_BUILDS_DIR); unset SITE_DIR, or serve a built folder with npm run api" >&2
  exit 1
fi
export PORT="${PORT:-8000}" SITE_BUILDS_DIR="${SITE_BUILDS_DIR:-${DATA_DIR:-.data}/site-builds}"
# A fresh clone's start is the demo (test cards, the outbox, a printed admin token): asked for here
# explicitly, as the API takes a production start for live otherwise. Once SHOP_URL or HOST says
# where shoppers reach the shop, the API decides, and a live start refuses the demo's stand-ins
# (docs/adr/026).
# (A loopback SHOP_URL is a demo too, by the API's rule; set ADMIN_TOKEN or SHOP_MODE=demo with it.)
case "${HOST:-127.0.0.1}" in 127.* | localhost | ::1) loopback=1 ;; *) loopback="" ;; esac
if [ -z "${SHOP_MODE:-}" ] && [ -z "${SHOP_URL:-}" ] && [ -n "$loopback" ]; then export SHOP_MODE=demo; fi
token_note="(the ADMIN_TOKEN you set)"
if [ -z "${ADMIN_TOKEN:-}" ] && [ "${SHOP_MODE:-}" = "demo" ]; then
  ADMIN_TOKEN="$(node -e "console.log(require('crypto').randomBytes(16).toString('hex'))")"
  token_note="${ADMIN_TOKEN} (new each start; set ADMIN_TOKEN to keep one)"
fi
export ADMIN_TOKEN
url="http://127.0.0.1:${PORT}"
if node -e "fetch(process.argv[1]).then(() => process.exit(0), () => process.exit(1))" "$url/health"; then
  echo "port ${PORT} is already in use (another shop or test run?); stop it or set PORT" >&2
  exit 1
fi
# One process (node with tsx's loader), so that stopping this script stops the API. It runs as
# production: /docs then needs the admin token (docs/adr/011). Its log shows problems only
# (LOG_LEVEL=info adds a line per request); the outbox prints a line per message it keeps.
export NODE_ENV="${NODE_ENV:-production}"
# PGlite's folder tells a first start (the API then writes the sample catalogue, which takes a while);
# a PostgreSQL database is seeded the same way when empty, which only the API can tell.
first=""
if [ -z "${DATABASE_URL:-}" ] && [ ! -e "${DATA_DIR:-.data}/pgdata" ]; then first="; a first start: writing the sample catalogue"; fi
echo "==> starting the API (${DATABASE_URL:+PostgreSQL}${DATABASE_URL:-PGlite in ${DATA_DIR:-.data}}${first})"
node --import tsx server/src/main.ts &
api=$!
trap 'kill $api 2>/dev/null || true' EXIT INT TERM
until node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "$url/health"; do
  kill -0 $api 2>/dev/null || { echo "the API did not start" >&2; exit 1; }
  sleep 0.5
done
# The API queues the first build itself when it has none; this waits for it, or queues one when the
# sources or the catalogue changed since the active build.
echo "==> the site"
node scripts/ensure-site.mjs "$url"
# The staff app's first owner: in the demo an account `owner` with a password new each start
# (scripts/demo-owner.mjs); a live shop's owners come from `npm run operator:add -- --roles owner`.
owner_note="sign in with your staff account (first owner: npm run operator:add -- --login NAME --name \"Shown name\" --roles owner)"
if [ "${SHOP_MODE:-}" = "demo" ]; then owner_note="$(node scripts/demo-owner.mjs "$url") (the demo's owner, new password each start)"; fi
# Where a person reads the codes the shop sends: the terminal and the staff app's messages while the
# outbox is a provider (docs/adr/016); nothing of it with a real gateway and mail server.
outbox=""
if [ "${SMS_PROVIDER:-outbox}" != "http" ] || [ -z "${SMTP_URL:-}" ]; then
  if [ "$NODE_ENV" = "production" ]; then where="$url/admin/messages (the staff app)"; else where="$url/dev/outbox"; fi
  outbox="  codes and e-mails  printed here as 'outbox: ...' lines, and at $where"
fi
cat <<SHOP

The shop is running (Ctrl+C stops it):
  shop               $url   (sign up with a phone number, e.g. +993 61 12 34 56: the code comes by SMS)
  staff app          $url/admin   $owner_note
${outbox:+$outbox
}  API docs           $url/docs   (with the header x-admin-token: $token_note)
SHOP
wait $api
