// The accessibility half of each page's first load in faults.spec.ts: axe-core over the page as the
// server sent it (the runtime's script held back until the page is parsed), and again once every block
// on it is live (scrolled to; those that wake at a touch touched from the keyboard). Dialogs are opened
// in accessibility.spec.ts.

import type { Page, Route } from '@playwright/test';
import { BLOCKS } from '../../src/runtime/registry';
import { animationsDone } from './animations-done';
import { violations } from './axe';
import { expect, waitForRuntime } from './fixtures';

/** What the builder's own markup gets wrong, as served, that the block's row puts right when it wakes
 *  (the live check then finds nothing): an icon link's empty name, named from its network; a gallery's
 *  slide titles published as h3s right under the page's h1, which the gallery draws as captions; a
 *  store list's empty links. */
const SLIDE_TITLE = 'heading-order: div[data-slide-id="5f0c0001"] > .meta > .meta-inside > h3';
/** A 7.1 slideshow before it wakes is a row scrolled a slide at a time (the stylesheet's). Chromium and
 *  Firefox let the keyboard scroll it, axe asks for a tab stop the markup has not; awake, it shows one
 *  slide, moved by buttons and keys. */
const SLIDESHOW_ROW = 'scrollable-region-focusable: .gallery-slideshow-list';
/** A 7.0 store list's links are empty overlays, named by their products' titles once the template wakes. */
const STORE_LIST_LINK = (n: number): string => `.ProductList-item:nth-child(${n}) > .ProductList-item-link[href$="commerce.html"]`;
const STORE_LIST_LINKS = `link-name: ${STORE_LIST_LINK(1)}, ${STORE_LIST_LINK(2)}`;
const REPAIRED_WHEN_LIVE: Readonly<Record<string, readonly string[]>> = {
  'social-links': ['link-name: .email'],
  everything: ['link-name: .email'],
  'site-blocks-broken': ['link-name: a'],
  'gallery-grid': [SLIDE_TITLE],
  'gallery-list': [SLIDE_TITLE],
  'gallery-film-audio': ['heading-order: h3'],
  upgrade: [SLIDE_TITLE],
  'upgrade-owner': [SLIDE_TITLE],
  'upgrade-owner-trial': [SLIDE_TITLE],
  'upgrade-owner-resold': [SLIDE_TITLE],
  'upgrade-owner-resold-grace': [SLIDE_TITLE],
  'gallery-sections-71': [SLIDESHOW_ROW],
  'template-70': [STORE_LIST_LINKS],
  'sections-71-unmarked': [SLIDESHOW_ROW],
  'gallery-sections-autoplay': [`${SLIDESHOW_ROW}, .gallery-fullscreen-slideshow-list`],
};

/** Markers of blocks the runtime starts without the visitor (the registry's `load` and `idle` rows, or
 *  the page's own `data-load` on a block it knows), not started yet. */
const BY_ITSELF = ['load', 'idle'];
const STARTS_BY_ITSELF = BLOCKS.flatMap(({ match, trigger }) => {
  if (!('blockType' in match)) return [];
  const marker = `[data-block-type="${match.blockType}"]`;
  const given = BY_ITSELF.map((load) => `${marker}[data-load="${load}"]`);
  return BY_ITSELF.includes(trigger) ? [`${marker}:not([data-load])`, ...given] : given;
})
  .map((selector) => `${selector}:not([data-sr-state])`)
  .join(', ');

const CONTROL = 'a[href], button:not([disabled]), select, input:not([type="hidden"]), textarea';

/** Holds the runtime's script until `release()`, so the page can be read as served. */
export async function holdRuntime(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/dist/site-runtime.js', (route) => (released ? route.continue() : void held.push(route)));
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

/** Every marker scrolled into view, as a visitor reading down the page, and kept there until it has
 *  settled; one still waiting for the visitor gets focus on its first control. Done in the page: after
 *  each scroll, and again once the block has mounted, a fresh intersection observer's first report,
 *  computed in the same rendering step as the page's own observers', says they have seen the marker
 *  where it is, so a part that wakes near the viewport (a gallery's island, whose observer is made as
 *  the block mounts) has woken before the next scroll. (CI: a gallery mounted while the scroll was
 *  further down, stayed asleep, and axe read its builder's markup.) */
async function wakeAll(page: Page): Promise<void> {
  await waitForRuntime(page);
  // First every block that starts by itself has: one mounting while the scroll is further down would
  // make its observers there (a gallery's island then sleeps until the visitor comes back up).
  await expect(page.locator(STARTS_BY_ITSELF)).toHaveCount(0);
  await page.evaluate(
    async ({ markers, control }) => {
      const observed = (el: Element): Promise<void> =>
        new Promise((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(el);
        });
      const busy = (el: Element): boolean =>
        el.getAttribute('data-sr-state') === 'loading' || el.getAttribute('data-sr-island') === 'waking';
      const settled = (el: Element): Promise<void> =>
        new Promise((resolve) => {
          if (!busy(el)) return resolve();
          const watcher = new MutationObserver(() => {
            if (busy(el)) return;
            watcher.disconnect();
            resolve();
          });
          watcher.observe(el, { attributes: true, attributeFilter: ['data-sr-state', 'data-sr-island'] });
        });
      for (const marker of document.querySelectorAll(markers)) {
        if (marker.getClientRects().length === 0 || getComputedStyle(marker).visibility === 'hidden') continue;
        marker.scrollIntoView({ block: 'nearest' });
        await observed(marker);
        if (!marker.hasAttribute('data-sr-state')) marker.querySelector<HTMLElement>(control)?.focus();
        await settled(marker);
        await observed(marker);
        await settled(marker);
      }
    },
    { markers: '[data-block-type],[data-block]', control: CONTROL },
  );
  await expect(page.locator('[data-sr-state="loading"], [data-sr-island="waking"]')).toHaveCount(0);
  await page.evaluate(() => scrollTo(0, 0));
  await animationsDone(page.locator('body'));
}

/** axe over the page as served: parsed, and styled as a visitor's first paint is (axe measures targets
 *  and colours, and the stylesheet can arrive after parsing ends: CI measured the search field unstyled,
 *  under 24 px). Finds only what the blocks' rows put right when they wake. */
export async function axeAsServed(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
  );
  expect(await violations(page), `${name} as served`).toEqual(REPAIRED_WHEN_LIVE[name] ?? []);
}

/** axe over the page once every block on it is live: finds nothing. */
export async function axeLive(page: Page, name: string): Promise<void> {
  await wakeAll(page);
  expect(await violations(page), `${name} live`).toEqual([]);
}
