// Browser tests: the fixture site, built by `npm test` beforehand, served on its own port and
// driven in Chromium (Debian's, when the machine has one): its headless shell, but for the specs that
// need the full browser.

import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, findHeadlessShell } from './scripts/chromium.mjs';

const PORT = Number(process.env.TEST_PORT ?? 4199);
const chromium = findChromium();
const headlessShell = findHeadlessShell() ?? chromium;
/** What only the full browser has: a back/forward cache, and a face found by its `local()` name laid out
 *  as the installed family is (the shell gives it whole-pixel advances: fonts.spec.ts measured 437 px
 *  where the family gives 443.1). */
const FULL_BROWSER = /\/(bfcache|fonts)\.spec\.ts$/;

export default defineConfig({
  testDir: 'test/e2e',
  workers: 2,
  fullyParallel: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.cache/playwright.json' }]],
  use: { baseURL: `http://127.0.0.1:${PORT}`, browserName: 'chromium' },
  projects: [
    {
      name: 'chromium-headless-shell',
      testIgnore: FULL_BROWSER,
      use: { launchOptions: { args: CHROMIUM_ARGS, ...(headlessShell ? { executablePath: headlessShell } : {}) } },
    },
    {
      name: 'chromium',
      testMatch: FULL_BROWSER,
      use: { launchOptions: { args: CHROMIUM_ARGS, ...(chromium ? { executablePath: chromium } : { channel: 'chromium' }) } },
    },
  ],
  webServer: {
    command: 'node fixtures/server/index.mjs',
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
