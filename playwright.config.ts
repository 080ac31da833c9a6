import { defineConfig, devices } from '@playwright/test';

// End-to-end tests in Debian's Chromium (never a downloaded browser) against one production
// build of the app on the embedded emulators, on ports apart from `npm run dev`'s; every spec
// and every worker shares that build and those servers, and makes its own users.
// E2E_PORT_OFFSET moves all three ports (and the build and data folders) so two runs can
// share a machine. E2E_PREBUILT=1 starts the build already in NEXT_DIST_DIR (npm test makes it
// while the static checks run) instead of building first. E2E_WORKERS sets the browsers that
// run at once (default 2: each spec file runs on one worker, in order).
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const APP_PORT = 3100 + OFFSET;
// Below the ephemeral range (32768 and up), so no socket a Jest suite running beside it opens can take it.
const EMULATOR_PORT = 24329 + OFFSET;
const WS_PORT = 8797 + OFFSET;
const SUFFIX = OFFSET ? `-${OFFSET}` : '';
const emulatorUrl = `http://127.0.0.1:${EMULATOR_PORT}`;
export const appUrl = `http://localhost:${APP_PORT}`;

export const appEnv = {
  NEXT_DIST_DIR: `.next-e2e${SUFFIX}`,
  NEXT_PUBLIC_SUPABASE_URL: emulatorUrl,
  NEXT_PUBLIC_SITE_URL: appUrl,
  STRIPE_API_URL: emulatorUrl,
  NEXT_PUBLIC_WS_URL: `ws://localhost:${WS_PORT}`,
  // A production build on the public dev keys: allowed here on purpose, never in a deployment.
  CUECARD_ALLOW_DEV_KEYS: '1',
  NEXT_TELEMETRY_DISABLED: '1',
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e${SUFFIX}`,
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test that fails is run once more, recording a trace (the summary names it as flaky when the
  // second run passes). Tracing every test would more than double the browsers' CPU time.
  retries: 1,
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: appUrl,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `rm -rf .data/e2e${SUFFIX} && tsx emulators/main.ts`,
      url: `${emulatorUrl}/health`,
      // CUECARD_ALLOW_DEV_KEYS: the emulators refuse NODE_ENV=production without it, and this run is a production build's.
      // EMULATOR_AUTH_BCRYPT_COST: every test makes its own users; bcrypt's least cost keeps that cheap.
      env: { SUPABASE_EMULATOR_PORT: String(EMULATOR_PORT), SUPABASE_EMULATOR_DATA_DIR: `.data/e2e${SUFFIX}/supabase`, NEXT_PUBLIC_SITE_URL: appUrl, CUECARD_ALLOW_DEV_KEYS: '1', EMULATOR_AUTH_BCRYPT_COST: '4' },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The ws-server answers plain HTTP with 426, so readiness is checked on the port.
      command: 'tsx ws-server/main.ts',
      port: WS_PORT,
      env: { WS_PORT: String(WS_PORT), SUPABASE_URL: emulatorUrl, NEXT_PUBLIC_SITE_URL: appUrl, WS_ALLOWED_ORIGINS: appUrl },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `${process.env.E2E_PREBUILT === '1' ? '' : 'next build && '}next start --port ${APP_PORT}`,
      url: appUrl,
      env: appEnv,
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
