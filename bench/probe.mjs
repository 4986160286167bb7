// @ts-check
// What the bench injects into every page before its own scripts: observers that record paints,
// layout shifts, long tasks and the runtime's ready event on `window.__bench`; and, run when the bench
// is about to act, the watch that times an interaction from its input to the frame that shows it.
// Injected through the DevTools protocol, so the page's CSP (script-src 'self') does not apply.

/**
 * @typedef {object} Probe
 * @property {number | null} fcp
 * @property {number | null} lcp
 * @property {string | null} lcpElement what the largest paint was: its tag, and the runtime's part of
 *   the page it is in when the runtime drew it (`p in cookie-banner`)
 * @property {number} cls
 * @property {{ start: number, duration: number }[]} longTasks
 * @property {number | null} ready time of `site-runtime:ready`
 * @property {{ input: number | null, shown: number | null, serverMs: number } | null} response the
 *   interaction being timed (watchResponse): its input's timeStamp, the frame it showed in, the server's share
 */

/** Runs in the page (serialized by Playwright): no closures over this module. */
export function installProbe() {
  /** @type {Probe} */
  const probe = { fcp: null, lcp: null, lcpElement: null, cls: 0, longTasks: [], ready: null, response: null };
  Object.defineProperty(window, '__bench', { value: probe });
  /** @typedef {PerformanceEntry & Partial<{ value: number, hadRecentInput: boolean }>} Entry */
  /** @param {string} type @param {(entry: Entry) => void} take */
  const observe = (type, take) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser lacks stays null.
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    probe.lcp = entry.startTime;
    probe.lcpElement = elementName(Reflect.get(entry, 'element'));
  });
  // Shifts right after input are expected (CLS leaves them out too).
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) probe.cls += entry.value ?? 0;
  });
  observe('longtask', (entry) => probe.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  document.addEventListener('site-runtime:ready', () => (probe.ready ??= performance.now()));

  /** Inside installProbe: Playwright sends the page this one function, nothing around it.
   *  @param {Element | null | undefined} el */
  function elementName(el) {
    if (!el) return null;
    // Content the runtime added: a page-level feature's host, or the marker it left for a block it draws.
    const drawn = el.closest('[data-site-runtime], [data-block="announcement-bar"]');
    const part = drawn?.getAttribute('data-site-runtime') ?? drawn?.getAttribute('data-block');
    return `${el.localName}${part ? ` in ${part}` : ''}`;
  }
}

/**
 * What shows that the page answered an interaction, checked frame by frame:
 * - `expanded`: the `index`-th `selector` has aria-expanded="true" and its panel (aria-controls) shows;
 * - `changed`: the text of `selector` differs from what it was when the watch began;
 * - `attribute`: `selector` has `name` = `value`;
 * - `shown`: an element matching `selector` is rendered (has a box).
 * @typedef {{ kind: 'expanded', selector: string, index: number }
 *   | { kind: 'changed', selector: string }
 *   | { kind: 'attribute', selector: string, name: string, value: string }
 *   | { kind: 'shown', selector: string }} Shown
 */

/**
 * Runs in the page, just before the bench acts: from the next pointerdown, focusin or keydown, watches
 * each frame for `shown`, then records the time from that input to the frame it was true in, less the
 * time requests to `server` (a RegExp source) were in flight meanwhile: the server's share, which is
 * not the runtime's.
 * @param {{ shown: Shown, server: string | null }} watch
 */
export function watchResponse({ shown, server }) {
  /** @type {Probe} */
  const probe = Reflect.get(window, '__bench');
  /** @type {NonNullable<Probe['response']>} */
  const response = { input: null, shown: null, serverMs: 0 };
  probe.response = response;
  const element = () =>
    shown.kind === 'expanded' ? document.querySelectorAll(shown.selector)[shown.index] : document.querySelector(shown.selector);
  const before = element()?.textContent ?? null;
  const isShown = () => {
    const el = element();
    if (!el) return false;
    if (shown.kind === 'changed') return el.textContent !== before;
    if (shown.kind === 'attribute') return el.getAttribute(shown.name) === shown.value;
    if (shown.kind === 'shown') return el.getClientRects().length > 0;
    const panel = document.getElementById(el.getAttribute('aria-controls') ?? '');
    return el.getAttribute('aria-expanded') === 'true' && panel !== null && !panel.hidden;
  };
  /** @param {Event} event */
  const onInput = (event) => {
    if (response.input !== null) return;
    response.input = event.timeStamp;
    requestAnimationFrame(frame);
  };
  /** @param {number} time */
  const frame = (time) => {
    if (!isShown()) return void requestAnimationFrame(frame);
    // The frame's time is when it began, which can be before an input dispatched within it.
    response.shown = Math.max(time, response.input ?? time);
    response.serverMs = server === null ? 0 : inFlight(new RegExp(server), response.input ?? time, time);
  };
  for (const type of ['pointerdown', 'focusin', 'keydown']) window.addEventListener(type, onInput, { capture: true });

  /** Milliseconds in [from, to] during which at least one request matching `pattern` was in flight.
   *  Inside watchResponse: Playwright sends the page this one function, nothing around it. */
  function inFlight(/** @type {RegExp} */ pattern, /** @type {number} */ from, /** @type {number} */ to) {
    const spans = performance
      .getEntriesByType('resource')
      .filter((entry) => pattern.test(entry.name))
      .map((entry) => [Math.max(from, entry.startTime), Math.min(to, /** @type {PerformanceResourceTiming} */ (entry).responseEnd || to)])
      .filter(([start, end]) => (end ?? 0) > (start ?? 0))
      .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
    let total = 0;
    let reach = from;
    for (const [start = 0, end = 0] of spans) {
      if (end <= reach) continue;
      total += end - Math.max(start, reach);
      reach = end;
    }
    return total;
  }
}
