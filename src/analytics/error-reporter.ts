// Sends the page's errors to the host (spec 000 §4, §9): everything that reaches the error sink
// (uncaught errors, island and hydration errors, data-layer failures), queued and flushed 1 s after
// the last one; at most 10 queued, at most 20 sends a page, stacks cut to 5000 characters. A data-layer
// call that could not reach the host is no script error: it goes as the internal analytics event
// `system_network_error` with the address it asked for (spec 001 §7), within the same 20 sends.

import { isApiError, NETWORK_ERROR_SOURCE } from '../core/api';
import { onReportedError } from '../core/errors';
import { csrfHeader, post } from './beacon';
import { recordEvent } from './events';

export const REPORTER_LIMITS = { sends: 20, queued: 10, stack: 5000, debounceMs: 1000 } as const;
export const ERRORS_URL = '/api/events/RecordJavascriptErrors';

export interface ErrorItem {
  event: 'javascript_error';
  data: { message: string; name: string; stack: string; source: string; url: string };
  timestamp: number;
}

export function toItem(error: unknown, source: string, now = Date.now()): ErrorItem {
  const known = error instanceof Error ? error : undefined;
  return {
    event: 'javascript_error',
    data: {
      message: known?.message ?? String(error),
      name: known?.name ?? typeof error,
      stack: (known?.stack ?? '').slice(0, REPORTER_LIMITS.stack),
      source,
      url: location.href,
    },
    timestamp: now,
  };
}

// A page's count, not a session's: destroy() and init() in the editing frame do not earn 20 more.
let sends = 0;

export function startErrorReporter(signal: AbortSignal): void {
  let queue: ErrorItem[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (): void => {
    clearTimeout(timer);
    if (queue.length === 0 || sends >= REPORTER_LIMITS.sends) return;
    sends += 1;
    const body = JSON.stringify(queue);
    queue = [];
    void post(ERRORS_URL, body, { headers: { 'Content-Type': 'application/json', ...csrfHeader() } });
  };

  const stop = onReportedError(({ error, source }) => {
    if (sends >= REPORTER_LIMITS.sends) return;
    if (source === NETWORK_ERROR_SOURCE && isApiError(error)) {
      sends += 1;
      void recordEvent('system_network_error', { urlRequested: error.url }, { form: true }).catch(() => undefined);
      return;
    }
    if (queue.length >= REPORTER_LIMITS.queued) return;
    queue.push(toItem(error, source));
    clearTimeout(timer);
    timer = setTimeout(flush, REPORTER_LIMITS.debounceMs);
  });

  // A page going away sends what it has (no unload handler: the page stays bfcache-eligible).
  const onHide = (): void => void (document.visibilityState === 'hidden' && flush());
  document.addEventListener('visibilitychange', onHide, { signal });
  window.addEventListener('pagehide', flush, { signal });
  signal.addEventListener(
    'abort',
    () => {
      stop();
      clearTimeout(timer);
    },
    { once: true },
  );
}
