// The address of every call the runtime makes: the `crumb` query parameter from the crumb cookie
// (the host's CSRF token), optional query terms, and https for secure calls (secureUrl, the data layer's
// alone). Its own module so beacons can use it without carrying the whole data layer.

import { getCookie } from './cookie-read';

const CRUMB_COOKIE = 'crumb';

/** One query parameter or form field of a call: written as text, left out when null or undefined. */
export type ParamValue = string | number | boolean | null | undefined;

export function buildUrl(url: string, options: { query?: Record<string, ParamValue> } = {}): string {
  const target = new URL(url, location.href);
  setParams(target.searchParams, options.query ?? {});
  const crumb = getCookie(CRUMB_COOKIE);
  if (crumb) target.searchParams.set('crumb', crumb);
  return target.href;
}

/** Sets each field on `params` as text, leaving out those null or undefined; returns `params`. One
 *  helper for query terms and form bodies alike (api.ts, analytics/beacon.ts). */
export function setParams(params: URLSearchParams, fields: Record<string, ParamValue>): URLSearchParams {
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) params.set(key, String(value));
  return params;
}

/** The address as a visitor may see it in a message: without the crumb, a token that is not theirs to copy. */
export function shownUrl(url: string): string {
  const shown = new URL(url, location.href);
  shown.searchParams.delete('crumb');
  return shown.href;
}

/** The address with https on the site's own host (not on localhost), as secure calls must be. */
export function secureUrl(url: string): string {
  const target = new URL(url, location.href);
  if (target.host === location.host && !isLocalHost(target.hostname)) target.protocol = 'https:';
  return target.href;
}

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}
