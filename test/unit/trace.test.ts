import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTrace, TRACE_FLUSH_MS, trace } from '../../src/analytics/trace';
import { TRACE_URL } from '../../src/core/trace-wire';

let abort: AbortController;
let posts: Array<{ url: URL; body: URLSearchParams }>;
let beacons: Array<{ url: URL; body: URLSearchParams }>;

const sent = (list: Array<{ body: URLSearchParams }>) => list.map((entry) => JSON.parse(entry.body.get('data') ?? 'null') as unknown);

beforeEach(() => {
  vi.useFakeTimers();
  posts = [];
  beacons = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      posts.push({ url: new URL(url), body: init.body as URLSearchParams });
      return new Response(null, { status: 204 });
    }),
  );
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator) as Navigator, {
      sendBeacon: (url: string, body: URLSearchParams) => {
        beacons.push({ url: new URL(url), body });
        return true;
      },
    }),
  );
  abort = new AbortController();
  startTrace(abort.signal);
});

afterEach(() => {
  abort.abort();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('trace', () => {
  it('queues events and sends them together every 30 s, as one form field of JSON', async () => {
    trace('popup', { shown: true });
    trace('cart', { items: 2 });
    await vi.advanceTimersByTimeAsync(TRACE_FLUSH_MS - 1);
    expect(posts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(TRACE_FLUSH_MS).toBe(30_000);
    expect(posts.map((post) => post.url.pathname)).toEqual([TRACE_URL]);
    expect(sent(posts)).toEqual([
      [
        { pageUrl: location.href, type: 'popup', data: { shown: true } },
        { pageUrl: location.href, type: 'cart', data: { items: 2 } },
      ],
    ]);
    // Nothing queued, nothing sent.
    await vi.advanceTimersByTimeAsync(TRACE_FLUSH_MS);
    expect(posts).toHaveLength(1);
  });

  it('sends what is queued by beacon when the page is hidden or left', () => {
    trace('a', 1);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    trace('b', 2);
    window.dispatchEvent(new Event('pagehide'));
    expect(posts).toEqual([]);
    expect(sent(beacons)).toEqual([[{ pageUrl: location.href, type: 'a', data: 1 }], [{ pageUrl: location.href, type: 'b', data: 2 }]]);
  });

  it('stops with the session', async () => {
    abort.abort();
    trace('late', null);
    await vi.advanceTimersByTimeAsync(TRACE_FLUSH_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(posts).toEqual([]);
    expect(beacons).toEqual([]);
  });
});
