/**
 * The browser tests: @playwright/test on Debian's Chromium (never a downloaded browser), against the built portal.
 * `npm run build` must have run first; `npm run test:e2e` runs them (extra arguments go to `playwright test`).
 *
 * The portal is started by tests/e2e/global-setup.ts rather than by `webServer`: Playwright stops a `webServer`
 * after the global teardown and ignores its exit code, so a portal that shuts down badly on SIGTERM would go
 * unnoticed. The global setup starts it as a user would, waits for /api/health, and its teardown sends SIGTERM
 * and fails the run unless the portal exits with 0. Set E2E_BASE_URL to test a portal that is already running.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.js';
import { freePort } from './scripts/free-port.js';

// The config is loaded by the runner and again by each worker; workers inherit the runner's environment, so the
// address chosen once here is the one every worker and the global setup use. A portal given from outside
// (E2E_BASE_URL) is tested as it is, and none is started.
process.env.E2E_START_PORTAL ??= process.env.E2E_BASE_URL ? 'no' : 'yes';
process.env.E2E_BASE_URL ??= `http://127.0.0.1:${await freePort()}`;

const AFTER_THE_REST = ['**/staff-replacement.e2e.ts', '**/staff-repair.e2e.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results',
  // The longest tests (a store's every service, screenshots and axe at two widths) take over a minute.
  timeout: 180_000,
  // Web-first assertions retry until this long; the machine is shared, so it is generous.
  expect: { timeout: 15_000 },
  // Two cores. Files run side by side, the tests of a file in order: request.e2e.ts counts the RMAs it makes for
  // its customers, and every order a file writes to (an RMA made) is read by no other file.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  // The operator loops give demo customers (alex.uk, alex.de, alex.jp) a saved shipping address, and request.e2e.ts
  // tests those customers' first address: the loops run once every other file has.
  projects: [
    { name: 'portal', testIgnore: AFTER_THE_REST },
    { name: 'operator loops', testMatch: AFTER_THE_REST, dependencies: ['portal'] },
  ],
  use: {
    browserName: 'chromium',
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 900 },
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    screenshot: 'only-on-failure',
    // Recording a trace costs CPU the two cores lack; `--retries=1` (or `--trace=on`) records one for a failure.
    trace: 'on-first-retry',
  },
});
