// Issue 19, "Old and odd browsers": every fixture page in a browser without IntersectionObserver,
// requestIdleCallback, BroadcastChannel and navigator.sendBeacon, with reduced motion; on a touch-only
// phone 320 px wide; and at 200% zoom. Each page starts, throws nothing, and every block scrolled to
// goes live or fails with its logged error (never stuck loading); on the narrow screens nothing is
// wider than the viewport. Each browser also refuses storage one way (storage-conditions.ts), as the
// private window of an old browser gives no quota: every page says so at most once and degrades.
//
// 200% zoom: Chromium's browser zoom cannot be set from Playwright. A page zoomed to 200% in a 1280×720
// window lays out exactly as in a 640×360 CSS px viewport with 2 device pixels per CSS pixel (media
// queries, innerWidth and image widths alike), which is what this test uses; only the browser's own
// UI is not scaled.

import type { BrowserContextOptions, Page } from '@playwright/test';
import { EVERY_PAGE, type PageRun, recorder, urlOf } from './every-page';
import { expect, test, waitForRuntime } from './fixtures';
import { breakStorage, type StorageCondition, storageProblems, storageWarned } from './storage-conditions';

interface Condition {
  name: string;
  options: BrowserContextOptions;
  /** Deletes the APIs an old browser lacks. */
  old?: boolean;
  /** How it refuses storage: the three ways, one a browser (they do not touch layout or APIs). */
  storage: StorageCondition;
}

