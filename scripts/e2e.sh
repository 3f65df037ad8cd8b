#!/usr/bin/env bash
# End-to-end suite: the built app served on a fresh embedded database, driven in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run build
npx playwright test -c e2e/playwright.config.ts "$@"
