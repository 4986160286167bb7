// How analytics leaves the page: never throwing into it, never holding up a paint or an island.
// `sendBeacon` when the page may be going away; a keepalive fetch otherwise (it has a timeout).

import { getCookie } from '../core/cookie-read';
import { buildUrl, type ParamValue, setParams } from '../core/crumb-url';

/** Spec 000 §9: analytics requests give up after 2500 ms. */
export const ANALYTICS_TIMEOUT_MS = 2500;

export type Fields = Record<string, string | number | boolean | null | undefined>;

export function formBody(fields: Fields): URLSearchParams {
  return setParams(new URLSearchParams(), fields);
}

/** POSTs and resolves to the status (0 when it failed to send or timed out); never rejects. */
export function post(url: string, body: BodyInit, options: { timeout?: number; headers?: Record<string, string> } = {}): Promise<number> {
  return send(buildUrl(url), { method: 'POST', body, headers: options.headers }, options.timeout);
}

/** GETs with a query (the landing tracker); resolves to the status, 0 on failure; never rejects. */
export function get(url: string, query: Record<string, ParamValue>): Promise<number> {
  return send(buildUrl(url, { query }), {});
}

/** A timer rather than AbortSignal.timeout, so tests can run the clock. */
async function send(url: string, init: RequestInit, timeout = ANALYTICS_TIMEOUT_MS): Promise<number> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  try {
    return (await fetch(url, { ...init, credentials: 'include', keepalive: true, signal: controller.signal })).status;
  } catch {
    return 0;
  } finally {
    clearTimeout(timer);
  }
}

/** GETs JSON; rejects on a status other than 200, a timeout, or a body that is not JSON. */
export async function getJson(url: string, timeout: number): Promise<unknown> {
  const response = await fetch(buildUrl(url), { credentials: 'include', signal: AbortSignal.timeout(timeout) });
  if (response.status !== 200) throw new Error(`Unexpected status ${response.status} from ${url}`);
  return response.json();
}

/** The event calls (events.ts): with credentials, the answer read to the end (a body left unread holds
 *  its connection until GC), rejected once `timeout` ms have passed, the body read included. */
export async function timedFetch(
  url: string,
  init: RequestInit,
  timeout = ANALYTICS_TIMEOUT_MS,
): Promise<{ status: number; text: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  try {
    const response = await fetch(url, { ...init, credentials: 'include', signal: controller.signal });
    return { status: response.status, text: await response.text() };
  } finally {
    clearTimeout(timer);
  }
}

/** For the last moments of a page: the browser sends it even as the page goes. Text bodies are
 *  sent as text/plain, which needs no preflight. Without `sendBeacon` (an old browser) a keepalive
 *  fetch, which outlives the page as a beacon does (an XHR is cancelled with the page). A beacon the
 *  browser refuses (too large, or blocked) goes by XHR, as spec 001 §7 has it for performance records:
 *  keepalive shares the beacon's quota, so it would be refused too. */
export function beacon(url: string, body: string | URLSearchParams): void {
  const target = buildUrl(url);
  const hasBeacon = typeof navigator.sendBeacon === 'function';
  try {
    if (hasBeacon && navigator.sendBeacon(target, body)) return;
  } catch {
    // refused: by XHR below
  }
  if (!hasBeacon && keepalive(target, body)) return;
  try {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target);
    xhr.withCredentials = true;
    xhr.send(body);
  } catch {
    // nothing more to try; a beacon never throws into the page
  }
}

/** Whether the keepalive fetch went out; its answer is not read (as a beacon's is not). */
function keepalive(target: string, body: string | URLSearchParams): boolean {
  if (typeof fetch !== 'function') return false;
  try {
    fetch(target, { method: 'POST', body, credentials: 'include', keepalive: true }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/** The CSRF header some calls want, from the crumb cookie. */
export function csrfHeader(): Record<string, string> {
  const crumb = getCookie('crumb');
  return crumb ? { 'X-CSRF-Token': crumb } : {};
}
