// What a feature tracks (a play, a search, the popup overlay, a trace) and the page's own events go through here to the tracking
// chunk (analytics/visitor-events.ts), fetched at the first message: a feature carries these few lines,
// not the analytics stack, and a page where nothing is tracked never fetches it.

import { reportError } from './errors';
import type { PageContext } from './page-context';

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
  chunk ??= trackingChunk();
  chunk.then(
    (tracking) => tracking.track(message),
    (error: unknown) => {
      // Another message may try again.
      chunk = undefined;
      reportError(error, 'tracking', { log: false });
    },
  );
}
