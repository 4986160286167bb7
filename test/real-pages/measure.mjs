// @ts-check
/**
 * The real-pages run's measuring, shared by test/e2e/real-pages.spec.ts and scripts/real-pages.mjs: one
 * corpus page (fixtures/server/real-pages.mjs) loaded at one width, with the runtime or with JavaScript
 * off, scrolled through so lazy things load, and read as a visitor meets it: the images that show, the
 * links, buttons and fields one can reach, the blocks and their states, the layout shift, what the page
 * said and every request it made. `compare` says where the runtime gives less than no JavaScript.
 */

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {'runtime' | 'no-js'} Variant */

/**
 * @typedef {object} BlockSeen
 * @property {string} id the element's id, or its place among the markers
 * @property {string} type `data-block-type` and the builder's block class (`8 gallery-block`), or the marker
 * @property {'live' | 'failed' | 'loading' | 'declined'} state declined: no state (the builder's HTML left as is)
 */

/**
 * What a visitor meets on the page once it settled.
 * @typedef {object} Seen
 * @property {string[]} images address paths (no query) of the images shown: loaded and laid out
 * @property {string[]} heldImages address paths of the images a live block holds for the visitor to come
 *   to (a slide not shown yet: the gallery loads it as it shows it)
 * @property {string[]} links addresses of the links one can reach: seen, or behind a closed disclosure
 * @property {string[]} buttons names of the buttons one can see that work without JavaScript: a form's submit
 * @property {string[]} fields names of the form fields one can reach: seen, or behind a closed disclosure
 * @property {string[]} hosts the other hosts the page's own markup names (its content: a video's thumbnail)
 * @property {number} forms forms one can see
 * @property {BlockSeen[]} blocks every marked block
 * @property {number} height the page's height in CSS pixels
 */

/**
 * @typedef {object} IslandError
 * @property {string} id
 * @property {string} block the feature's name
 * @property {string} message
 * @property {{ status: number, url: string }} [answer] the API's answer that failed it
 */

/**
 * @typedef {object} Load
 * @property {string} file
 * @property {number} width
 * @property {Variant} variant
 * @property {Seen} seen
 * @property {number} clsOnLoad the cumulative layout shift of the first screen as the page loads, before any scroll
 * @property {number} cls the cumulative layout shift of the load and the whole scroll
 * @property {string[]} pageErrors uncaught errors
 * @property {string[]} consoleErrors
 * @property {IslandError[]} islandErrors `site-runtime:island-error` events
 * @property {string[]} offHost requests for another host (stopped here: nothing leaves the machine)
 * @property {string[]} leaving requests that would take the visitor off the page or send data elsewhere than
 *   the fixture API: a navigation of the page, a request with a body anywhere but `/api/`
 */

/**
 * @typedef {object} Problems
 * @property {string[]} images shown with JavaScript off, not with the runtime
 * @property {string[]} links
 * @property {string[]} buttons
 * @property {string[]} fields
 * @property {string[]} failedBlocks
 * @property {string[]} pageErrors
 * @property {string[]} offHost requests for another host that the page without the runtime does not make
 * @property {string[]} leaving
 */

export const WIDTHS = [1280, 390];
/** A phone's height at 390 px, a laptop's at 1280. */
const HEIGHTS = /** @type {Record<number, number>} */ ({ 1280: 800, 390: 844 });
/** How long a step waits for what it started (an image loading, a block settling, a slide moving). */
const SETTLE_MS = 5_000;
const POLL_MS = 50;

/**
 * The page's address on the fixture server.
 * @param {string} file
 * @param {Variant} variant
 */
function pageUrl(file, variant) {
  return `/real-pages/${file}${variant === 'no-js' ? '?runtime=0' : ''}`;
}

