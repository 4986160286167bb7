import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_TIMEOUT_MS } from '../../src/analytics/beacon';
import { recordButtonClick, recordButtonRender, recordFormRender, recordOverlay, recordQuickView } from '../../src/analytics/census';

const BUTTON = {
  id: 'b1',
  buttonText: 'Book',
  clickthroughUrl: '/book',
  alignment: 'center',
  size: 'medium',
  newWindow: false,
  context: 'page',
};
const PAGE = { collection: { id: 'c1' }, pagePermissionType: 1 };
const VISITOR = '0b6f8a52-3c1e-4d2f-9a7b-5e4c3d2b1a09|1790000000000|1790000000000|1790000000000|1';
let calls: Array<{ url: URL; body: string; signal: AbortSignal }>;
let answer: (signal: AbortSignal) => Promise<Response>;

beforeEach(() => {
  calls = [];
  answer = async () => new Response(null, { status: 204 });
  document.cookie = `ss_cvr=${VISITOR}; path=/`;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url: new URL(url), body: String(init.body), signal: init.signal! });
      return answer(init.signal!);
    }),
  );
});

afterEach(() => {
  document.cookie = 'ss_cvr=; max-age=0; path=/';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const fields = (index = 0) => Object.fromEntries(new URLSearchParams(calls[index]!.body));

describe('census beacons', () => {
  it('button render and click carry the button, the visitor cookie and the page fields, form-encoded', async () => {
    expect(await recordButtonRender(BUTTON, PAGE)).toBe(204);
    await recordButtonClick(BUTTON, PAGE);
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/census/button-render', '/api/census/button-click']);
    expect(fields()).toEqual({
      id: 'b1',
      buttonText: 'Book',
      clickthroughUrl: '/book',
      alignment: 'center',
      size: 'medium',
      newWindow: 'false',
      context: 'page',
      visitorCookie: VISITOR,
      pageTitle: document.title,
      pageId: 'c1',
      contentSource: 'c',
      pagePath: location.pathname,
      pagePermissionTypeValue: '1',
    });
  });

  it('form render, overlay and quick view', async () => {
    await recordFormRender('f1', PAGE);
    await recordOverlay({ event: 'shown' });
    await recordQuickView('item/7');
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/api/census/form-render',
      '/api/census/overlay',
      '/api/census/RecordQuickView/item%2F7',
    ]);
    expect(fields(0)).toMatchObject({ formId: 'f1', visitorCookie: VISITOR });
    expect(fields(1)).toEqual({ event: 'shown', visitorCookie: VISITOR });
  });

  it('leaves the visitor cookie out when there is none', async () => {
    document.cookie = 'ss_cvr=; max-age=0; path=/';
    await recordOverlay({ event: 'shown' });
    expect(fields()).toEqual({ event: 'shown' });
  });

  it('gives up after 2500 ms and swallows every failure', async () => {
    vi.useFakeTimers();
    answer = (signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    const pending = recordButtonClick(BUTTON, PAGE);
    await vi.advanceTimersByTimeAsync(ANALYTICS_TIMEOUT_MS - 1);
    expect(calls[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ANALYTICS_TIMEOUT_MS).toBe(2500);
    expect(await pending).toBe(0);
    answer = () => Promise.reject(new TypeError('offline'));
    expect(await recordButtonClick(BUTTON, PAGE)).toBe(0);
  });

  it('counts renders in idle time, not as the block starts', async () => {
    vi.useFakeTimers();
    const counted = recordButtonRender(BUTTON, PAGE);
    const form = recordFormRender('f1', PAGE);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/census/button-render', '/api/census/form-render']);
    expect(await counted).toBe(204);
    expect(await form).toBe(204);
  });
});
