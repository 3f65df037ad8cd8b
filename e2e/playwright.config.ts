import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { clockStart } from './clock.mjs';
import { freePort } from './free-port.mjs';

// The test server's port: E2E_PORT, or a free one (another run of the suite may hold any fixed
// port). Set once here; the workers inherit it.
process.env.E2E_PORT ??= String(freePort());
const PORT = Number(process.env.E2E_PORT);

// One clock for the server and every browser of the run: today, 10:00 at the practice
// (e2e/clock.mjs). Set once here; the workers inherit it.
process.env.E2E_CLOCK_SHIFT ??= String(clockStart() - Date.now());

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  // One more try for a test that fails once on a loaded machine; the report names it flaky.
  retries: 1,
  // Two workers, two browsers and the server share two cores, and on a busy machine another
  // run may share them too: the budgets leave room for that (a passing test takes what it takes;
  // only a stuck one waits this long). Tests wait on what the user sees, never on fixed sleeps.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'es-MX',
    timezoneId: 'America/Monterrey',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 }, launchOptions },
    },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/v1/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      E2E_CLOCK_SHIFT: process.env.E2E_CLOCK_SHIFT,
      SEED_DEMO: 'true',
      DATA_DIR: 'e2e/.data',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      // Every test signs in from the same address; the real limits are covered by the API tests.
      RATE_LIMIT_LOGIN_PER_IP: '10000',
      RATE_LIMIT_LOGIN_PER_EMAIL: '10000',
      RATE_LIMIT_CONTACT_PER_IP: '10000',
    },
  },
});
