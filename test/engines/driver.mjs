// @ts-check
// What a journey or a page visit asks of a browser, whatever drives it (Playwright for Chromium,
// puppeteer-core over WebDriver BiDi for Firefox, webdriverio over classic WebDriver for WebKitGTK).

import { mark } from './in-page.mjs';

/**
 * @typedef {object} Driver
 * @property {string} engine
 * @property {string} version the browser's own name and version
 * @property {(url: string) => Promise<void>} goto navigates and waits for the load event
 * @property {<A, R>(fn: (arg: A) => R | Promise<R>, arg: A) => Promise<R>} evaluate runs `fn` (serialized) in the page
 * @property {(selector: string) => Promise<void>} click a real pointer click on the element's centre
 * @property {(selector: string) => Promise<void>} focus
 * @property {(text: string) => Promise<void>} type key presses into the focused element
 * @property {(key: 'Tab' | 'Enter' | 'Escape' | 'ArrowRight', shift?: boolean) => Promise<void>} press
 * @property {() => Promise<void>} clearCookies every cookie of the browser
 * @property {(name: string, value: string) => Promise<void>} setCookie on the current page's origin, path /, through
 *   the browser's cookie store
 * @property {() => Promise<void>} close
 */

/**
 * Polls `fn` in the page until it returns a truthy value (a condition, not a fixed wait); throws
 * `message` with the last value seen when `timeoutMs` passes.
 * @template A, R
 * @param {Driver} driver
 * @param {string} message
 * @param {(arg: A) => R} fn
 * @param {A} arg
 * @param {number} [timeoutMs]
 * @returns {Promise<R>}
 */
export async function waitFor(driver, message, fn, arg, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  /** @type {unknown} */
  let last;
  for (;;) {
    try {
      last = await driver.evaluate(fn, arg);
      if (last) return /** @type {R} */ (last);
    } catch (error) {
      // A navigation in progress destroys the context the question ran in: ask again.
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) throw new Error(`${message} (last seen: ${JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The CSS selector of the element `selector` whose accessible text is `name`, once there is one.
 * @param {Driver} driver
 * @param {string} selector
 * @param {string} name
 */
export async function target(driver, selector, name) {
  await waitFor(driver, `no ${selector} named "${name}"`, mark, { selector, name });
  return '[data-engine-target]';
}
