// @ts-check
// What the bench injects into every page before its own scripts: observers that record paints,
// layout shifts, long tasks, the runtime's ready event and the first input, on `window.__bench`.
// Injected through the DevTools protocol, so the page's CSP (script-src 'self') does not apply.

/**
 * @typedef {object} Probe
 * @property {number | null} fcp
 * @property {number | null} lcp
 * @property {number} cls
 * @property {{ start: number, duration: number }[]} longTasks
 * @property {number | null} ready time of `site-runtime:ready`
 * @property {number | null} firstInput timeStamp of the first pointerdown
 * @property {number | null} responded frame time at which the interaction's response was on screen
 */

/** Runs in the page (serialized by Playwright): no closures over this module. */
export function installProbe() {
  /** @type {Probe} */
  const probe = { fcp: null, lcp: null, cls: 0, longTasks: [], ready: null, firstInput: null, responded: null };
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
  observe('largest-contentful-paint', (entry) => (probe.lcp = entry.startTime));
  // Shifts right after input are expected (CLS leaves them out too).
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) probe.cls += entry.value ?? 0;
  });
  observe('longtask', (entry) => probe.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  document.addEventListener('site-runtime:ready', () => (probe.ready ??= performance.now()));
  window.addEventListener('pointerdown', (event) => (probe.firstInput ??= event.timeStamp), { capture: true });
}

/**
 * Runs in the page: watches, frame by frame, for the panel of the accordion header `index` to be
 * open and shown, and records that frame's time.
 * @param {{ selector: string, index: number }} target
 */
export function watchAccordion({ selector, index }) {
  /** @type {{ responded: number | null }} */
  const probe = Reflect.get(window, '__bench');
  /** @param {number} time */
  const frame = (time) => {
    const button = document.querySelectorAll(selector)[index];
    const panel = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (button?.getAttribute('aria-expanded') === 'true' && panel && !panel.hidden) probe.responded = time;
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
