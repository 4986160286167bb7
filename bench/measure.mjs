// @ts-check
// One load of one page in one variant, in a fresh browser context (cold cache, no cookies), with the
// CPU and the network throttled through the DevTools protocol. Returns the raw figures of that run.

import { installProbe, watchAccordion } from './probe.mjs';

/** Fixed for every run and recorded in the results: a fast 3G-to-4G mobile link. */
export const NETWORK = { latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (5 * 1024 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;
export const VIEWPORT = { width: 412, height: 823 };
/** The page has settled when no request was in flight and no long task ran for this long. */
const QUIET_MS = 1500;
/** A request the protocol never reports finished (seen with hundreds of keepalive beacons at once)
 *  stops counting as activity after this long, so it cannot hold the page unsettled forever. */
const STUCK_MS = 10_000;

/** Pages with an `interaction` island whose response the bench times: the header to click. */
const INTERACTIONS = /** @type {Record<string, { selector: string, index: number }>} */ ({
  // The second header: the first item starts open, so clicking it would close it.
  home: { selector: '#block-faq button.sr-accordion__trigger', index: 1 },
});

/**
 * @typedef {object} Run
 * @property {number} jsRequests until the page settled, before any click
 * @property {number} jsTransferred bytes on the wire, headers included
 * @property {number} jsDecoded bytes after decompression
 * @property {number} requests every request of the page (beacons included)
 * @property {number | null} fcp
 * @property {number | null} lcp
 * @property {number} cls
 * @property {number} longTasks
 * @property {number} tbt total blocking time from FCP until the page settled
 * @property {number} scriptMs main-thread script time (CDP Performance.getMetrics ScriptDuration)
 * @property {number} taskMs main-thread task time (TaskDuration)
 * @property {number | null} initMs from the runtime's `rum-start` to its `site-runtime:ready` (the scan)
 * @property {number | null} interactionMs from the first pointerdown to the frame showing the response
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
    const page = await context.newPage();
    await page.addInitScript(installProbe);
    const cdp = await context.newCDPSession(page);
    const network = await watchNetwork(cdp);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    const settled = await settle(page, network, timeoutMs);
    const probe = await readProbe(page);
    const metrics = await readMetrics(cdp);
    // Before the click: what the page costs until a visitor needs an island.
    const totals = network.totals();
    // Nothing answers a click on the static page: no time to wait for.
    const interaction = variant === 'static' ? undefined : INTERACTIONS[name];
    const interactionMs = interaction ? await interact(page, interaction) : null;
    return { ...totals, ...probe, ...metrics, interactionMs, settled };
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
 * Clicks the header and returns the time until its panel is on screen (null: it never opened, as on
 * the static page, where nothing answers a click).
 * @param {import('@playwright/test').Page} page
 * @param {{ selector: string, index: number }} target
 */
async function interact(page, target) {
  await page.evaluate(watchAccordion, target);
  await page.locator(target.selector).nth(target.index).click();
  try {
    await page.waitForFunction(() => Reflect.get(window, '__bench').responded !== null, undefined, { timeout: 10_000 });
  } catch {
    return null;
  }
  return page.evaluate(() => {
    const probe = Reflect.get(window, '__bench');
    return probe.firstInput === null ? null : probe.responded - probe.firstInput;
  });
}
