import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiError, api, isApiError, messageForStatus, READ_TIMEOUT_MS, RETRY_DELAY_MS, WRITE_TIMEOUT_MS } from '../../src/core/api';
import { STRINGS } from '../../src/platform/strings';

interface Call {
  url: URL;
  init: RequestInit;
}

let calls: Call[];
let answers: Array<Response | Error>;

beforeEach(() => {
  calls = [];
  answers = [];
  document.cookie = 'crumb=abc123; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url: new URL(url), init });
      const next = answers.shift() ?? json(200, {});
      if (next instanceof Error) throw next;
      return next;
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  it.each(['get', 'post', 'put', 'delete'] as const)('%s carries the crumb, credentials and the method', async (method) => {
    await api[method]('/api/test/echo', { query: { a: 1, skip: undefined } });
    const call = calls[0]!;
    expect(call.init.method).toBe(method.toUpperCase());
    expect(call.init.credentials).toBe('include');
    expect(call.url.pathname).toBe('/api/test/echo');
    expect(call.url.searchParams.get('crumb')).toBe('abc123');
    expect(call.url.searchParams.get('a')).toBe('1');
    expect(call.url.searchParams.has('skip')).toBe(false);
  });

  it('sends JSON and form bodies with their content types', async () => {
    await api.post('/api/x', { json: { b: [1, 2] } });
    await api.post('/api/x', { form: { event: 'view', n: 2, none: undefined } });
    expect(calls[0]?.init.body).toBe('{"b":[1,2]}');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
    expect(calls[1]?.init.body).toBe('event=view&n=2');
    expect(new Headers(calls[1]?.init.headers).get('Content-Type')).toContain('application/x-www-form-urlencoded');
  });

  it('answers the parsed JSON, and null for an empty body', async () => {
    answers.push(json(200, { key: 'k1' }), new Response(null, { status: 204 }));
    expect(await api.post('/api/form/FormSubmissionKey')).toEqual({ key: 'k1' });
    expect(await api.get('/api/empty')).toBeNull();
  });
});

describe('the error catalogue of spec 000 §8', () => {
  it.each([
    [401, STRINGS.dataUnauthorized],
    [403, STRINGS.dataUnauthorized],
    [500, STRINGS.dataInternalError],
    [501, STRINGS.dataInternalError],
    [503, STRINGS.dataUnavailable],
    [400, STRINGS.dataUnableToConnect],
    [404, STRINGS.dataUnableToConnect],
    [429, STRINGS.dataUnableToConnect],
    [502, STRINGS.dataUnableToConnect],
  ])('status %i without a server message: "%s"', async (status, message) => {
    answers.push(json(status, {}));
    const error = await failure(api.get('/api/x'));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(messageForStatus(status)).toBe(message);
  });

  it("the texts are the spec's, to the letter", () => {
    expect(STRINGS.dataUnauthorized).toBe('Unauthorized request');
    expect(STRINGS.dataInternalError).toBe('Internal server error. Please try again later.');
    expect(STRINGS.dataUnavailable).toBe('This service is temporarily unavailable. Please try again later.');
    expect(STRINGS.dataUnableToConnect).toBe('Unable to connect…');
  });

  it.each([
    [400, { error: 'Email is required' }, 'Email is required'],
    [401, { message: 'Session expired' }, 'Session expired'],
    [500, { billingErrorCode: 'CARD_DECLINED' }, 'CARD_DECLINED'],
    [502, { error: 'Upstream down' }, 'Upstream down'],
  ])('status %i with a server message hands it to the caller', async (status, body, message) => {
    answers.push(json(status, body));
    const error = await failure(api.post('/api/x'));
    expect(error.message).toBe(message);
    expect(error.data).toEqual(body);
  });

  it('a 503 with a server message still says the service is unavailable', async () => {
    answers.push(json(503, { error: 'maintenance' }));
    expect((await failure(api.get('/api/x'))).message).toBe(STRINGS.dataUnavailable);
  });

  it('an invalid JSON reply names the URL (its other terms, not the crumb) and the parser message', async () => {
    answers.push(new Response('<html>oops', { status: 200 }));
    const error = await failure(api.get('/api/broken', { query: { page: 2 } }));
    expect(error.message).toMatch(
      /^Internal Error: Unable to parse server response from \(http:\/\/localhost(:\d+)?\/api\/broken\?page=2\) as JSON: .+/,
    );
    // The error itself keeps the whole address, for the error reporter.
    expect(error.url).toContain('crumb=abc123');
  });

  it('a network failure is "Unable to connect…"', async () => {
    answers.push(new TypeError('Failed to fetch'));
    const error = await failure(api.get('/api/x'));
    expect(error.message).toBe('Unable to connect…');
    expect(error.status).toBe(0);
  });
});

