#!/usr/bin/env bash
# Runs the shop: installs, starts the API on its embedded database with the sample catalogue, builds
# the site against it (reusing the last build when nothing changed) and serves site and API on one
# origin. Settings: PORT, DATA_DIR, DATABASE_URL, SAMPLE_PRODUCTS, ADMIN_TOKEN (see README).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
export PORT="${PORT:-8000}" SITE_DIR="${SITE_DIR:-public}"
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
bash scripts/build-site.sh "$url"
echo
echo "The shop is running at $url   (Ctrl+C stops it)"
echo "API docs: $url/docs with the header x-admin-token: \$ADMIN_TOKEN (set ADMIN_TOKEN to choose it); open to all under npm run api"
wait $api
