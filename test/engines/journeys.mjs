// @ts-check
// Journeys a visitor makes, one per kind of island, written once and run in every engine: each asserts
// what the visitor sees, or what the server got (scoped by the run's `sr_test` tag cookie).

import { target, waitFor } from './driver.mjs';
import { readProbe } from './in-page.mjs';

/**
 * @typedef {object} Visit
 * @property {import('./driver.mjs').Driver} d
 * @property {(name: string) => Promise<void>} open the fixture page, with the probe, the runtime started
 * @property {(path: string, tagged?: boolean) => Promise<unknown>} server a GET of the fixture server's, as this
 *   journey's tag (every request's with `tagged` false)
 * @property {string} tag
 */

/** @typedef {{ name: string, island: string, run: (visit: Visit) => Promise<void> }} Journey */
/** @typedef {{ name: string, ok: boolean, error: string, ms: number }} JourneyRecord */

/** An element's attribute, once the element is there. @param {{ selector: string, name: string }} q */
const attribute = ({ selector, name }) => document.querySelector(selector)?.getAttribute(name) ?? null;

/**
 * Waits until the element's attribute equals `value`.
 * @param {import('./driver.mjs').Driver} d
 * @param {string} selector
 * @param {string} name
 * @param {string} value
 */
async function attributeIs(d, selector, name, value) {
  await waitFor(
    d,
    `${selector} [${name}] never became "${value}"`,
    (/** @type {{ selector: string, name: string, value: string }} */ q) =>
      document.querySelector(q.selector)?.getAttribute(q.name) === q.value,
    { selector, name, value },
  );
}

/**
 * Brings the block into view (its trigger may be `visible`) and waits until it is live.
 * @param {import('./driver.mjs').Driver} d
 * @param {string} id
 */
async function live(d, id) {
  await d.evaluate((/** @type {string} */ sel) => document.querySelector(sel)?.scrollIntoView({ block: 'center' }), `#${id}`);
  await attributeIs(d, `#${id}`, 'data-sr-state', 'live');
}

/** Whether focus is inside the element. @param {string} selector */
const focusInside = (selector) => !!document.querySelector(selector)?.contains(document.activeElement);

/** Whether the open lightbox says it shows `position` ("2 of 6"). @param {string} position */
const shows = (position) =>
  document.querySelector('dialog[open][aria-label="Image viewer"] .sr-lightbox__position')?.textContent === position;