/**
 * Opens the page in a context of its own (JavaScript off for `no-js`), tagged `tag` for the fixture
 * server's log, scrolls through it and reads it. The page stays open for more (`close` when done).
 * @param {Browser} browser
 * @param {{ baseURL: string, file: string, width: number, variant: Variant, tag: string }} options
 * @returns {Promise<{ load: Load, page: Page, close: () => Promise<void> }>}
 */
export async function openLoad(browser, { baseURL, file, width, variant, tag }) {
  const runtime = variant === 'runtime';
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: runtime,
    viewport: { width, height: HEIGHTS[width] ?? 800 },
  });
  await context.addCookies([{ name: 'sr_test', value: tag, url: baseURL }]);
  const page = await context.newPage();
  /** @type {Load} */
  const load = {
    file,
    width,
    variant,
    seen: emptySeen(),
    clsOnLoad: 0,
    cls: 0,
    pageErrors: [],
    consoleErrors: [],
    islandErrors: [],
    offHost: [],
    leaving: [],
  };
  await watchRequests(page, baseURL, load);
  page.on('pageerror', (error) => load.pageErrors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') load.consoleErrors.push(message.text());
  });
  const shifts = await watchShifts(context, page);
  if (runtime) await page.addInitScript(recordIslandErrors);
  await page.goto(pageUrl(file, variant), { waitUntil: 'load' });
  if (runtime) await page.waitForFunction(() => window.SiteRuntime?.state === 'initialized');
  await settle(page, runtime, true, 0);
  load.clsOnLoad = shifts();
  await scrollThrough(page, runtime);
  if (runtime) {
    await wakeTheRest(page);
    load.islandErrors = await page.evaluate(
      () => /** @type {{ __realPagesIslandErrors: IslandError[] }} */ (/** @type {unknown} */ (window)).__realPagesIslandErrors,
    );
  }
  load.seen = await page.evaluate(readPage);
  load.cls = shifts();
  return { load, page, close: () => context.close() };
}

/** @returns {Seen} */
function emptySeen() {
  return { images: [], heldImages: [], links: [], buttons: [], fields: [], hosts: [], forms: 0, blocks: [], height: 0 };
}

/**
 * Every request: another host's stopped (and noted), and what would take the visitor away noted.
 * @param {Page} page
 * @param {string} baseURL
 * @param {Load} load
 */
async function watchRequests(page, baseURL, load) {
  const origin = new URL(baseURL).origin;
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      const request = route.request();
      load.offHost.push(`${request.method()} ${withoutQuery(request.url())}`);
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) load.leaving.push(`navigation to ${request.url()}`);
      else if (request.postData() !== null) load.leaving.push(`${request.method()} ${request.url()}`);
      return route.abort('blockedbyclient');
    },
  );
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    if (loaded && request.isNavigationRequest() && request.frame() === page.mainFrame())
      load.leaving.push(`navigation to ${url.pathname}${url.search}`);
    else if (request.postData() !== null && !url.pathname.startsWith('/api/')) load.leaving.push(`${request.method()} ${url.pathname}`);
  });
}

/**
 * The layout shifts as the browser reports them to the DevTools protocol: heard with JavaScript off too.
 * @param {BrowserContext} context
 * @param {Page} page
 * @returns {Promise<() => number>} the sum so far, shifts right after an input left out (as the metric does)
 */
async function watchShifts(context, page) {
  const session = await context.newCDPSession(page);
  let sum = 0;
  session.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
    const shift = event.layoutShiftDetails;
    if (shift && !shift.hadRecentInput) sum += shift.value;
  });
  await session.send('PerformanceTimeline.enable', { eventTypes: ['layout-shift'] });
  return () => sum;
}

