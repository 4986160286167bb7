// @ts-check
// One load of one page in one variant, in a fresh browser context (cold cache, no cookies), with the
// CPU and the network throttled through the DevTools protocol. Returns the raw figures of that run.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { installProbe, watchResponse } from './probe.mjs';

/** Fixed for every run and recorded in the results: a fast 3G-to-4G mobile link. */
export const NETWORK = { latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (5 * 1024 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;
export const VIEWPORT = { width: 412, height: 823 };
/** The page has settled when no request was in flight and no long task ran for this long. */
const QUIET_MS = 1500;
/** A request the protocol never reports finished (seen with hundreds of keepalive beacons at once)
 *  stops counting as activity after this long, so it cannot hold the page unsettled forever. */
const STUCK_MS = 10_000;

const ACCORDION = '#block-faq button.sr-accordion__trigger';
const FORM = '#block-form-every-field';

/**
 * A visitor's first interactions with a page, timed from the input to the frame that shows the answer
 * (less the server's share: requests matching `server` in flight meanwhile). In order: `prepare` runs
 * untimed before its step (filling a form before its submit is timed).
 * @typedef {{
 *   name: string,
 *   prepare?: (page: import('@playwright/test').Page) => Promise<void>,
 *   act: (page: import('@playwright/test').Page) => Promise<void>,
 *   shown: import('./probe.mjs').Shown,
 *   server: string | null,
 * }} Interaction
 * @type {Record<string, Interaction[]>}
 */
export const INTERACTIONS = {
  home: [
    {
      // The second header: the first item starts open, so clicking it would close it.
      name: 'home: accordion',
      act: (page) => page.locator(ACCORDION).nth(1).click(),
      shown: { kind: 'expanded', selector: ACCORDION, index: 1 },
      server: null,
    },
  ],
  'product-sale': [
    {
      name: 'product: Add to cart',
      act: (page) => page.locator('#block-product').getByRole('button', { name: 'Add to cart' }).click(),
      shown: { kind: 'changed', selector: '#block-cart .sr-cart-indicator__count' },
      server: '/api/commerce/cart',
    },
  ],
  'gallery-grid': [
    {
      name: 'gallery: open the lightbox',
      act: (page) => page.locator('#block-gallery-grid .slide .image-slide-anchor').nth(1).click(),
      shown: { kind: 'shown', selector: 'dialog.sr-lightbox[open]' },
      server: null,
    },
  ],
  form: [
    {
      // Focus wakes the form's island: from then on it answers what the visitor types.
      name: 'form: first focus',
      act: (page) => page.locator(FORM).getByRole('textbox', { name: 'First Name' }).focus(),
      shown: { kind: 'attribute', selector: FORM, name: 'data-sr-island', value: 'awake' },
      server: null,
    },
    {
      name: 'form: submit',
      prepare: fillForm,
      act: (page) => page.locator(FORM).getByRole('button', { name: 'Send' }).click(),
      shown: { kind: 'shown', selector: `${FORM} .sr-form--done` },
      server: '/api/form/',
    },
  ],
};

/** The every-field form's required fields, valid. @param {import('@playwright/test').Page} page */
async function fillForm(page) {
  const form = page.locator(FORM);
  await form.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await form.getByRole('radio', { name: 'Terrace' }).check();
  await form.getByRole('textbox', { name: 'Message' }).fill('A table by the window, please.');
}

/**
 * @typedef {object} Run
 * @property {number} jsRequests until the page settled, before any click
 * @property {number} jsTransferred bytes on the wire, headers included
 * @property {number} jsDecoded bytes after decompression
 * @property {number} requests every request of the page (beacons included)
 * @property {number | null} fcp
 * @property {number | null} lcp
 * @property {string | null} lcpElement what the largest paint was (probe.mjs)
 * @property {number} cls
 * @property {number} longTasks
 * @property {number} tbt total blocking time from FCP until the page settled
 * @property {number} scriptMs main-thread script time (CDP Performance.getMetrics ScriptDuration)
 * @property {number} taskMs main-thread task time (TaskDuration)
 * @property {number | null} initMs from the runtime's `rum-start` to its `site-runtime:ready` (the scan)
 * @property {Record<string, number | null>} interactions name → ms from the input to the frame showing
 *   the answer, the server's share excluded (null: never shown)
 * @property {Record<string, number>} marks the `rum-` marks, name → start time (first of each name)
 * @property {boolean} settled false when the quiet window never came before the time limit
 */

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ url: string, page: string, variant: import('./site.mjs').Variant, timeoutMs: number }} target
 * @returns {Promise<Run>}
 */
export async function measure(browser, { url, page: name, variant, timeoutMs }) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const { page, cdp, network } = await throttledPage(context);
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    const settled = await settle(page, network, timeoutMs);
    const probe = await readProbe(page);
    const metrics = await readMetrics(cdp);
    // Before the click: what the page costs until a visitor needs an island.
    const totals = network.totals();
    // Nothing answers on the static page: no time to wait for.
    const interactions = variant === 'static' ? {} : await interact(page, INTERACTIONS[name] ?? []);
    return { ...totals, ...probe, ...metrics, interactions, settled };
  } finally {
    await context.close();
  }
}

/**
 * Counts requests and script bytes from the protocol's network events (resource timing would miss
 * what its buffer drops on pages with thousands of beacons).
 * @param {import('@playwright/test').CDPSession} cdp
 */
