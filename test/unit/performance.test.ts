import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';

// web-vitals needs a real browser's performance timeline: here its subscribers are captured, so a
// test can hand the runtime a metric the way the library would.
const vitals = vi.hoisted(() => ({ listeners: new Map<string, Array<(metric: Metric) => void>>() }));
vi.mock('web-vitals', () => {
  const on = (name: string) => (listener: (metric: Metric) => void) => {
    vitals.listeners.set(name, [...(vitals.listeners.get(name) ?? []), listener]);
  };
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

type PerformanceModule = typeof import('../../src/analytics/performance');
let perf: PerformanceModule;
let reported: Array<{ error: unknown; source: string }>;
let beacons: Array<{ url: string; body: string }>;
let settings: () => Response | Promise<Response>;
let abort: AbortController;

const metric = (name: Metric['name'], value: number): Metric =>
  ({ name, value, rating: 'good', id: `v5-${name}`, navigationType: 'navigate', delta: value, entries: [] }) as Metric;
const emit = (m: Metric): void => {
  for (const listener of vitals.listeners.get(m.name) ?? []) listener(m);
};
const records = (): Array<Record<string, unknown>> =>
  beacons.flatMap((beacon) => JSON.parse(beacon.body) as Array<Record<string, unknown>>);

function marks(list: Array<[string, number]>, loadEventEnd = 0): void {
  const entries = list.map(([name, startTime]) => ({ name, startTime, entryType: 'mark' })) as unknown as PerformanceEntryList;
  const navigation = [{ entryType: 'navigation', loadEventEnd }] as unknown as PerformanceEntryList;
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(((type: string) =>
    type === 'mark' ? entries : type === 'navigation' ? navigation : []) as typeof performance.getEntriesByType);
}

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
}

beforeEach(async () => {
  // A fresh page each test: web-vitals is subscribed once a page.
  vi.resetModules();
  vitals.listeners.clear();
  vi.useFakeTimers();
  perf = await import('../../src/analytics/performance');
  const errors = await import('../../src/core/errors');
  reported = [];
  errors.onReportedError((report) => reported.push(report));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  beacons = [];
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator) as Navigator, {
      sendBeacon: (url: string, body: string) => {
        beacons.push({ url, body });
        return true;
      },
    }),
  );
  settings = () => Response.json({ pageLoadId: 'pl-1' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => settings()),
  );
  abort = new AbortController();
});

