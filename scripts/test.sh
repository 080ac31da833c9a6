#!/usr/bin/env bash
# npm test: every test of the project. Sets up what a fresh machine lacks (Node 24, the
# Debian programs in setup-system.sh, node_modules, the Moonshine models), then:
#   1. the type check, ESLint and the end-to-end production build, side by side;
#   2. Jest (unit and integration) on several workers;
#   3. Playwright (end to end) on that one build, two browsers at a time;
# and ends with the 20 slowest test files, each layer's time and one closing line:
# "tests: N passed, N failed". docs/testing.md says what each layer proves and how to run one.
# Arguments go to Jest (npm test -- tests/unit/foo.test.ts); SKIP_E2E=1 leaves out Playwright.
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
started=$SECONDS
stamp() { echo "   ($(( SECONDS - started )) s into the run)"; }

e2e=0
if [ -z "${SKIP_E2E:-}" ] && ls tests/e2e/*.spec.ts >/dev/null 2>&1; then e2e=1; fi

echo "== Static checks (TypeScript, ESLint) and the end-to-end build, side by side"
if [ "$e2e" = 1 ]; then
  # The one production build every browser test runs against (playwright.config.ts names its env).
  npx tsx scripts/e2e-build.ts > "$results/e2e-build.log" 2>&1 &
  build_pid=$!
fi
npx tsc --noEmit -p tsconfig.json > "$results/tsc.log" 2>&1 &
tsc_pid=$!
npx eslint . > "$results/eslint.log" 2>&1 &
eslint_pid=$!
wait $tsc_pid || { echo "TypeScript:"; cat "$results/tsc.log"; status=1; }
wait $eslint_pid || { echo "ESLint:"; cat "$results/eslint.log"; status=1; }
stamp

echo "== Jest: unit and integration"
# Most integration suites wait on sockets, timers and real-time audio, so more workers than
# cores keeps both cores busy; JEST_WORKERS overrides.
NODE_OPTIONS="--experimental-vm-modules --disable-warning=ExperimentalWarning" \
  npx jest --ci --maxWorkers="${JEST_WORKERS:-3}" --json --outputFile="$results/jest.json" "$@" || status=1
stamp

if [ "$e2e" = 1 ]; then
  if wait $build_pid; then
    echo "== Playwright: end to end (headless Debian chromium, one production build)"
    E2E_PREBUILT=1 PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json || status=1
  else
    echo "The end-to-end production build failed:"; tail -40 "$results/e2e-build.log"; status=1
  fi
  stamp
fi

node scripts/test-summary.mjs "$results/jest.json" "$results/playwright.json" || status=1
exit $status
