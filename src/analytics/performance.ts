// Performance records (spec 001 §3, §7, §8, §9): the page's core web vitals (LCP, INP, CLS: FCP and
// TTFB, 122 B more on every page, did not fit the empty-page budget once issue 19's hardening came) and
// the runtime's own `rum-` marks, tied to a `pageLoadId` from the host, sent 30 s after load and when the
// page is hidden. Without a `pageLoadId` nothing is sent, and the failure goes to the error reporter.

import { type Metric, onCLS, onINP, onLCP } from 'web-vitals';
import { reportError } from '../core/errors';
import { isRecord } from '../core/guards';
import { beacon, getJson } from './beacon';

export const PERFORMANCE = {
  settingsUrl: '/api/1/performance/settings',
  recordsUrl: '/api/1/performance/records',
  settingsTimeoutMs: 30_000,
  flushAfterLoadMs: 30_000,
  collectForMs: 60_000,
  markPrefix: 'rum-',
  app: 'site-runtime',
} as const;

export interface PerformanceRecord {
  app: string;
  data: Record<string, unknown>;
  event: string;
  pageLoadId: string;
  ts: number;
}

/** Spec 001 §8: an unexpected status, a timeout or a missing pageLoadId is reported; no records then. */
export async function fetchPageLoadId(): Promise<string | undefined> {
  try {
    const settings = await getJson(PERFORMANCE.settingsUrl, PERFORMANCE.settingsTimeoutMs);
    const id = isRecord(settings) ? settings['pageLoadId'] : undefined;
    if (typeof id === 'string' && id !== '') return id;
    reportError(new Error('the settings answer has no pageLoadId'), 'performance');
  } catch (error) {
    reportError(error, 'performance');
  }
  return undefined;
}

export async function startPerformance(signal: AbortSignal): Promise<void> {
  const pageLoadId = await fetchPageLoadId();
  if (!pageLoadId || signal.aborted) return;
  const started = performance.now();
  const collecting = (): boolean => !signal.aborted && performance.now() - started < PERFORMANCE.collectForMs;
  let pending: PerformanceRecord[] = [];
  const record = (event: string, data: Record<string, unknown>): void => {
    if (collecting()) pending.push({ app: PERFORMANCE.app, data, event, pageLoadId, ts: Date.now() });
  };

  vitalsTo(
    (metric) => record(metric.name, { value: metric.value, rating: metric.rating, id: metric.id, navigationType: metric.navigationType }),
    signal,
  );
  watchMarks(record, signal);

  const flush = (): void => {
    if (pending.length === 0) return;
    beacon(PERFORMANCE.recordsUrl, JSON.stringify(pending));
    pending = [];
  };
  const timer = setTimeout(flush, PERFORMANCE.flushAfterLoadMs - sinceLoad());
  // web-vitals reports its final values on visibilitychange too: listen after it, so they are in.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && queueMicrotask(flush), { signal });
  window.addEventListener('pagehide', flush, { signal });
  // A signal aborts once: its listeners here need no `once` (8 B gzip the page's analytics need not carry).
  signal.addEventListener('abort', () => clearTimeout(timer));
}

/** How long ago the window's load event ended (0 before it has): the 30 s count from there, not from
 *  the moment analytics started in idle time after it. */
function sinceLoad(): number {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation?.loadEventEnd ? Math.max(0, performance.now() - navigation.loadEventEnd) : 0;
}

let vitalsListener: ((metric: Metric) => void) | undefined;
let subscribed = false;

/** web-vitals listens for the page's whole life and has no unsubscribe: it is subscribed once a
 *  page, and each metric goes to the session recording at the time (none after destroy()). */
function vitalsTo(listener: (metric: Metric) => void, signal: AbortSignal): void {
  vitalsListener = listener;
  signal.addEventListener('abort', () => {
    if (vitalsListener === listener) vitalsListener = undefined;
  });
  if (subscribed) return;
  subscribed = true;
  // Called one by one, not from a list: the minifier then inlines each subscriber where it is called.
  const report = (metric: Metric): void => vitalsListener?.(metric);
  onLCP(report);
  onINP(report);
  onCLS(report);
}

/** The runtime's `rum-` marks: those already made and those to come. */
function watchMarks(record: (event: string, data: Record<string, unknown>) => void, signal: AbortSignal): void {
  const take = (entries: PerformanceEntryList): void => {
    for (const entry of entries) {
      if (entry.name.startsWith(PERFORMANCE.markPrefix)) record(entry.name, { startTime: Math.round(entry.startTime) });
    }
  };
  take(performance.getEntriesByType('mark'));
  // Every engine that runs module scripts has PerformanceObserver.
  const observer = new PerformanceObserver((list) => take(list.getEntries()));
  observer.observe({ type: 'mark' });
  // Past the 60 s the records take, a mark is dropped by `record`: no timer of its own to stop this.
  signal.addEventListener('abort', () => observer.disconnect());
}
