// @ts-check
// Chromium, as the browser tests drive it (scripts/chromium.mjs: its headless shell when there is one):
// the console every other engine's is compared with.

import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, findHeadlessShell } from '../../scripts/chromium.mjs';

/** @returns {Promise<import('./driver.mjs').Driver>} */
export async function launchChromium() {
  const executablePath = findHeadlessShell() ?? findChromium();
  const browser = await chromium.launch({ args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return {
    engine: 'chromium',
    version: `Chromium ${browser.version()}`,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    // The driver's own types wrap the argument (handles): the page sees it as sent.
    evaluate: (fn, arg) => /** @type {Promise<never>} */ (page.evaluate(/** @type {never} */ (fn), /** @type {never} */ (arg))),
    click: (selector) => page.click(selector),
    focus: (selector) => page.focus(selector),
    type: (text) => page.keyboard.type(text),
    press: (key, shift = false) => page.keyboard.press(shift ? `Shift+${key}` : key),
    clearCookies: () => context.clearCookies(),
    setCookie: (name, value) => context.addCookies([{ name, value, url: new URL('/', page.url()).href }]),
    close: () => browser.close(),
  };
}
