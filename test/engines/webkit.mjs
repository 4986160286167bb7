// @ts-check
// WebKitGTK (Debian's webkit2gtk-driver): its MiniBrowser under WebKitWebDriver, driven through
// webdriverio (classic WebDriver). Needs a display: the worker runs under xvfb-run.

import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { Key, remote } from 'webdriverio';

/** WebKitWebDriver listens here (the engines' runs keep to ports 4206-4209). */
const DRIVER_PORT = Number(process.env.ENGINES_WEBKIT_PORT || 4207);

/** The MiniBrowser of the webkit2gtk-4.1 library folder (it is not on PATH). */
export function findMiniBrowser() {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  try {
    const owned = execFileSync('dpkg', ['-S', 'MiniBrowser'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const path = owned
      .split('\n')
      .map((line) => line.split(': ')[1]?.trim())
      .find((file) => file?.includes('webkit2gtk-4.1') && file.endsWith('/MiniBrowser'));
    if (path && existsSync(path)) return path;
  } catch {
    // dpkg does not know it: not installed
  }
  return undefined;
}

/**
 * Resolves once the driver accepts a connection, so the session is not asked for before it can be. A
 * bare TCP connection: an HTTP /status asked first left the session request hanging (WebKitWebDriver 2.50).
 * @param {number} port
 * @param {import('node:child_process').ChildProcess} child
 */
async function listening(port, child) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not listen on ${port}`);
}

/** @returns {Promise<import('./driver.mjs').Driver>} */
export async function launchWebKit() {
  const binary = findMiniBrowser();
  if (!binary) throw new Error('MiniBrowser not found: apt-get install webkit2gtk-driver');
  const child = spawn('WebKitWebDriver', [`--port=${DRIVER_PORT}`], { stdio: 'ignore' });
  try {
    await listening(DRIVER_PORT, child);
  } catch (error) {
    child.kill();
    throw error;
  }
  /** @type {WebdriverIO.Browser} */
  let browser;
  try {
    browser = await remote({
      connectionRetryTimeout: 60_000,
      hostname: '127.0.0.1',
      port: DRIVER_PORT,
      path: '/',
      logLevel: 'error',
      capabilities: /** @type {WebdriverIO.Capabilities} */ ({
        browserName: 'MiniBrowser',
        // Classic WebDriver: WebKitWebDriver has no BiDi, and wdio asks for it (webSocketUrl) by default.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary, args: ['--automation'] },
      }),
    });
  } catch (error) {
    // The driver would outlive a session that never started.
    child.kill();
    throw error;
  }
  await browser.setWindowSize(1280, 800).catch(() => undefined);
  /** @type {Record<string, string>} */
  const keys = { Tab: Key.Tab, Enter: Key.Enter, Escape: Key.Escape, ArrowRight: Key.ArrowRight };
  return {
    engine: 'webkit',
    version: `WebKitGTK ${browser.capabilities.browserVersion ?? '?'} (MiniBrowser)`,
    async goto(url) {
      // Classic WebDriver's navigation returns once the page has loaded.
      await browser.url(url);
    },
    evaluate: (fn, arg) => /** @type {Promise<never>} */ (browser.execute(/** @type {never} */ (fn), /** @type {never} */ (arg))),
    click: (selector) => browser.$(selector).click(),
    async focus(selector) {
      await browser.execute(
        (/** @type {string} */ css) => /** @type {HTMLElement | null} */ (document.querySelector(css))?.focus(),
        selector,
      );
    },
    async type(text) {
      await browser.keys(text.split(''));
    },
    async press(key, shift = false) {
      const action = browser.action('key');
      if (shift) action.down(Key.Shift);
      action.down(keys[key] ?? key).up(keys[key] ?? key);
      if (shift) action.up(Key.Shift);
      await action.perform();
    },
    clearCookies: () => browser.deleteCookies(),
    setCookie: (name, value) => browser.setCookies({ name, value, path: '/' }),
    async close() {
      await browser.deleteSession().catch(() => undefined);
      child.kill();
    },
  };
}