async function watchNetwork(cdp) {
  /** @type {Map<string, { script: boolean, decoded: number }>} */
  const requests = new Map();
  /** request id → when it was sent */
  const open = new Map();
  let lastActivity = Date.now();
  let jsRequests = 0;
  let jsTransferred = 0;
  let jsDecoded = 0;
  const touch = () => (lastActivity = Date.now());
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, { script: false, decoded: 0 });
    open.set(event.requestId, Date.now());
    touch();
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.script = event.type === 'Script' || /javascript/.test(event.response.mimeType);
    touch();
  });
  cdp.on('Network.dataReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request?.script) {
      jsRequests += 1;
      jsTransferred += event.encodedDataLength;
      jsDecoded += request.decoded;
    }
    open.delete(event.requestId);
    touch();
  });
  cdp.on('Network.loadingFailed', (event) => {
    open.delete(event.requestId);
    touch();
  });
  await cdp.send('Network.enable');
  return {
    idleFor: () => ([...open.values()].some((sent) => Date.now() - sent < STUCK_MS) ? 0 : Date.now() - lastActivity),
    totals: () => ({ jsRequests, jsTransferred, jsDecoded, requests: requests.size }),
  };
}

/**
 * Waits until neither the network nor the main thread has done anything for QUIET_MS.
 * @param {import('@playwright/test').Page} page
 * @param {{ idleFor(): number }} network
 * @param {number} timeoutMs
 */
async function settle(page, network, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let tasks = -1;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(250);
    const now = await page.evaluate(() => Reflect.get(window, '__bench').longTasks.length);
    if (now !== tasks) {
      tasks = now;
      quietSince = Date.now();
    }
    if (network.idleFor() >= QUIET_MS && Date.now() - quietSince >= QUIET_MS) return true;
  }
  return false;
}

/** @param {import('@playwright/test').Page} page */
async function readProbe(page) {
  return page.evaluate(() => {
    /** @type {import('./probe.mjs').Probe} */
    const probe = Reflect.get(window, '__bench');
    const from = probe.fcp ?? 0;
    // Total blocking time as Lighthouse counts it: the part of each long task past 50 ms, after FCP.
    const tbt = probe.longTasks
      .filter((task) => task.start + task.duration > from)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    /** @type {Record<string, number>} */
    const marks = {};
    for (const mark of performance.getEntriesByType('mark'))
      if (mark.name.startsWith('rum-') && !(mark.name in marks)) marks[mark.name] = mark.startTime;
    const start = marks['rum-start'];
    return {
      fcp: probe.fcp,
      lcp: probe.lcp,
      lcpElement: probe.lcpElement,
      cls: probe.cls,
      longTasks: probe.longTasks.length,
      tbt,
      initMs: start !== undefined && probe.ready !== null ? probe.ready - start : null,
      marks,
    };
  });
}

/** @param {import('@playwright/test').CDPSession} cdp */
async function readMetrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  /** @param {string} name */
  const ms = (name) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return { scriptMs: ms('ScriptDuration'), taskMs: ms('TaskDuration') };
}

/**
 * Runs the page's interactions in order and times each (null: the answer never showed).
 * @param {import('@playwright/test').Page} page
 * @param {Interaction[]} steps
 * @returns {Promise<Record<string, number | null>>}
 */
async function interact(page, steps) {
  /** @type {Record<string, number | null>} */
  const times = {};
  for (const step of steps) {
    await step.prepare?.(page);
    await page.evaluate(watchResponse, { shown: step.shown, server: step.server });
    await step.act(page);
    try {
      await page.waitForFunction(() => Reflect.get(window, '__bench').response?.shown != null, undefined, { timeout: 10_000 });
    } catch {
      times[step.name] = null;
      continue;
    }
    times[step.name] = await page.evaluate(() => {
      /** @type {import('./probe.mjs').Probe} */
      const probe = Reflect.get(window, '__bench');
      const r = probe.response;
      return r && r.input !== null && r.shown !== null ? r.shown - r.input - r.serverMs : null;
    });
  }
  return times;
}

/**
 * One more load of a page, with V8's coverage on (kept out of the timed runs, whose figures it would
 * skew): which scripts ran before the page settled, and their gzip bytes as built. A script that was
 * only fetched ahead (modulepreload) and never evaluated is not among them.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ url: string, site: string, timeoutMs: number }} target site: the build the server serves as /dist/
 * @returns {Promise<{ executedGzip: number, executed: string[] }>}
 */
export async function measureExecuted(browser, { url, site, timeoutMs }) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const { page, cdp, network } = await throttledPage(context);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await settle(page, network, timeoutMs);
    const { result } = await cdp.send('Profiler.takePreciseCoverage');
    const files = result
      .filter((script) => script.functions.some((fn) => fn.ranges.some((range) => range.count > 0)))
      .map((script) => new URL(script.url, url).pathname)
      .filter((path) => path.startsWith('/dist/') && path.endsWith('.js'))
      .map((path) => path.slice('/dist/'.length));
    const executed = [...new Set(files)].sort();
    return { executed, executedGzip: executed.reduce((sum, file) => sum + gzipBytes(join(site, file)), 0) };
  } finally {
    await context.close();
  }
}

/** The size of the file's .gz as built (what the server sends a browser that takes gzip). */
function gzipBytes(/** @type {string} */ file) {
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** A page of `context` with the probe installed, its network watched, and the bench's CPU and
 *  network throttling on: how every measured load starts.
 *  @param {import('@playwright/test').BrowserContext} context */
async function throttledPage(context) {
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  const cdp = await context.newCDPSession(page);
  const network = await watchNetwork(cdp);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp, network };
}
