// What a feature tracks (a play, a search, the popup overlay, a trace) and the page's own events go through here to the tracking
// chunk (analytics/visitor-events.ts), fetched at the first message: a feature carries these few lines,
// not the analytics stack, and a page where nothing is tracked never fetches it.

import { buildUrl } from './crumb-url';
import { reportError } from './errors';
import type { PageContext } from './page-context';
import { TRACE_URL, type TraceEvent, traceBody } from './trace-wire';

/** The tracking chunk's file name, beside the feature chunks (set by the build). */
declare const __TRACKING_FILE__: string;

/** A visitor's event: `type` is an analytics event type of spec 001 §3 (page view 1, site search 2,
 *  heartbeat 10, audio 20, video 21). */
export interface VisitorEvent {
  type: 1 | 2 | 10 | 20 | 21;
  /** What the visitor did: `view`, `search`, `play`. */
  action: string;
  /** What they did it to: `page`, `video`, `audio`, `search`. */
  objectType: string;
  /** The block's id, the search's query… */
  objectId?: string;
  destinationUrl?: string;
  /** More fields, custom data of the event (a signed-in account's mouse position on a heartbeat). */
  data?: Record<string, string | number | null>;
}

export type TrackMessage =
  | { kind: 'event'; context: PageContext; event: VisitorEvent }
  /** The page's own events (page view, site search, heartbeat: analytics/page-events.ts) until `signal` aborts. */
  | { kind: 'page'; context: PageContext; signal: AbortSignal }
  | { kind: 'usage'; context: PageContext; name: string; data?: Record<string, unknown> }
  | { kind: 'trace'; type: string; data: unknown };

type TrackingChunk = { track(message: TrackMessage): void };

let chunk: Promise<TrackingChunk> | undefined;

/** The tracking chunk itself: for a caller whose failure the page's unhandled-rejection watcher may report. */
export const trackingChunk = (): Promise<TrackingChunk> =>
  import(/* @vite-ignore */ new URL(`./${__TRACKING_FILE__}`, import.meta.url).href) as Promise<TrackingChunk>;

export function track(message: TrackMessage): void {
  const held = message.kind === 'trace' ? hold(message.type, message.data) : undefined;
  chunk ??= trackingChunk();
  chunk.then(
    (tracking) => {
      // A trace sent meanwhile, the page being left, is not the chunk's to send again.
      if (held === undefined || waiting.delete(held)) tracking.track(message);
    },
    (error: unknown) => {
      // Another message may try again.
      chunk = undefined;
      reportError(error, 'tracking', { log: false });
    },
  );
}

/** Traces on their way to the chunk. The chunk sends its queue when the page is hidden or left; one
 *  left before the chunk came (a visitor quicker than the network) would lose these: they go then. */
const waiting = new Set<TraceEvent>();
let watching = false;

function hold(type: string, data: unknown): TraceEvent {
  const event: TraceEvent = { pageUrl: location.href, type, data };
  waiting.add(event);
  if (!watching) {
    watching = true;
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && sendWaiting());
    window.addEventListener('pagehide', sendWaiting);
  }
  return event;
}

function sendWaiting(): void {
  if (waiting.size === 0) return;
  const events = [...waiting];
  waiting.clear();
  try {
    navigator.sendBeacon(buildUrl(TRACE_URL), traceBody(events));
  } catch {
    // No beacon here: the traces are lost, as the chunk's own would be.
  }
}