/** In the page, from its first script on: the runtime's island errors. */
function recordIslandErrors() {
  /** @type {IslandError[]} */
  const seen = [];
  Object.assign(window, { __realPagesIslandErrors: seen });
  document.addEventListener('site-runtime:island-error', (event) => {
    const detail = /** @type {CustomEvent<{ block: string, element: Element, error: unknown }>} */ (event).detail;
    const error = /** @type {{ name?: string, message?: string, status?: number, url?: string }} */ (detail.error ?? {});
    const message = detail.error instanceof Error ? `${error.name}: ${error.message}` : String(detail.error);
    // The API's answer, when an answer failed it (the runtime's ApiError): a 404 is the capture's lack.
    const answer =
      error.name === 'ApiError' && typeof error.status === 'number' ? { status: error.status, url: String(error.url) } : undefined;
    seen.push({ id: detail.element.id, block: detail.block, message, ...(answer ? { answer } : {}) });
  });
}

/**
 * Brings every screen of the page into view, top to bottom, each until what it started has loaded: the
 * images near the viewport (the browser's lazy loading, the runtime's loader), and with the runtime the
 * blocks it woke. Only synchronous calls into a page without JavaScript: nothing of its own runs there.
 * @param {Page} page
 * @param {boolean} runtime
 */
async function scrollThrough(page, runtime) {
  const { height, step } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, step: window.innerHeight }));
  for (let y = 0; y < height + step; y += step) await settle(page, runtime, true, y);
  await settle(page, runtime, false, 0);
}

/**
 * Scrolls to `top` (when given), and waits until nothing near the viewport (or, `nearOnly` false,
 * anywhere) is still loading, for at most SETTLE_MS: what has not come by then counts as not loaded.
 * One call into the page a poll: a page is tens of screens.
 * @param {Page} page
 * @param {boolean} runtime
 * @param {boolean} nearOnly
 * @param {number} [top]
 */
async function settle(page, runtime, nearOnly, top) {
  const deadline = Date.now() + SETTLE_MS;
  let scrollTo = top ?? null;
  while (Date.now() < deadline) {
    const busy = await page.evaluate(
      ({ near, blocks, to }) => {
        if (to !== null) window.scrollTo(0, to);
        const count = () => {
          const margin = window.innerHeight;
          const pending = Array.from(document.images).filter((img) => {
            if (img.complete) return false;
            const box = img.getBoundingClientRect();
            // A lazy image out of view (below, or aside in a carousel's track) or not rendered waits for
            // the visitor: it is not loading.
            const inView = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
            if (img.loading === 'lazy' && !(inView && img.checkVisibility())) return false;
            return !near || (box.bottom > -margin && box.top < window.innerHeight + margin);
          }).length;
          return pending + (blocks ? document.querySelectorAll('[data-sr-state="loading"]').length : 0);
        };
        // With the runtime, after two frames: what the scroll brought into view has been told so. Without
        // JavaScript no frame callback runs: the answer is at once.
        if (to === null || !blocks) return count();
        return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(count()))));
      },
      { near: nearOnly, blocks: runtime, to: scrollTo },
    );
    if (busy === 0) return;
    scrollTo = null;
    await page.waitForTimeout(POLL_MS);
  }
  if (process.env.REAL_PAGES_DEBUG) console.log(`settle: still busy after ${SETTLE_MS} ms at ${page.url()}`);
}

/**
 * Wakes every block the scroll did not (those that start at a touch): a focus moving into it, as a
 * keyboard visitor's would. What stays without a state then is the builder's HTML, declined.
 * @param {Page} page
 */
async function wakeTheRest(page) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[data-block-type],[data-block],[data-page-root]')) {
      if (!el.hasAttribute('data-sr-state')) el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await settle(page, true, false);
}

/**
 * In the page: what a visitor meets. "Shown" is laid out with a size and not hidden (display, visibility,
 * content-visibility): an image behind a gallery's other slide is still shown, it is one press away.
 * @returns {Seen}
 */
