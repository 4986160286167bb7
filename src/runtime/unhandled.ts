// Errors nobody caught: all go to the error sink; a data-layer failure also reaches the visitor, as
// the system error overlay (spec 000 §8). Checked by shape so the entry does not carry the data layer.

import { reportError } from '../core/errors';
import { dispatch } from '../core/events';

interface ApiErrorShape {
  name: 'ApiError';
  message: string;
  url: string;
  status: number;
  handled: boolean;
}

/** Uncaught errors of the page go to the error sink too (the browser has printed them already). */
export function watchUncaughtErrors(signal: AbortSignal): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, 'window', { log: false }), { signal });
  window.addEventListener(
    'unhandledrejection',
    (event) => {
      const error: unknown = event.reason;
      if (!isApiError(error)) return reportError(error, 'promise', { log: false });
      // A data-layer failure is the runtime's to show: the overlay, and our own console line.
      event.preventDefault();
      reportError(error, 'api');
      if (error.handled) return;
      error.handled = true;
      dispatch(
        'site-runtime:system-error',
        error.status === 0 ? { network: true, url: error.url } : { error: error.message, url: error.url, format: 'json' },
      );
    },
    { signal },
  );
}

function isApiError(value: unknown): value is ApiErrorShape {
  return value instanceof Error && value.name === 'ApiError';
}
