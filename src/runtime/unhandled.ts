// A data-layer failure that no feature caught still reaches the visitor: as the system error
// overlay (spec 000 §8), not as silence. Checked by shape so the entry does not carry the data layer.

import { dispatch } from '../core/events';

interface ApiErrorShape {
  name: 'ApiError';
  message: string;
  url: string;
  status: number;
  handled: boolean;
}

export function watchUnhandledApiErrors(signal: AbortSignal): void {
  window.addEventListener('unhandledrejection', (event) => {
    const error: unknown = event.reason;
    if (!isApiError(error) || error.handled) return;
    error.handled = true;
    event.preventDefault();
    dispatch('site-runtime:system-error', error.status === 0
      ? { network: true, error: error.message, url: error.url }
      : { error: error.message, url: error.url, format: 'json' });
  }, { signal });
}

function isApiError(value: unknown): value is ApiErrorShape {
  return value instanceof Error && value.name === 'ApiError';
}