afterEach(() => {
  abort.abort();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('performance records', () => {
  it('asks the settings for a pageLoadId with a 30 s timeout', async () => {
    await perf.startPerformance(abort.signal);
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe('/api/1/performance/settings');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(perf.PERFORMANCE.settingsTimeoutMs).toBe(30_000);
  });

  it('sends web vitals and rum- marks as {app, data, event, pageLoadId, ts} 30 s after load, by beacon as text', async () => {
    // Marks made before the records started (fake timers stand in for the page's timeline).
    marks([
      ['rum-start', 12.4],
      ['someone-elses-mark', 20],
    ]);
    await perf.startPerformance(abort.signal);
    emit(metric('LCP', 1200));
    emit(metric('CLS', 0.01));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(beacons).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(beacons).toHaveLength(1);
    expect(new URL(beacons[0]!.url).pathname).toBe('/api/1/performance/records');
    expect(typeof beacons[0]!.body).toBe('string');
    const sent = records();
    expect(sent.map((record) => record['event'])).toEqual(['rum-start', 'LCP', 'CLS']);
    for (const record of sent) {
      expect(Object.keys(record).sort()).toEqual(['app', 'data', 'event', 'pageLoadId', 'ts']);
      expect(record).toMatchObject({ app: 'site-runtime', pageLoadId: 'pl-1', ts: expect.any(Number) });
    }
    expect(sent[0]!['data']).toEqual({ startTime: 12 });
    expect(sent[1]!['data']).toEqual({ value: 1200, rating: 'good', id: 'v5-LCP', navigationType: 'navigate' });
  });

  it('counts the 30 s from the load event, not from when analytics started', async () => {
    await vi.advanceTimersByTimeAsync(5_000);
    // The load event ended 4 s ago (analytics starts in idle time after it).
    marks([['rum-start', 1]], performance.now() - 4_000);
    await perf.startPerformance(abort.signal);
    await vi.advanceTimersByTimeAsync(25_999);
    expect(beacons).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(records().map((record) => record['event'])).toEqual(['rum-start']);
  });

  it('flushes when the page is hidden, after web-vitals has reported its final values', async () => {
    await perf.startPerformance(abort.signal);
    emit(metric('CLS', 0.02));
    hide();
    expect(beacons).toEqual([]);
    await Promise.resolve();
    expect(records().map((record) => record['event'])).toEqual(['CLS']);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
  });

  it('stops collecting after 60 s', async () => {
    await perf.startPerformance(abort.signal);
    await vi.advanceTimersByTimeAsync(60_001);
    emit(metric('INP', 300));
    hide();
    await Promise.resolve();
    expect(records().map((record) => record['event'])).not.toContain('INP');
  });

  it('without sendBeacon (an old browser) sends a keepalive fetch, which outlives the page', async () => {
    vi.stubGlobal('navigator', Object.create(navigator) as Navigator);
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined });
    await perf.startPerformance(abort.signal);
    emit(metric('INP', 120));
    window.dispatchEvent(new Event('pagehide'));
    const calls = vi.mocked(fetch).mock.calls as unknown as Array<[string, RequestInit]>;
    const sent = calls.filter(([url]) => String(url).includes('/api/1/performance/records'));
    expect(sent).toHaveLength(1);
    expect(sent[0]![1]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
    expect(JSON.parse(String(sent[0]![1].body))).toEqual([expect.objectContaining({ event: 'INP', pageLoadId: 'pl-1' })]);
  });

  it('falls back to XHR when the browser refuses the beacon', async () => {
    const sent: Array<{ method: string; url: string; body: unknown }> = [];
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon: () => false }));
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        method = '';
        url = '';
        withCredentials = false;
        open(method: string, url: string) {
          Object.assign(this, { method, url });
        }
        send(body: unknown) {
          sent.push({ method: this.method, url: this.url, body });
        }
      },
    );
    await perf.startPerformance(abort.signal);
    emit(metric('INP', 120));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: expect.stringContaining('/api/1/performance/records') });
    expect(JSON.parse(String(sent[0]!.body))).toEqual([expect.objectContaining({ event: 'INP', pageLoadId: 'pl-1' })]);
  });

  it.each([
    ['a bad status', () => new Response('nope', { status: 500 })],
    ['an answer without pageLoadId', () => Response.json({ sampleRate: 1 })],
    ['an empty pageLoadId', () => Response.json({ pageLoadId: '' })],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['a timeout', () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))],
  ])('%s is reported to the error reporter and no records are sent', async (_case, answer) => {
    settings = answer;
    marks([['rum-start', 1]]);
    await perf.startPerformance(abort.signal);
    emit(metric('LCP', 1));
    await vi.advanceTimersByTimeAsync(60_000);
    hide();
    await Promise.resolve();
    expect(beacons).toEqual([]);
    expect(reported).toEqual([expect.objectContaining({ source: 'performance' })]);
  });

  it('subscribes web-vitals once a page: a second session gets the metrics, the ended one none', async () => {
    const first = new AbortController();
    await perf.startPerformance(first.signal);
    first.abort();
    await perf.startPerformance(abort.signal);
    expect(vitals.listeners.get('LCP')).toHaveLength(1);
    emit(metric('LCP', 900));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(records()).toEqual([expect.objectContaining({ event: 'LCP', pageLoadId: 'pl-1' })]);
  });
});