const CONDITIONS: Condition[] = [
  {
    name: 'an old browser, reduced motion, a private window (zero quota)',
    options: { reducedMotion: 'reduce' },
    old: true,
    storage: 'zero quota',
  },
  {
    name: 'a touch-only phone 320 px wide, cookies blocked',
    options: { viewport: { width: 320, height: 568 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    storage: 'cookies disabled',
  },
  {
    name: '200% zoom, storage denied',
    options: { viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 },
    storage: 'storage denied',
  },
];

/** Runs in the page before any of its scripts. */
function removeModernApis(): void {
  const globals = window as unknown as Record<string, unknown>;
  for (const name of ['IntersectionObserver', 'IntersectionObserverEntry', 'requestIdleCallback', 'cancelIdleCallback', 'BroadcastChannel'])
    delete globals[name];
  delete (Navigator.prototype as unknown as Record<string, unknown>)['sendBeacon'];
}

/** Scrolls the page top to bottom a screen at a time, each screen until a frame has been rendered after
 *  the scroll (the rendering that computes the intersections the page observes), and back to the top.
 *  The first 40 screens only, then the bottom: the scale pages are hundreds of screens of the same blocks. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = (): Promise<void> => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
    const scroller = document.scrollingElement ?? document.documentElement;
    for (let y = 0, screens = 0; y < scroller.scrollHeight && screens < 40; y += innerHeight, screens += 1) {
      window.scrollTo(0, y);
      await frames();
    }
    window.scrollTo(0, scroller.scrollHeight);
    await frames();
    window.scrollTo(0, 0);
  });
}

/** The bad blocks of the broken fixture pages: block-bad-json, block-audio-no-source, block-chart-mismatch,
 *  bad-block-data's block-huge, block-deep, block-wrong-types… */
const BROKEN_ID = /bad|broken|no-|not-|unknown|throws|mismatch|huge|deep|wrong-/;

/** The editing frame's stand-ins: the builder's editor, an 800 px wide preview frame of another page,
 *  not a page a visitor sees (that page is in the loop on its own). */
const EDITOR_PAGES = new Set(['owner-frame', 'donation-frame', 'product-frame']);

async function visit(page: Page, run: PageRun, condition: Condition): Promise<string[]> {
  const found: string[] = [];
  await page.goto(urlOf(run.name));
  await waitForRuntime(page);
  await storageWarned(page, run);
  // Without IntersectionObserver every visible trigger fires at once: nothing waits for a scroll.
  if (!condition.old) await scrollThrough(page);
  // Nothing stuck: every block that started loading settles, live or failed.
  // Generous: without IntersectionObserver the 6000 blocks of scale-6000 all start at once (about 6 s of
  // work on a busy machine), as docs/adopting.md says the visible trigger does there.
  await page
    .waitForFunction(() => !document.querySelector('[data-sr-state="loading"]'), undefined, { timeout: 30_000 })
    .catch((error: unknown) => {
      throw new Error(`${run.name}: blocks stuck loading`, { cause: error });
    });
  const failedIds = await page.locator('[data-sr-state="failed"]').evaluateAll((els) => els.map((el) => el.id));
  // Only the broken fixtures' bad blocks fail (each is named for what is wrong with it), each with its error.
  const unexpected = failedIds.filter((id) => !/broken|failing|bad-/.test(run.name) || (id !== '' && !BROKEN_ID.test(id)));
  // With cookies blocked the page cannot send the crumb: the host refuses the block's POST (a summary's
  // items, a Flickr gallery's photos) and the block keeps its server HTML, the refusal logged once each.
  const refused = run.errors.filter((text) => /: ApiError: crumb /.test(text)).length;
  if (condition.storage !== 'cookies disabled' || unexpected.length > refused)
    for (const id of unexpected) found.push(`${run.name}: #${id} failed`);
  if (failedIds.length > 0 && run.errors.length === 0) found.push(`${run.name}: ${failedIds.join(', ')} failed without an error logged`);
  const width = condition.options.viewport?.width;
  if (width !== undefined && !EDITOR_PAGES.has(run.name)) {
    // Against the viewport asked for, not innerWidth: a mobile browser widens its layout viewport to fit
    // content that overflows, and innerWidth with it.
    const [scrollWidth, layoutWidth] = await page.evaluate(() => [
      (document.scrollingElement ?? document.body).scrollWidth,
      window.innerWidth,
    ]);
    if (scrollWidth > width || layoutWidth > width)
      found.push(`${run.name}: ${scrollWidth} px wide (innerWidth ${layoutWidth}) in a ${width} px viewport`);
  }
  found.push(...storageProblems(run));
  return found;
}

/** The fallbacks an old browser needs, seen working: lazy images load without IntersectionObserver, and
 *  the performance records sent as the page goes arrive without sendBeacon (a keepalive fetch). */
async function fallbacks(page: Page, tag: string): Promise<void> {
  await page.request.delete(`/__log?tag=${tag}`);
  await page.goto('/fixtures/images.html');
  await waitForRuntime(page);
  const lazy = page.locator('img[data-src]:not([data-load="false"])');
  expect(await lazy.count()).toBeGreaterThan(0);
  await expect.poll(() => lazy.evaluateAll((images) => images.filter((image) => !image.getAttribute('src')).length)).toBe(0);
  const log = async (path: string): Promise<Array<{ path: string; body: unknown }>> =>
    ((await (await page.request.get(`/__log?tag=${tag}`)).json()) as Array<{ path: string; body: unknown }>).filter(
      (entry) => entry.path === path,
    );
  // Records are collected once the page has its pageLoadId; leaving the page sends them.
  await expect.poll(async () => (await log('/api/1/performance/settings')).length).toBe(1);
  await page.goto('/fixtures/empty.html');
  // A web vital (LCP or CLS: web-vitals reports both as the page is hidden) among what arrived.
  await expect
    .poll(async () => (await log('/api/1/performance/records')).flatMap((entry) => entry.body as Array<{ app: string; event: string }>))
    .toEqual(expect.arrayContaining([expect.objectContaining({ app: 'site-runtime', event: expect.stringMatching(/^(LCP|CLS)$/) })]));
}

/** scale-60's button block ten and a hundred times over: on the narrow screens, 40 screens more of what
 *  scale-60 shows. The old browser keeps them: without IntersectionObserver all of them start at once. */
const SAME_BLOCK_AGAIN = new Set(['scale-600', 'scale-6000']);

for (const condition of CONDITIONS) {
  const pages = condition.old ? EVERY_PAGE : EVERY_PAGE.filter(({ name }) => !SAME_BLOCK_AGAIN.has(name));
  test(`${condition.name}: every page starts, throws nothing, settles every block it scrolls to`, async ({ browser, baseURL }) => {
    test.setTimeout(150_000);
    // A context of its own (viewport, touch, motion are the context's), tagged like the fixture's.
    const tag = `old-browsers-${test.info().testId}-${test.info().repeatEachIndex}`;
    const context = await browser.newContext({ ...condition.options, baseURL });
    try {
      await context.addCookies([{ name: 'sr_test', value: tag, url: baseURL! }]);
      if (condition.old) await context.addInitScript(removeModernApis);
      await context.addInitScript(breakStorage, condition.storage);
      const page = await context.newPage();
      const record = recorder(page);
      const found: string[] = [];
      for (const entry of pages) found.push(...(await visit(page, record.start(entry), condition)));
      expect(found).toEqual([]);
      if (condition.old) await fallbacks(page, tag);
    } finally {
      await context.close();
    }
  });
}
