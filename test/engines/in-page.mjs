// @ts-check
// Functions the engines' runs send into a page (each serialized on its own: no closures, no imports), the
// same text in Chromium, Firefox and WebKit, so what each engine is asked is exactly the same.

/**
 * Resolves once the page has settled: loaded, the runtime started (where the page has it), no block
 * loading, and nothing new said on the console for three turns in a row. Never throws: says what it waited for.
 * @param {number} limitMs
 * @returns {Promise<{ settled: boolean, waiting: string }>}
 */
export function settle(limitMs) {
  const started = Date.now();
  const probe = /** @type {{ __engineProbe?: { console: unknown[], errors: unknown[] } }} */ (/** @type {unknown} */ (window))
    .__engineProbe;
  const said = () => (probe ? probe.console.length + probe.errors.length : 0);
  // A turn: an idle period where the engine has one, else the next task after a frame's time.
  const turn = () =>
    new Promise((resolve) => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(undefined), { timeout: 100 });
      else setTimeout(resolve, 16);
    });
  const waiting = () => {
    if (document.readyState !== 'complete') return 'the load event';
    const runtime = /** @type {{ SiteRuntime?: { state: string } }} */ (/** @type {unknown} */ (window)).SiteRuntime;
    if (document.querySelector('script[src*="site-runtime"]') && runtime?.state !== 'initialized') return 'the runtime to start';
    const loading = document.querySelectorAll('[data-sr-state="loading"]').length;
    return loading > 0 ? `${loading} blocks loading` : '';
  };
  return (async () => {
    let quiet = 0;
    let last = said();
    while (Date.now() - started < limitMs) {
      await turn();
      const now = said();
      quiet = waiting() === '' && now === last ? quiet + 1 : 0;
      last = now;
      if (quiet >= 3) return { settled: true, waiting: '' };
    }
    return { settled: false, waiting: waiting() || 'the console to go quiet' };
  })();
}

/** Brings every part of the page near the viewport once, top to bottom (`screens` at most: the scaling
 *  pages repeat one block), so every `visible` block wakes; then back to the top. Each scroll is held
 *  until a frame has been rendered after it: the rendering that computes its intersections, in every
 *  engine (animation frame callbacks, then the intersection observations, then a task).
 *  @param {number} screens */
export function scrollThrough(screens) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return (async () => {
    const height = document.documentElement.scrollHeight;
    const step = window.innerHeight + 150;
    for (let y = 0; y < Math.min(height, step * screens); y += step) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, height);
    await frame();
    window.scrollTo(0, 0);
    await frame();
  })();
}

/** What the probe recorded (fixtures/server/engine-probe.mjs); null when the page has no probe. */
export function readProbe() {
  const probe = /** @type {{ __engineProbe?: { console: Array<{ type: string, text: string }>, errors: string[] } }} */ (
    /** @type {unknown} */ (window)
  ).__engineProbe;
  return probe ? { console: probe.console.slice(), errors: probe.errors.slice() } : null;
}

/** The blocks whose island could not start (`data-sr-state="failed"`), by id (else by position), sorted. */
export function failedBlocks() {
  return Array.from(document.querySelectorAll('[data-sr-state]'), (el, index) => [el.id || `#${index}`, el.getAttribute('data-sr-state')])
    .filter(([, state]) => state === 'failed')
    .map(([id]) => String(id))
    .sort();
}

/** The engine's answers to what the runtime checks before it uses an API: which path runs here. */
export function capabilities() {
  const types = typeof PerformanceObserver === 'function' ? (PerformanceObserver.supportedEntryTypes ?? []) : [];
  return {
    requestIdleCallback: typeof requestIdleCallback === 'function',
    IntersectionObserver: typeof IntersectionObserver === 'function',
    ResizeObserver: typeof ResizeObserver === 'function',
    BroadcastChannel: typeof BroadcastChannel === 'function',
    sendBeacon: typeof navigator.sendBeacon === 'function',
    trustedTypes: 'trustedTypes' in globalThis,
    'navigator.connection': 'connection' in navigator,
    "'webkit' in window": 'webkit' in window,
    'largest-contentful-paint': types.includes('largest-contentful-paint'),
    'layout-shift': types.includes('layout-shift'),
    'event timing (INP)': types.includes('event'),
    userAgent: navigator.userAgent,
    viewport: `${innerWidth}x${innerHeight}`,
  };
}

/**
 * Marks the first element matching `selector` whose accessible text (aria-label, else text) is `name`
 * (every match when `name` is empty) with `data-engine-target`, so a driver can act on it by CSS; true
 * when found.
 * @param {{ selector: string, name: string }} query
 */
export function mark({ selector, name }) {
  for (const old of document.querySelectorAll('[data-engine-target]')) old.removeAttribute('data-engine-target');
  const found = Array.from(document.querySelectorAll(selector)).find(
    (el) => !name || (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() === name,
  );
  found?.setAttribute('data-engine-target', '');
  return !!found;
}

/** Resolves once every animation and transition on the page has finished (a header sliding back in after
 *  the scroll), or after `limitMs`: what is read then is what stays on screen. @param {number} limitMs */
export function animationsDone(limitMs) {
  const running = document
    .getAnimations()
    .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
  const limit = new Promise((resolve) => setTimeout(resolve, limitMs));
  return Promise.race([Promise.all(running.map((animation) => animation.finished.catch(() => undefined))), limit]).then(() => undefined);
}
