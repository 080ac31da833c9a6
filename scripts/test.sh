#!/usr/bin/env bash
# npm test: every test of the project. Sets up what a fresh machine lacks (Node 24, the
# Debian programs in setup-system.sh, node_modules, the Moonshine model), then type-checks and lints, runs Jest (unit + integration)
# and Playwright (end to end), and prints one closing line: "tests: N passed, N failed".
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
node_bin="$(bash scripts/ensure-node.sh)" || exit 1
export PATH="$(dirname "$node_bin"):$PATH"
export NEXT_TELEMETRY_DISABLED=1
bash scripts/setup-system.sh || exit 1
[ -d node_modules/next ] || npm install --no-audit --no-fund || exit 1
# Moonshine's models (STT_PROVIDER=moonshine) come from the npm registry, checked by hash: the one
# the environment names (tiny by default) for the product, and both sizes for their tests.
bash scripts/fetch-moonshine-model.sh >/dev/null || exit 1
MOONSHINE_MODEL=tiny MOONSHINE_MODEL_DIR= bash scripts/fetch-moonshine-model.sh >/dev/null || exit 1
MOONSHINE_MODEL=base MOONSHINE_MODEL_DIR= bash scripts/fetch-moonshine-model.sh >/dev/null || exit 1

results="$root/test-results"
mkdir -p "$results"
rm -f "$results/jest.json" "$results/playwright.json"
status=0

echo "== Static checks: TypeScript and ESLint"
npx tsc --noEmit -p tsconfig.json || status=1
npx eslint . || status=1

echo "== Jest: unit and integration"
NODE_OPTIONS="--experimental-vm-modules --disable-warning=ExperimentalWarning" npx jest --ci --json --outputFile="$results/jest.json" "$@" || status=1

if [ -z "${SKIP_E2E:-}" ] && ls tests/e2e/*.spec.ts >/dev/null 2>&1; then
  echo "== Playwright: end to end (headless Debian chromium)"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json || status=1
fi

node scripts/test-summary.mjs "$results/jest.json" "$results/playwright.json" || status=1
exit $status
