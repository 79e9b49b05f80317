#!/usr/bin/env bash
# npm test: every test. Unit, integration against the platform over HTTP (on DATABASE_URL when
# set, else a fresh PGlite), and browser tests in Debian's Chromium against the production build.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
passed=0
failed=0

count_jest() { # adds a jest --json result file to the totals
  local p f
  p=$(node -e "const r=require('$1');console.log(r.numPassedTests)" 2>/dev/null || echo 0)
  f=$(node -e "const r=require('$1');console.log(r.numFailedTests + (r.numRuntimeErrorTestSuites||0))" 2>/dev/null || echo 1)
  passed=$((passed + p)); failed=$((failed + f))
}

bash scripts/ensure-chromium.sh || { echo "Could not install Chromium"; exit 1; }
npx tsc --noEmit || status=1
npx eslint . || status=1
npx prettier --check . --log-level warn || status=1

results=$(mktemp -d)
npx jest --selectProjects unit --json --outputFile="$results/unit.json" || status=1
count_jest "$results/unit.json"
npx jest --selectProjects integration --runInBand --json --outputFile="$results/integration.json" || status=1
count_jest "$results/integration.json"

rm -rf "${E2E_DATA_DIR:-/tmp/storefront-e2e-${E2E_PORT:-3100}}"
npx playwright test 2>&1 | tee "$results/e2e.log" || status=1
e2e=$(grep -Eo '[0-9]+ passed' "$results/e2e.log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
e2ef=$(grep -Eo '[0-9]+ failed' "$results/e2e.log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
passed=$((passed + e2e)); failed=$((failed + e2ef))

echo
echo "${passed} passed, ${failed} failed"
exit $status