export function readPage() {
  /** @param {Element} el */
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
  };
  /** @param {string} url */
  const path = (url) => {
    try {
      return new URL(url, document.baseURI).pathname;
    } catch {
      return url;
    }
  };
  // A closed disclosure (an accordion's item, say) hides what the visitor reaches by opening it: what
  // is inside an element a shown control names in aria-controls is reachable, as the WAI-ARIA pattern has it.
  const disclosed = Array.from(document.querySelectorAll('[aria-controls][aria-expanded]'))
    .filter(shown)
    .flatMap((control) => (control.getAttribute('aria-controls') ?? '').split(/\s+/))
    .map((id) => document.getElementById(id))
    .filter((panel) => panel !== null);
  /** @param {Element} el */
  const reachable = (el) => shown(el) || disclosed.some((panel) => panel.contains(el));
  /** @param {string | null | undefined} text */
  const tidy = (text) => (text ?? '').replace(/\s+/g, ' ').trim();
  /** @param {Iterable<string>} values */
  const unique = (values) => [...new Set(values)].filter(Boolean).sort();
  const images = Array.from(document.images)
    .filter((img) => img.complete && img.naturalWidth > 0 && shown(img))
    .map((img) => path(img.currentSrc || img.src));
  const held = Array.from(document.querySelectorAll('[data-sr-state="live"] img'), (img) => /** @type {HTMLImageElement} */ (img))
    .filter((img) => !(img.complete && img.naturalWidth > 0))
    .map((img) => img.getAttribute('src') || img.getAttribute('data-src') || img.getAttribute('data-image') || '')
    .filter(Boolean)
    .map(path);
  const links = Array.from(document.querySelectorAll('a[href]'))
    .filter((a) => reachable(a) && !/^\s*javascript:/i.test(a.getAttribute('href') ?? ''))
    .map((a) => {
      const url = new URL(/** @type {HTMLAnchorElement} */ (a).href);
      return url.origin === location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
    });
  // Without JavaScript a button does something only when it sends its form: the others (a slideshow's
  // arrows, a menu's toggle) are the builder script's controls, which the runtime replaces with its own.
  const buttons = Array.from(document.querySelectorAll('button, input[type="submit"], input[type="image"]'))
    .filter(
      (el) => /** @type {HTMLButtonElement | HTMLInputElement} */ (el).type !== 'button' && (el.closest('form') || el.hasAttribute('form')),
    )
    .filter(shown)
    .map((el) => tidy(el.getAttribute('aria-label') || (el instanceof HTMLInputElement ? el.value : el.textContent)));
  // A field by what names it to the visitor (its label), not by its markup: an island may rename it.
  /** @param {Element} el */
  const label = (el) => {
    const labels = /** @type {HTMLInputElement} */ (el).labels;
    const text =
      (labels && labels.length > 0 ? Array.from(labels, (one) => one.textContent).join(' ') : '') ||
      el.getAttribute('aria-label') ||
      el.getAttribute('placeholder') ||
      el.getAttribute('name') ||
      '';
    return tidy(text.replace(/\(required\)|\*/gi, '')).toLowerCase();
  };
  const fields = Array.from(
    document.querySelectorAll('input:not([type="hidden"]):not([type="submit"]):not([type="button"]), select, textarea'),
  )
    .filter(reachable)
    .map(label);
  const blocks = Array.from(document.querySelectorAll('[data-block-type],[data-block],[data-page-root]'), (el, index) => {
    const number = el.getAttribute('data-block-type');
    const kind = Array.from(el.classList).find((name) => name.endsWith('-block') && name !== 'sqs-block');
    const type = number === null ? `${el.getAttribute('data-block') ?? el.getAttribute('data-page-root')}` : `${number} ${kind ?? 'block'}`;
    const state = el.getAttribute('data-sr-state');
    return {
      id: el.id || `#${index}`,
      type,
      state: /** @type {BlockSeen['state']} */ (state === 'live' || state === 'failed' || state === 'loading' ? state : 'declined'),
    };
  });
  return {
    images: unique(images),
    heldImages: unique(held),
    hosts: unique(
      Array.from(document.documentElement.outerHTML.matchAll(/(?:\/\/|%2F%2F)([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi), (match) =>
        (match[1] ?? '').toLowerCase(),
      ),
    ),
    links: unique(links),
    buttons: unique(buttons),
    fields: unique(fields),
    forms: Array.from(document.forms).filter(shown).length,
    blocks,
    height: document.documentElement.scrollHeight,
  };
}

/**
 * Where the runtime gives less than no JavaScript, or breaks.
 * @param {Load} noJs
 * @param {Load} runtime
 * @returns {Problems}
 */
export function compare(noJs, runtime) {
  /** @param {string[]} before @param {string[]} after */
  const missing = (before, after) => {
    const now = new Set(after);
    return before.filter((value) => !now.has(value));
  };
  const offBefore = new Set(noJs.offHost);
  const named = new Set(noJs.seen.hosts);
  const shownImages = new Set(runtime.seen.images);
  const heldImages = new Set(runtime.seen.heldImages);
  return {
    images: missing(noJs.seen.images, runtime.seen.images).filter((image) => !heldImages.has(image)),
    // A link to a picture's file (a 7.0 gallery's slide) is reached when the runtime shows that picture:
    // its gallery opens it in a lightbox instead of leaving the page for the file.
    links: missing(noJs.seen.links, runtime.seen.links).filter((link) => !(IMAGE_FILE.test(link) && shownImages.has(withoutQuery(link)))),
    buttons: missing(noJs.seen.buttons, runtime.seen.buttons),
    fields: missing(noJs.seen.fields, runtime.seen.fields),
    failedBlocks: failures(runtime),
    pageErrors: runtime.pageErrors,
    // A host the page's own markup names is its content's (a video's thumbnail the block data gives).
    offHost: unique(runtime.offHost.filter((request) => !offBefore.has(request) && !named.has(hostOf(request)))),
    leaving: runtime.leaving,
  };
}

/**
 * Each block that ended failed, or said it failed, once, with why.
 * @param {Load} load
 */
function failures(load) {
  const unknown = new Set(unknownToApi(load).map((error) => error.id));
  const failed = load.seen.blocks.filter((block) => block.state === 'failed' && !unknown.has(block.id));
  const said = load.islandErrors.filter((error) => !unknown.has(error.id) && !failed.some((block) => block.id === error.id));
  return [
    ...failed.map((block) => {
      const why = load.islandErrors.find((error) => error.id === block.id)?.message;
      return `${block.type} #${block.id}${why ? ` (${why})` : ''}`;
    }),
    ...said.map((error) => `${error.block} #${error.id} (${error.message})`),
  ];
}

/**
 * The island errors of blocks whose call the fixture API answered 404: it does not know the collection,
 * album or item the captured page names. Not the runtime's failure; reported, not failed.
 * @param {Load} load
 */
function unknownToApi(load) {
  return load.islandErrors.filter(
    (error) => error.answer?.status === 404 && new URL(error.answer.url, 'http://x/').pathname.startsWith('/api/'),
  );
}

/**
 * What the run could not check on this capture, as a person reads it.
 * @param {Load} load
 */
export function notCheckable(load) {
  return unknownToApi(load).map((error) => {
    const path = new URL(error.answer?.url ?? '', 'http://x/').pathname;
    return `${error.block} #${error.id}: the fixture API does not know what it asks for (404 from ${path})`;
  });
}

/** @param {string[]} values */
function unique(values) {
  return [...new Set(values)];
}

/**
 * The second chance (below) for what `compare` found missing: the images, and the pictures that links to
 * an image file lead to. Takes off `problems` what the runtime shows once the visitor comes to it.
 * @param {Page} page
 * @param {Problems} problems
 */
export async function secondChance(page, problems) {
  const linked = problems.links.filter((link) => IMAGE_FILE.test(link)).map(withoutQuery);
  const still = new Set(await showMissingImages(page, unique([...problems.images, ...linked])));
  problems.images = problems.images.filter((path) => still.has(path));
  problems.links = problems.links.filter((link) => !IMAGE_FILE.test(link) || still.has(withoutQuery(link)));
}

/**
 * Gives the images the runtime did not show a second chance, one by one: the element that stands for the
 * image (its address in `src`, `data-src` or `srcset`) scrolled into view and waited for. What a visitor
 * scrolling slowly would get is what counts, not how fast the scroll went. Returns those still not shown.
 * @param {Page} page
 * @param {string[]} paths
 */
async function showMissingImages(page, paths) {
  const still = [];
  for (const wanted of paths) {
    const found = await page.evaluate((target) => {
      const holders = Array.from(document.querySelectorAll('img')).filter((img) =>
        [img.getAttribute('src'), img.getAttribute('data-src'), img.currentSrc].some((url) => {
          try {
            return url ? new URL(url, document.baseURI).pathname === target : false;
          } catch {
            return false;
          }
        }),
      );
      // The one laid out, when one is: a hidden copy elsewhere is not where the visitor looks.
      const holder = holders.find((img) => img.getBoundingClientRect().height > 0) ?? holders[0];
      holder?.scrollIntoView({ block: 'center' });
      return holder !== undefined;
    }, wanted);
    if (!found) {
      still.push(wanted);
      continue;
    }
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await settle(page, true, true);
    const seen = await page.evaluate(readPage);
    if (!seen.images.includes(wanted)) still.push(wanted);
  }
  return still;
}

/**
 * @typedef {object} FormTry
 * @property {string} form the form's name (its submit button's text, or its place)
 * @property {boolean} submitted a submit button was found and pressed
 * @property {string} outcome what happened: the API call and its status, or where the page tried to go
 */

/** Where a form's data goes with the runtime: the fixture API's form calls. */
const FORM_API = '/api/form/SaveFormSubmission';

/**
 * Fills every form one can see with valid values and submits it, and says what came of it: sent to the
 * fixture API (its answer), nothing sent, or where else it went (then also in `load.leaving`). A search
 * form is left alone: going to the site's search page with the words in its address is what it is for.
 * @param {Page} page
 */
export async function sendForms(page) {
  /** @type {FormTry[]} */
  const tries = [];
  const origin = new URL(page.url()).origin;
  const count = await page.evaluate(() => document.forms.length);
  for (let index = 0; index < count; index += 1) {
    const form = page.locator('form').nth(index);
    if (!(await form.isVisible().catch(() => false))) continue;
    if (
      await form.evaluate(
        (el) => el.matches('[role="search"], [action*="search"]') || el.querySelector('input[type="search"], input[name="q"]') !== null,
      )
    )
      continue;
    const submit = form.locator('button[type="submit"], input[type="submit"], button:not([type])').first();
    const named =
      (await submit.count()) > 0
        ? await submit.evaluate((el) => (el.textContent || el.getAttribute('aria-label') || el.getAttribute('value') || '').trim())
        : '';
    const name = named || `form ${index + 1}`;
    await fill(form);
    if ((await submit.count()) === 0 || !(await submit.isVisible())) {
      tries.push({ form: name, submitted: false, outcome: 'no submit button one can see' });
      continue;
    }
    /** @type {import('@playwright/test').Request[]} */
    const requests = [];
    /** @param {import('@playwright/test').Request} request */
    const onRequest = (request) => {
      const url = new URL(request.url());
      if (request.isNavigationRequest() || url.pathname === FORM_API || (url.origin !== origin && request.method() !== 'GET'))
        requests.push(request);
    };
    page.on('request', onRequest);
    // Pressed as a pointer would; a button something else covers is pressed from the keyboard, as a
    // visitor reaching it with Tab would, and the cover is said.
    const covered = await submit.click({ trial: true, timeout: 1_000 }).then(
      () => undefined,
      (/** @type {Error} */ error) => coverOf(error.message),
    );
    if (covered === undefined) await submit.click({ timeout: SETTLE_MS }).catch(() => undefined);
    else await submit.press('Enter', { timeout: SETTLE_MS }).catch(() => undefined);
    const how = covered === undefined ? '' : ` (pressed by keyboard: ${covered})`;
    // Sent, or held back where the visitor sees why: the runtime's "cannot send" note on a form whose
    // block failed, a field marked invalid or an alert.
    await until(
      async () =>
        requests.length > 0 ||
        (await form
          // An alert counts once it says something: a form's empty alert waits hidden for its message.
          .locator('.sr-unsent, [aria-invalid="true"], [role="alert"]:visible')
          .count()
          .catch(() => 0)) > 0,
    );
    page.off('request', onRequest);
    const request = requests[0];
    if (!request) {
      const why = await form
        .locator('.sr-unsent, [role="alert"]:visible')
        .first()
        .textContent({ timeout: 1_000 })
        .catch(() => null);
      const invalid = await form
        .locator('[aria-invalid="true"]')
        .count()
        .catch(() => 0);
      const because = why ? `: "${why.trim().slice(0, 100)}"` : invalid > 0 ? `: ${invalid} field(s) invalid` : '';
      tries.push({ form: name, submitted: true, outcome: `nothing sent${because}${how}` });
      continue;
    }
    const url = new URL(request.url());
    const response = url.pathname === FORM_API ? await request.response() : null;
    const where = url.origin === origin ? `${url.pathname}${url.search}` : url.href;
    const outcome = response ? `${FORM_API}: ${response.status()} ${await answerOf(response)}` : `${request.method()} ${where}`;
    tries.push({ form: name, submitted: true, outcome: `${outcome}${how}` });
  }
  return tries;
}

/**
 * What stops a pointer pressing the button, from Playwright's call log (`<div …> intercepts pointer events`).
 * @param {string} log
 */
function coverOf(log) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the call log's colour codes
  const lines = log.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const cover = lines.find((line) => line.includes('intercepts pointer events'));
  return (cover ?? lines.find((line) => /not visible|outside|not enabled/.test(line)) ?? 'it cannot be clicked').replace(/^[\s-]+/, '');
}