describe('retries', () => {
  it('retries a connection failure every 200 ms as many times as asked', async () => {
    vi.useFakeTimers();
    answers.push(new TypeError('offline'), json(503, {}), json(200, { ok: true }));
    const result = failure(api.get('/api/flaky', { retry: 2 }));
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    // 503 is "temporarily unavailable", not a connection failure: no retry for it.
    expect((await result).message).toBe(STRINGS.dataUnavailable);
    expect(RETRY_DELAY_MS).toBe(200);
  });

  it('gives up after the last retry', async () => {
    vi.useFakeTimers();
    answers.push(json(404, {}), json(404, {}), json(404, {}));
    const result = failure(api.get('/api/gone', { retry: 2 }));
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 2);
    expect((await result).message).toBe(STRINGS.dataUnableToConnect);
    expect(calls).toHaveLength(3);
  });

  it('a crumbFail is retried once, with the refreshed crumb cookie', async () => {
    answers.push(json(401, { crumbFail: true }), json(200, { saved: true }));
    fetchSetsCookieOnFirstCall('crumb=fresh456; path=/');
    expect(await api.post('/api/x')).toEqual({ saved: true });
    expect(calls.map((call) => call.url.searchParams.get('crumb'))).toEqual(['abc123', 'fresh456']);
  });

  it('a second crumbFail is a failure', async () => {
    answers.push(json(401, { crumbFail: true }), json(401, { crumbFail: true }));
    const error = await failure(api.post('/api/x'));
    expect(calls).toHaveLength(2);
    expect(error.message).toBe(STRINGS.dataUnauthorized);
  });
});

describe('flags', () => {
  it('loginRequired fires the login-required event', async () => {
    const login = vi.fn();
    document.addEventListener('site-runtime:login-required', login, { once: true });
    answers.push(json(200, { loginRequired: true }));
    const error = await failure(api.get('/api/members/x'));
    expect(login).toHaveBeenCalledOnce();
    expect(error.handled).toBe(true);
  });

  it('authorizationFail shows the system error overlay', async () => {
    const shown = vi.fn();
    document.addEventListener('site-runtime:system-error', (event) => shown((event as CustomEvent).detail), { once: true });
    answers.push(json(403, { authorizationFail: true }));
    const error = await failure(api.get('/api/secret'));
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ error: STRINGS.dataUnauthorized }));
    expect(error.handled).toBe(true);
  });
});

describe('time limits (docs/architecture.md, "Timeouts")', () => {
  /** A host that never answers: the request waits until its signal aborts. */
  function silentHost(): void {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        calls.push({ url: new URL(url), init });
        return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
      }),
    );
  }

  it.each([
    ['get', READ_TIMEOUT_MS],
    ['post', WRITE_TIMEOUT_MS],
    ['put', WRITE_TIMEOUT_MS],
    ['delete', WRITE_TIMEOUT_MS],
  ] as const)('%s gives up after %i ms with "Unable to connect…", without being asked to', async (method, limit) => {
    vi.useFakeTimers();
    silentHost();
    let settled = false;
    const result = failure(api[method]('/api/slow')).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(limit - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error.message).toBe(STRINGS.dataUnableToConnect);
    expect(error.status).toBe(0);
    expect(error.timedOut).toBe(true);
  });

  it('a host that sends its headers and then stalls times out too', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = new ReadableStream({
          start(controller) {
            init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        });
        return new Response(body, { status: 200 });
      }),
    );
    const result = failure(api.get('/api/stalls', { timeout: 1000 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await result).timedOut).toBe(true);
  });

  it('a timed-out read is retried when asked; a timed-out write never is (the host may have it)', async () => {
    vi.useFakeTimers();
    silentHost();
    const read = failure(api.get('/api/slow', { retry: 1, timeout: 100 }));
    await vi.advanceTimersByTimeAsync(100 + RETRY_DELAY_MS + 100);
    await read;
    expect(calls).toHaveLength(2);
    calls = [];
    const write = failure(api.post('/api/slow', { retry: 3, timeout: 100 }));
    await vi.advanceTimersByTimeAsync(100 + RETRY_DELAY_MS * 3 + 300);
    expect((await write).timedOut).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it("the caller's abort is passed on as it is, not as a failure, and is not a time-out", async () => {
    silentHost();
    const controller = new AbortController();
    const result = api.get('/api/slow', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    expect((await result) as Error).toMatchObject({ name: 'AbortError' });
  });

  it('an answer in time clears its timer', async () => {
    vi.useFakeTimers();
    answers.push(json(200, { ok: true }));
    expect(await api.post('/api/x')).toEqual({ ok: true });
    expect(vi.getTimerCount()).toBe(0);
  });
});

function fetchSetsCookieOnFirstCall(cookie: string): void {
  const original = fetch;
  let first = true;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const response = await original(url, init);
    if (first) document.cookie = cookie;
    first = false;
    return response;
  });
}
