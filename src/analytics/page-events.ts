// The page's own analytics events (spec 001 §3): page view (1) once, site search (2) on the search page
// with what was searched, and a heartbeat (10) every 30 s while the page is visible, stopped when it is
// hidden and when the runtime is destroyed. The spec gives the heartbeat no interval: 30 s is its cadence
// for the other analytics that repeat (trace flush, performance records). A signed-in account's mouse
// position (spec 001 §6) is kept, and goes with each heartbeat; a visitor's is never listened to.

import type { PageContext } from '../core/page-context';
import type { VisitorEvent } from '../core/tracking';

export const HEARTBEAT_MS = 30_000;

/** The search page of spec 000 §2, by its address or its page type (102, src/platform/page-types.ts). */
const SEARCH_PAGE_TYPE = 102;

export function startPageEvents(context: PageContext, send: (event: VisitorEvent) => void, signal: AbortSignal): void {
  if (signal.aborted) return;
  send({ type: 1, action: 'view', objectType: 'page' });
  const query = searchQuery(context);
  if (query) send({ type: 2, action: 'search', objectType: 'search', objectId: query });
  const mouse = context.authenticatedAccount ? followMouse(signal) : undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  const beat = (): void => send({ type: 10, action: 'heartbeat', objectType: 'page', ...(mouse ? { data: mouse() } : {}) });
  const pace = (): void => {
    clearInterval(timer);
    timer = document.visibilityState === 'visible' && !signal.aborted ? setInterval(beat, HEARTBEAT_MS) : undefined;
  };
  document.addEventListener('visibilitychange', pace, { signal });
  signal.addEventListener('abort', pace, { once: true });
  pace();
}

/** What was searched, on the search page: its `q`, trimmed; undefined elsewhere or when empty. */
export function searchQuery(context: PageContext, where: Location | URL = location): string | undefined {
  const onSearchPage = /^\/search(\/|$)/.test(where.pathname) || context.pageType === SEARCH_PAGE_TYPE;
  return (onSearchPage && new URLSearchParams(where.search).get('q')?.trim()) || undefined;
}

/** The last position of the pointer (page coordinates), read at each heartbeat; null before it moved. */
function followMouse(signal: AbortSignal): () => { mouse_x: number | null; mouse_y: number | null } {
  let x: number | null = null;
  let y: number | null = null;
  document.addEventListener(
    'mousemove',
    (event) => {
      x = Math.round(event.pageX);
      y = Math.round(event.pageY);
    },
    { passive: true, signal },
  );
  return () => ({ mouse_x: x, mouse_y: y });
}
