// Trace events (spec 000 §4, §7): queued, sent every 30 s and when the page is hidden, as one
// `POST /api/events/Trace` whose `data` is the JSON list of `{pageUrl, type, data}`. The queue is the
// tracking chunk's (visitor-events.ts), which features reach through core/tracking.ts.

import { TRACE_URL, type TraceEvent, traceBody } from '../core/trace-wire';
import { beacon, post } from './beacon';

export const TRACE_FLUSH_MS = 30_000;

let queue: TraceEvent[] = [];

export function trace(type: string, data: unknown): void {
  queue.push({ pageUrl: location.href, type, data });
}

export function startTrace(signal: AbortSignal): void {
  const flush = (leaving: boolean): void => {
    if (queue.length === 0) return;
    const body = traceBody(queue);
    queue = [];
    if (leaving) beacon(TRACE_URL, body);
    else void post(TRACE_URL, body);
  };
  const timer = setInterval(() => flush(false), TRACE_FLUSH_MS);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush(true), { signal });
  window.addEventListener('pagehide', () => flush(true), { signal });
  signal.addEventListener('abort', () => clearInterval(timer), { once: true });
}