/**
 * The fixture API's word on a submission, short (a form it does not know: `404 not configured`).
 * @param {import('@playwright/test').Response} response
 */
async function answerOf(response) {
  const text = await response.text().catch(() => '');
  return text.slice(0, 120);
}

/**
 * Valid values in every field one can see, by its type.
 * @param {import('@playwright/test').Locator} form
 */
async function fill(form) {
  const fields = form.locator('input:not([type="hidden"]):not([type="submit"]):not([type="button"]), select, textarea');
  for (let index = 0; index < (await fields.count()); index += 1) {
    const field = fields.nth(index);
    if (!(await field.isVisible()) || !(await field.isEditable())) continue;
    const tag = await field.evaluate((el) => el.tagName.toLowerCase());
    const type = (await field.getAttribute('type')) ?? 'text';
    if (tag === 'select') {
      const values = await field
        .locator('option')
        .evaluateAll((options) => options.map((option) => /** @type {HTMLOptionElement} */ (option).value));
      const value = values.find(Boolean);
      if (value) await field.selectOption(value);
    } else if (type === 'checkbox' || type === 'radio') {
      await field.check().catch(() => undefined);
    } else {
      await field.fill(VALUES[type] ?? 'Real pages run').catch(() => undefined);
    }
  }
}

/** @type {Record<string, string>} */
const VALUES = {
  email: 'visitor@example.com',
  tel: '+1 555 0100',
  number: '3',
  url: 'https://example.com/',
  date: '2030-01-15',
  time: '10:30',
};

