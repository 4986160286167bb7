// Trace events on the wire (spec 000 §4, §7): one `POST /api/events/Trace` whose form field `data` is the
// JSON list of `{pageUrl, type, data}`. Shared by the tracking chunk's queue (analytics/trace.ts) and the
// line to it (tracking.ts), which sends the traces the chunk never got when the page is left first.

import { setParams } from './crumb-url';

export const TRACE_URL = '/api/events/Trace';

export interface TraceEvent {
  pageUrl: string;
  type: string;
  data: unknown;
}

export function traceBody(events: readonly TraceEvent[]): URLSearchParams {
  return setParams(new URLSearchParams(), { data: JSON.stringify(events) });
}
