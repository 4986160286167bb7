// @ts-check
// Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi. Playwright's BiDi
// Firefox starts but fails at newContext() (emulation.setMediaFeaturesOverride: unknown command).

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
/** Firefox's remote agent listens here (the engines' runs keep to ports 4206-4209). */
const REMOTE_PORT = Number(process.env.ENGINES_FIREFOX_PORT || 4208);

/** @returns {Promise<import('./driver.mjs').Driver>} */
export async function launchFirefox() {
  // Firefox writes its profile and caches under HOME: a fresh one per run, removed at close.
  const home = await mkdtemp(join(tmpdir(), 'engines-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    args: [`--remote-debugging-port=${REMOTE_PORT}`, '--width=1280', '--height=800'],
    // Every host name is this machine: what a real page asks of another host (its font service, the
    // builder's stylesheets) is refused at once, never looked up off the machine (5 s a page here).
    extraPrefsFirefox: { 'network.dns.forceResolve': '127.0.0.1' },
    env: { ...process.env, HOME: home },
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  return {
    engine: 'firefox',
    version: await browser.version(),
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    // The driver's own types wrap the argument (handles): the page sees it as sent.
    evaluate: (fn, arg) => /** @type {Promise<never>} */ (page.evaluate(/** @type {never} */ (fn), /** @type {never} */ (arg))),
    click: (selector) => page.click(selector),
    focus: (selector) => page.focus(selector),
    type: (text) => page.keyboard.type(text),
    async press(key, shift = false) {
      if (shift) await page.keyboard.down('Shift');
      await page.keyboard.press(key);
      if (shift) await page.keyboard.up('Shift');
    },
    async setCookie(name, value) {
      await browser.setCookie({ name, value, domain: new URL(page.url()).hostname, path: '/' });
    },
    async clearCookies() {
      await browser.deleteCookie(...(await browser.cookies()));
    },
    async close() {
      await browser.close();
      await rm(home, { recursive: true, force: true });
    },
  };
}