/**
 * Presses "Next slide" on each live gallery one can see and watches the slide change.
 * @param {Page} page
 * @returns {Promise<{ found: number, navigated: number }>}
 */
export async function navigateGalleries(page) {
  const galleries = page.locator('[data-block-type="8"][data-sr-state="live"], [data-block-type="55"][data-sr-state="live"]');
  let found = 0;
  let navigated = 0;
  for (let index = 0; index < (await galleries.count()); index += 1) {
    const gallery = galleries.nth(index);
    const next = gallery.getByRole('button', { name: 'Next slide' }).first();
    if (!(await next.isVisible().catch(() => false))) continue;
    found += 1;
    const before = await activeSlides(gallery);
    await next.click({ timeout: SETTLE_MS }).catch(() => undefined);
    if (await until(async () => (await activeSlides(gallery)) !== before)) navigated += 1;
  }
  return { found, navigated };
}

/** @param {import('@playwright/test').Locator} gallery */
function activeSlides(gallery) {
  return gallery.evaluate((el) =>
    Array.from(el.querySelectorAll('[data-active]'), (slide) => slide.getAttribute('data-slide-id')).join(' '),
  );
}

/**
 * Presses play on each live video block one can see and watches the player's frame appear.
 * @param {Page} page
 * @returns {Promise<{ found: number, played: number }>}
 */
