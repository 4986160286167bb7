// @ts-check
// A page's console in an engine against Chromium's: the same errors and warnings, as many times each,
// order aside (two islands may settle in either order). The engine's own wording of its parser errors
// (a SyntaxError of JSON.parse, to the end of the message) differs by engine and is not the runtime's:
// it is compared as a kind; so is the width a picture was asked at (`?format=750w`), which follows the
// engine's layout (its scroll bars take their own width).

/** @param {{ type: string, text: string }} entry */
function normalize(entry) {
  const text = entry.text.replace(/SyntaxError: .*$/s, 'SyntaxError: <engine wording>').replace(/([?&]format=)\d+w\b/g, '$1<width>w');
  return `${entry.type}: ${text}`;
}

/**
 * What one console has that the other has not (as many times as it has more, or, `distinct`, at all),
 * each side sorted.
 * @param {Array<{ type: string, text: string }>} engine
 * @param {Array<{ type: string, text: string }>} chromium
 * @param {boolean} [distinct] each message once, however many times it was said
 * @returns {{ onlyHere: string[], onlyChromium: string[] }}
 */
export function consoleDifference(engine, chromium, distinct = false) {
  const once = (/** @type {string[]} */ texts) => (distinct ? [...new Set(texts)] : texts);
  const left = once(engine.map(normalize));
  const right = once(chromium.map(normalize));
  const onlyHere = [];
  for (const text of left) {
    const at = right.indexOf(text);
    if (at >= 0) right.splice(at, 1);
    else onlyHere.push(text);
  }
  return { onlyHere: onlyHere.sort(), onlyChromium: right.sort() };
}

/** The runtime's fallback each missing capability sends it down (what is exercised there instead). */
export const FALLBACKS = {
  requestIdleCallback: 'idle triggers run from setTimeout after the current task (src/runtime/triggers.ts)',
  IntersectionObserver: 'visible triggers fire at once; images and animations start without waiting to be seen',
  ResizeObserver: 'audio and booking layouts are not re-measured on resize',
  BroadcastChannel: 'no cross-tab editor events (src/analytics/events.ts)',
  sendBeacon: 'beacons go by fetch (src/analytics/beacon.ts)',
  trustedTypes: 'no Trusted Types policy: markup goes to the sinks as sanitized strings',
  'navigator.connection': 'prefetch cannot see Save-Data or 2g: it prefetches (src/runtime/prefetch.ts)',
  'largest-contentful-paint': 'performance records without LCP (web-vitals onLCP never reports)',
  'layout-shift': 'performance records without CLS (web-vitals onCLS never reports)',
  'event timing (INP)': 'performance records without INP (web-vitals onINP never reports)',
};
