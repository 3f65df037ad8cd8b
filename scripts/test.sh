#!/usr/bin/env bash
# `npm test`: lint, types, unit and API tests, then the end-to-end suite.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== lint"; npm run lint
echo "== typecheck"; npm run typecheck
echo "== unit and API tests"; npm run test:unit
echo "== end-to-end"; bash scripts/e2e.sh