export async function playVideos(page) {
  const videos = page.locator('[data-block-type="32"]');
  let found = 0;
  let played = 0;
  for (let index = 0; index < (await videos.count()); index += 1) {
    const video = videos.nth(index);
    if (!(await video.isVisible())) continue;
    found += 1;
    const play = video.getByRole('button', { name: /^Play video/ }).first();
    if (!(await play.isVisible().catch(() => false))) continue;
    await play.click({ timeout: SETTLE_MS }).catch(() => undefined);
    if (await until(async () => (await video.locator('iframe').count()) > 0)) played += 1;
  }
  return { found, played };
}

/**
 * True once `check` holds, false when SETTLE_MS passed first.
 * @param {() => Promise<boolean>} check
 */
async function until(check) {
  const deadline = Date.now() + SETTLE_MS;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}

/**
 * One page and width as a person reads it: each problem named with the things it is about.
 * @param {string} file
 * @param {number} width
 * @param {Problems} problems
 */
export function problemsText(file, width, problems) {
  const lines = [];
  for (const [what, list] of Object.entries(problems)) {
    if (list.length === 0) continue;
    // An image by its file name: the page's markup holds it, under the builder's host.
    const named = what === 'images' ? list.map((path) => decodeURIComponent(path.split('/').pop() ?? path)) : list;
    lines.push(`${file} at ${width}px, ${LABELS[what] ?? what}: ${named.join(', ')}`);
  }
  return lines.join('\n');
}

/** @type {Record<string, string>} */
const LABELS = {
  images: 'images shown without JavaScript, not with the runtime',
  links: 'links reachable without JavaScript, not with the runtime',
  buttons: 'buttons reachable without JavaScript, not with the runtime',
  fields: 'form fields reachable without JavaScript, not with the runtime',
  failedBlocks: 'blocks failed',
  pageErrors: 'uncaught page errors',
  offHost: 'requests for another host the page without the runtime does not make',
  leaving: 'requests leaving the page or sending data elsewhere than the fixture API',
};

/** The host of a noted request (`GET https://host/path`). @param {string} request */
function hostOf(request) {
  try {
    return new URL(request.split(' ').pop() ?? '').hostname;
  } catch {
    return '';
  }
}

/** @param {string} url an address, or a path on the fixture server */
function withoutQuery(url) {
  const parsed = new URL(url, 'http://127.0.0.1/');
  return url.startsWith('/') ? parsed.pathname : `${parsed.origin}${parsed.pathname}`;
}

export const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif|svg)(?:[?#]|$)/i;
