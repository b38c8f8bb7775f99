#!/usr/bin/env bash
# Runs the shop: installs, starts the API on its embedded database with the sample catalogue, builds
# the site against it through the API's own build queue (reusing the last build when nothing
# changed; docs/adr/018) and serves site and API on one origin. Editors rebuild later with
# POST /admin/v1/rebuild. Settings: PORT, DATA_DIR, DATABASE_URL, SAMPLE_PRODUCTS, ADMIN_TOKEN,
# SITE_BUILDS_DIR, SITE_BUILD_COMMAND (see README).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
if [ -n "${SITE_DIR:-}" ]; then
  echo "npm start serves its own site builds (SITE_BUILDS_DIR); unset SITE_DIR, or serve a built folder with npm run api" >&2
  exit 1
fi
export PORT="${PORT:-8000}" SITE_BUILDS_DIR="${SITE_BUILDS_DIR:-${DATA_DIR:-.data}/site-builds}"
export ADMIN_TOKEN="${ADMIN_TOKEN:-$(node -e "console.log(require('crypto').randomBytes(16).toString('hex'))")}"
url="http://127.0.0.1:${PORT}"
if node -e "fetch(process.argv[1]).then(() => process.exit(0), () => process.exit(1))" "$url/health"; then
  echo "port ${PORT} is already in use (another shop or test run?); stop it or set PORT" >&2
  exit 1
fi
# One process (node with tsx's loader), so that stopping this script stops the API. It runs as
# production: /docs then needs the admin token (docs/adr/011).
NODE_ENV="${NODE_ENV:-production}" node --import tsx server/src/main.ts &
api=$!
trap 'kill $api 2>/dev/null || true' EXIT INT TERM
until node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "$url/health"; do
  kill -0 $api 2>/dev/null || { echo "the API did not start" >&2; exit 1; }
  sleep 0.5
done
# The API queues the first build itself when it has none; this waits for it, or queues one when the
# sources or the catalogue changed since the active build.
node scripts/ensure-site.mjs "$url"
echo
echo "The shop is running at $url   (Ctrl+C stops it)"
echo "API docs: $url/docs with the header x-admin-token: \$ADMIN_TOKEN (set ADMIN_TOKEN to choose it); open to all under npm run api"
echo "Rebuild the pages after an edit: curl -X POST -H \"x-admin-token: \$ADMIN_TOKEN\" $url/admin/v1/rebuild (builds: $url/admin/v1/builds)"
wait $api
