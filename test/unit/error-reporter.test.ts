import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS_URL, REPORTER_LIMITS, toItem } from '../../src/analytics/error-reporter';

// Each test is a new page: fresh modules, so the per-page send count starts at 0.
let reportError: typeof import('../../src/core/errors').reportError;
let startErrorReporter: typeof import('../../src/analytics/error-reporter').startErrorReporter;

let abort: AbortController;
let sent: Array<{ url: string; body: unknown; headers: Record<string, string> }>;

beforeEach(async () => {
  vi.resetModules();
  ({ reportError } = await import('../../src/core/errors'));
  ({ startErrorReporter } = await import('../../src/analytics/error-reporter'));
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  document.cookie = 'crumb=c1; path=/';
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> });
      return new Response(null, { status: 204 });
    }),
  );
  abort = new AbortController();
  startErrorReporter(abort.signal);
});

afterEach(() => {
  abort.abort();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('error reporter', () => {
  it('sends the queue 1 s after the last error, with the CSRF header', async () => {
    reportError(new Error('one'), 'island:a');
    await vi.advanceTimersByTimeAsync(900);
    reportError(new Error('two'), 'island:b');
    await vi.advanceTimersByTimeAsync(900);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url).pathname).toBe(ERRORS_URL);
    expect(sent[0]!.headers['X-CSRF-Token']).toBe('c1');
    expect((sent[0]!.body as Array<{ data: { message: string } }>).map((item) => item.data.message)).toEqual(['one', 'two']);
  });

  it('queues at most 10', async () => {
    for (let i = 0; i < 15; i += 1) reportError(new Error(`e${i}`), 'x');
    await vi.advanceTimersByTimeAsync(REPORTER_LIMITS.debounceMs);
    expect((sent[0]!.body as unknown[]).length).toBe(REPORTER_LIMITS.queued);
  });

  it('sends at most 20 times a page', async () => {
    for (let i = 0; i < 30; i += 1) {
      reportError(new Error(`e${i}`), 'x');
      await vi.advanceTimersByTimeAsync(REPORTER_LIMITS.debounceMs);
    }
    expect(sent).toHaveLength(20);
  });

  it('counts sends by the page: a new session after destroy() gets no fresh 20', async () => {
    for (let i = 0; i < 15; i += 1) {
      reportError(new Error(`e${i}`), 'x');
      await vi.advanceTimersByTimeAsync(REPORTER_LIMITS.debounceMs);
    }
    abort.abort();
    abort = new AbortController();
    startErrorReporter(abort.signal);
    for (let i = 0; i < 15; i += 1) {
      reportError(new Error(`f${i}`), 'x');
      await vi.advanceTimersByTimeAsync(REPORTER_LIMITS.debounceMs);
    }
    expect(sent).toHaveLength(REPORTER_LIMITS.sends);
  });

  it('cuts stacks to 5000 characters and keeps non-errors readable', () => {
    const error = new Error('long');
    error.stack = 'x'.repeat(6000);
    expect(toItem(error, 's', 1).data.stack).toHaveLength(5000);
    expect(toItem('plain text', 's', 1)).toEqual({
      event: 'javascript_error',
      data: { message: 'plain text', name: 'string', stack: '', source: 's', url: location.href },
      timestamp: 1,
    });
  });

  it('flushes when the page is hidden', async () => {
    reportError(new Error('leaving'), 'x');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
  });
});
