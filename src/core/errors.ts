// The one error sink: islands, the data layer and the lifecycle report here; the error reporter
// (analytics) subscribes and sends. Errors raised before anyone listens are kept, a few, so the
// earliest failures of a page are not lost.

import { microtask } from './microtask';

export interface ReportedError {
  error: unknown;
  /** Where it happened, e.g. `island:accordion` or `hydration:accordion`. */
  source: string;
}

type Listener = (report: ReportedError) => void;

const EARLY_LIMIT = 10;
const listeners = new Set<Listener>();
const wakers = new Set<() => void>();
let early: ReportedError[] = [];

/** `log: false` for errors the browser has already printed (uncaught ones). */
export function reportError(error: unknown, source: string, options: { log?: boolean } = {}): void {
  const report = { error, source };
  if (options.log !== false) console.error(`site-runtime: ${source}:`, error);
  if (listeners.size === 0) {
    if (early.length < EARLY_LIMIT) early.push(report);
  } else {
    for (const listener of listeners) listener(report);
  }
  for (const wake of wakers) {
    wakers.delete(wake);
    wake();
  }
}

/** Calls `wake` once, at the next error (soon, when one is waiting): the reporter's code loads only
 *  on a page that has something to report. */
export function whenReported(wake: () => void): () => void {
  if (early.length > 0) return microtask(wake);
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/** Subscribes to errors; the first subscriber also receives what was reported before it. */
export function onReportedError(listener: Listener): () => void {
  listeners.add(listener);
  const pending = early;
  early = [];
  for (const report of pending) listener(report);
  return () => listeners.delete(listener);
}
