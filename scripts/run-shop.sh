#!/usr/bin/env bash
# Runs the shop: installs, starts the API on its embedded database with the sample catalogue and
# prints its URL. Settings: PORT, DATA_DIR, DATABASE_URL, SAMPLE_PRODUCTS (see README).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
exec npx tsx server/src/main.ts