/** @type {Journey[]} */
export const JOURNEYS = [
  {
    name: 'form: focus, type, submit',
    island: 'a deferred form (form)',
    async run({ d, open, server }) {
      await open('form');
      const block = 'block-form-redirect';
      await live(d, block);
      // Deferred: server HTML until touched; the first focus wakes the React island.
      await attributeIs(d, `#${block}`, 'data-sr-island', 'asleep');
      await d.focus(`#${block} input[name="email-3"]`);
      await d.type('keys@example.com');
      await attributeIs(d, `#${block}`, 'data-sr-island', 'awake');
      await d.press('Tab');
      await d.type('Only keys.');
      await d.press('Tab');
      await d.press('Enter');
      await waitFor(
        d,
        'no redirect to the thanks page',
        () => location.pathname + location.search === '/fixtures/empty.html?thanks=1',
        undefined,
      );
      const stored = /** @type {Array<{ formId: string, form: unknown }>} */ (await server('/__submissions'));
      const got = JSON.stringify(stored.map((entry) => [entry.formId, entry.form]));
      const want = JSON.stringify([['form-redirect', { 'email-3': 'keys@example.com', 'textarea-3': 'Only keys.' }]]);
      if (got !== want) throw new Error(`the server stored ${got}, not ${want}`);
    },
  },
  {
    name: 'accordion: open a panel',
    island: 'an interaction block (accordion)',
    async run({ d, open }) {
      await open('home');
      const trigger = '#block-faq #_block-faq-R_1_h1';
      await attributeIs(d, trigger, 'aria-expanded', 'false');
      await d.click(await target(d, '#block-faq button', 'Do you take reservations?'));
      await attributeIs(d, trigger, 'aria-expanded', 'true');
      const panel = await d.evaluate(attribute, { selector: trigger, name: 'aria-controls' });
      await waitFor(
        d,
        'the panel is not shown',
        (/** @type {string} */ id) => {
          const el = document.getElementById(id);
          return !!el && !el.hidden && el.getBoundingClientRect().height > 0;
        },
        panel ?? '',
      );
    },
  },
  {
    name: 'gallery: lightbox open, next, Escape',
    island: 'a gallery and its lightbox',
    async run({ d, open }) {
      await open('gallery-grid');
      await live(d, 'block-gallery-grid');
      const opener = await target(d, '#block-gallery-grid [role="button"], #block-gallery-grid button', 'Lighthouse, 2 of 6');
      await d.click(opener);
      await waitFor(d, 'the lightbox did not open at 2 of 6', shows, '2 of 6');
      // A keyboard visitor presses once they see focus in the viewer.
      await waitFor(d, 'focus is not in the lightbox', focusInside, 'dialog[open][aria-label="Image viewer"]');
      await d.press('ArrowRight');
      await waitFor(d, 'the lightbox did not move to 3 of 6', shows, '3 of 6').catch(async (error) => {
        const where = await d.evaluate(
          () => `focus on ${document.activeElement?.outerHTML.slice(0, 80)}, ${Math.round(performance.now())} ms after the time origin`,
          undefined,
        );
        throw new Error(`${error instanceof Error ? error.message : error}; ${where}`);
      });
      await d.press('Escape');
      await waitFor(
        d,
        'Escape did not close the lightbox',
        () => document.querySelector('dialog[open][aria-label="Image viewer"]') === null,
        undefined,
      );
      await waitFor(
        d,
        'focus did not return to the slide',
        () => document.activeElement?.getAttribute('aria-label') === 'Lighthouse, 2 of 6',
        undefined,
      );
    },
  },
  {
    name: 'video: play shows the player frame',
    island: 'a video',
    async run({ d, open, server }) {
      await open('media');
      await live(d, 'block-video-youtube');
      await d.click(await target(d, '#block-video-youtube button', 'Play video: Harbour at dawn'));
      await waitFor(
        d,
        'no player frame',
        () =>
          /\/embed\/youtube\/harbour-film\?.*autoplay=1/.test(
            document.querySelector('#block-video-youtube iframe')?.getAttribute('src') ?? '',
          ),
        undefined,
      );
      // The stand-in player reports each command it receives: the frame got "play" from the page.
      const deadline = Date.now() + 10_000;
      for (;;) {
        const log = /** @type {Array<{ path: string, query: Record<string, string> }>} */ (await server('/__log'));
        if (log.some((entry) => entry.path === '/api/embeds/received' && entry.query.command === 'playVideo')) break;
        if (Date.now() > deadline) throw new Error('the player frame never reported playVideo to the server');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  },
  {
    name: 'cookie banner: Accept sets the cookie',
    island: 'the cookie banner',
    async run({ d, open }) {
      await open('consent-bar');
      await d.click(await target(d, 'section.sr-cookie-banner button', 'Accept'));
      await waitFor(d, 'the banner is still there', () => document.querySelector('section.sr-cookie-banner') === null, undefined);
      await waitFor(d, 'no ss_cookieAllowed=true cookie', () => /(^|; )ss_cookieAllowed=true(;|$)/.test(document.cookie), undefined);
    },
  },
  {
    name: 'cart: Add to cart, the count shows',
    island: 'the cart (product and cart indicator)',
    async run({ d, open, server }) {
      await open('product-sale');
      await live(d, 'block-cart');
      await d.click(await target(d, '#block-product button', 'Add to cart'));
      await waitFor(
        d,
        'no "Added to cart."',
        () => document.querySelector('#block-product [role="status"]')?.textContent === 'Added to cart.',
        undefined,
      );
      await waitFor(
        d,
        'the indicator does not count 1',
        () => document.querySelector('#block-cart .sr-cart-indicator__count')?.textContent === '1',
        undefined,
      );
      const adds = /** @type {Array<{ method: string, path: string }>} */ (await server('/__log')).filter(
        (entry) => entry.path === '/api/commerce/cart/items',
      );
      if (adds.length !== 1 || adds[0]?.method !== 'POST') {
        // Untagged too: whether the add reached the server without this journey's tag.
        const all = /** @type {Array<{ method: string, path: string, headers: Record<string, string> }>} */ (await server('/__log', false));
        const untagged = all
          .filter((entry) => entry.path === '/api/commerce/cart/items')
          .map((entry) => `${entry.method} cookie: ${entry.headers.cookie}`);
        throw new Error(
          `the server got ${JSON.stringify(adds)} to the cart under the tag, not one POST; every cart add: ${untagged.join(' | ')}`,
        );
      }
    },
  },
  {
    name: 'dialog: focus in, Tab stays inside',
    island: 'a dialog with its focus (popup overlay)',
    async run({ d, open }) {
      await open('popup-overlay');
      const dialog = 'dialog[open]';
      await waitFor(d, 'the popup is not open with focus in it', focusInside, dialog);
      for (let step = 1; step <= 5; step += 1) {
        await d.press('Tab');
        if (!(await d.evaluate(focusInside, dialog))) throw new Error(`Tab ${step} left the dialog`);
      }
      await d.press('Tab', true);
      if (!(await d.evaluate(focusInside, dialog))) throw new Error('Shift+Tab left the dialog');
      await d.press('Escape');
      await waitFor(d, 'Escape did not close the popup', () => document.querySelector('dialog[open]') === null, undefined);
    },
  },
];

/**
 * One journey on a clean slate (no cookies; the run's own tag), failing as well on any uncaught error of
 * the page it ends on.
 * @param {import('./driver.mjs').Driver} d
 * @param {string} base
 * @param {Journey} journey
 * @returns {Promise<JourneyRecord>}
 */
export async function runJourney(d, base, journey) {
  const started = Date.now();
  const tag = `engines-${d.engine}-${journey.name.replace(/\W+/g, '-')}-${process.pid}-${started}`;
  /** @param {string} path @param {boolean} [tagged] */
  const server = async (path, tagged = true) => {
    const answer = await fetch(tagged ? `${base}${path}${path.includes('?') ? '&' : '?'}tag=${encodeURIComponent(tag)}` : `${base}${path}`);
    return answer.json();
  };
  try {
    await d.clearCookies();
    // A page of the site that runs nothing (the 404 page), to set the tag cookie on its origin.
    await d.goto(`${base}/__engines/blank`);
    await d.setCookie('sr_test', tag);
    // Checked from the page before anything is asked of the server: in one loaded full run WebKit's cart add
    // was missing under the tag while the count showed (cause not found; the cookie was then written by the
    // page's own script, now through the browser's cookie store).
    await waitFor(d, 'the tag cookie is not set', (/** @type {string} */ value) => document.cookie.includes(`sr_test=${value}`), tag);
    /** @param {string} name */
    const open = async (name) => {
      await d.goto(`${base}/fixtures/${name}.html?engine-probe=1`);
      await waitFor(d, 'the runtime did not start', () => window.SiteRuntime?.state === 'initialized', undefined);
    };
    await journey.run({ d, open, server, tag });
    const probe = await d.evaluate(readProbe, undefined);
    if (probe && probe.errors.length > 0) throw new Error(`uncaught: ${probe.errors.join(' | ')}`);
    return { name: journey.name, ok: true, error: '', ms: Date.now() - started };
  } catch (error) {
    return {
      name: journey.name,
      ok: false,
      error: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
      ms: Date.now() - started,
    };
  }
}
