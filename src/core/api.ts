// The data layer: every call the runtime makes to the host's `/api/`. It adds the crumb, carries
// credentials, gives up on a host that does not answer, retries what the visitor cannot fix, and turns
// every failure into one of the messages of spec 000 §8 so a feature never invents its own wording.

import * as strings from '../platform/strings';
import { buildUrl, type ParamValue, secureUrl, setParams, shownUrl } from './crumb-url';
import { deadline } from './deadline';
import { reportError } from './errors';
import { dispatch, type SystemErrorData } from './events';
import { isRecord } from './guards';
import { forgetSiteUserToken, SITE_USER_XSRF_HEADER, siteUserToken } from './site-user-token';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, ParamValue>;
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body. */
  form?: Record<string, ParamValue> | URLSearchParams;
  /** How many more times to try after a connection failure, 200 ms apart. */
  retry?: number;
  /** Forces https on the site's own host (not on localhost), as secure calls must. */
  secure?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Gives up after this many milliseconds, as a connection failure; by default READ_ or WRITE_TIMEOUT_MS. */
  timeout?: number;
}

export const RETRY_DELAY_MS = 200;
/** No call waits forever (README, "Timeouts"): a read is small, so one not back in 8 s is not coming;
 *  a write gets 10 s, as the host may be storing something. Then the visitor is told and can try again. */
export const READ_TIMEOUT_MS = 8000;
export const WRITE_TIMEOUT_MS = 10_000;
/** The error sink's source for a call that could not reach the host (analytics/error-reporter.ts). */
export const NETWORK_ERROR_SOURCE = 'network';

/** A failed call. `data` is the server's JSON answer when there was one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly url: string;
  readonly data: Record<string, unknown> | undefined;
  /** True once the failure has been shown to the visitor (system error overlay, login). */
  handled = false;
  /** No answer in time: the host may still have acted on the call. */
  timedOut = false;

  constructor(message: string, url: string, status: number, data?: Record<string, unknown>) {
    super(message);
    this.url = url;
    this.status = status;
    this.data = data;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof Error && value.name === 'ApiError';
}

export const api = {
  get: <T = unknown>(url: string, options?: RequestOptions) => request<T>('GET', url, options),
  post: <T = unknown>(url: string, options?: RequestOptions) => request<T>('POST', url, options),
  put: <T = unknown>(url: string, options?: RequestOptions) => request<T>('PUT', url, options),
  delete: <T = unknown>(url: string, options?: RequestOptions) => request<T>('DELETE', url, options),
};

async function request<T = unknown>(method: Method, url: string, options: RequestOptions = {}): Promise<T> {
  let retriesLeft = options.retry ?? 0;
  let crumbRetried = false;
  for (;;) {
    try {
      return (await attempt(method, url, options)) as T;
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.data?.['crumbFail'] === true && !crumbRetried) {
        // The server answered with a fresh crumb cookie: the next attempt reads it.
        crumbRetried = true;
        continue;
      }
      // A write that timed out may have reached the host: only the visitor may send it again.
      const mayRetry = method === 'GET' || !error.timedOut;
      if (isConnectionFailure(error) && mayRetry && retriesLeft > 0 && !options.signal?.aborted) {
        retriesLeft -= 1;
        await delay(RETRY_DELAY_MS, options.signal);
        continue;
      }
      // The internal analytics event system_network_error (spec 001 §7), sent by the error reporter.
      if (error.status === 0 && !options.signal?.aborted) reportError(error, NETWORK_ERROR_SOURCE, { log: false });
      throw flag(error);
    }
  }
}

async function attempt(method: Method, url: string, options: RequestOptions): Promise<unknown> {
  const target = options.secure ? secureUrl(buildUrl(url, options)) : buildUrl(url, options);
  const limit = deadline(options.timeout ?? (method === 'GET' ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS), options.signal);
  let response: Response;
  let text: string;
  try {
    response = await fetch(target, {
      method,
      credentials: 'include',
      headers: headersFor(options),
      body: bodyFor(options),
      signal: limit.signal,
    });
    // Under the same deadline: a host that sends its headers and then stalls leaves the visitor as stuck.
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const failed = new ApiError(strings.dataUnableToConnect, target, 0);
    failed.timedOut = limit.expired();
    throw failed;
  } finally {
    limit.clear();
  }
  const data = parseBody(text, target);
  if (response.ok && !hasFlag(data)) return data;
  throw failure(response.status, target, data);
}

/** Spec 000 §8: the server's own error text where it gave one, else the catalogue's message. */
function failure(status: number, url: string, data: unknown): ApiError {
  const body = isRecord(data) ? data : undefined;
  const serverText = body && (text(body['error']) ?? text(body['message']) ?? text(body['billingErrorCode']));
  if (serverText && [400, 401, 500, 502].includes(status)) return new ApiError(serverText, url, status, body);
  return new ApiError(messageForStatus(status), url, status, body);
}

export function messageForStatus(status: number): string {
  if (status === 401 || status === 403) return strings.dataUnauthorized;
  if (status === 500 || status === 501) return strings.dataInternalError;
  if (status === 503) return strings.dataUnavailable;
  return strings.dataUnableToConnect;
}

function isConnectionFailure(error: ApiError): boolean {
  return error.message === strings.dataUnableToConnect && !hasFlag(error.data);
}

/** Login and authorization failures are shown at once; the caller still gets the rejection. */
function flag(error: ApiError): ApiError {
  if (error.data?.['loginRequired'] === true) {
    // Whatever session the token was for has ended.
    forgetSiteUserToken();
    dispatch('site-runtime:login-required', { url: error.url });
    error.handled = true;
  } else if (error.data?.['authorizationFail'] === true) {
    showSystemError(systemErrorFrom(error));
    error.handled = true;
  }
  return error;
}

function showSystemError(data: SystemErrorData): void {
  dispatch('site-runtime:system-error', data);
}

function systemErrorFrom(error: ApiError): SystemErrorData {
  if (error.status === 0) return { network: true, error: error.message, url: error.url };
  return { error: error.message, url: error.url, format: 'json' };
}

function parseBody(text: string, url: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    // Two plain placeholders: a direct fill keeps the message formatter out of every chunk that calls.
    const message = strings.dataInvalidJson.replace('{url}', shownUrl(url)).replace('{message}', (error as Error).message);
    throw new ApiError(message, url, -1);
  }
}

function hasFlag(data: unknown): boolean {
  return isRecord(data) && (data['crumbFail'] === true || data['loginRequired'] === true || data['authorizationFail'] === true);
}

function headersFor(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  if (options.form) headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  // A signed-in member's calls carry the session's token (spec 001 §7).
  const token = siteUserToken();
  if (token) headers[SITE_USER_XSRF_HEADER] = token;
  return headers;
}

function bodyFor(options: RequestOptions): string | undefined {
  if (options.json !== undefined) return JSON.stringify(options.json);
  if (!options.form) return undefined;
  if (options.form instanceof URLSearchParams) return options.form.toString();
  return setParams(new URLSearchParams(), options.form).toString();
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
