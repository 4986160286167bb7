// The page's own analytics events (spec 001 §3): page view, site search on the search page, heartbeats
// while visible; a signed-in account's mouse position with them, a visitor's never listened to.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, searchQuery, startPageEvents } from '../../src/analytics/page-events';
import type { PageContext } from '../../src/core/page-context';
import type { VisitorEvent } from '../../src/core/tracking';

let visibility: DocumentVisibilityState;
let abort: AbortController;
let sent: VisitorEvent[];

function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  abort = new AbortController();
  sent = [];
});

afterEach(() => {
  abort.abort();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const start = (context: PageContext = {}): void => startPageEvents(context, (event) => sent.push(event), abort.signal);
const types = (): number[] => sent.map((event) => event.type);

describe('page events', () => {
  it('sends the page view once, at once', () => {
    start();
    expect(sent).toEqual([{ type: 1, action: 'view', objectType: 'page' }]);
  });

  it('sends a heartbeat every 30 s while the page is visible, none while hidden, and none after destroy', () => {
    start();
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(types()).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(types()).toEqual([1, 10]);
    expect(sent[1]).toEqual({ type: 10, action: 'heartbeat', objectType: 'page' });
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(types()).toEqual([1, 10, 10]);

    setVisibility('hidden');
    vi.advanceTimersByTime(5 * HEARTBEAT_MS);
    expect(types()).toEqual([1, 10, 10]);
    // Visible again: a full interval before the next one.
    setVisibility('visible');
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(types()).toEqual([1, 10, 10]);
    vi.advanceTimersByTime(1);
    expect(types()).toEqual([1, 10, 10, 10]);

    abort.abort();
    setVisibility('visible');
    vi.advanceTimersByTime(5 * HEARTBEAT_MS);
    expect(types()).toEqual([1, 10, 10, 10]);
  });

  it('starts no heartbeat on a page opened hidden until it is shown', () => {
    visibility = 'hidden';
    start();
    vi.advanceTimersByTime(3 * HEARTBEAT_MS);
    expect(types()).toEqual([1]);
    setVisibility('visible');
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(types()).toEqual([1, 10]);
  });

  it('sends nothing once destroyed before it started', () => {
    abort.abort();
    start();
    vi.advanceTimersByTime(3 * HEARTBEAT_MS);
    expect(sent).toEqual([]);
  });
});

describe('site search', () => {
  it('on the search page with a query: the query, trimmed, as the event object', () => {
    history.replaceState(null, '', '/search?q=%20blue%20vase%20');
    start({ pageType: 102 });
    expect(sent).toEqual([
      { type: 1, action: 'view', objectType: 'page' },
      { type: 2, action: 'search', objectType: 'search', objectId: 'blue vase' },
    ]);
    history.replaceState(null, '', '/');
  });

  it.each([
    ['/search?q=vase', {}, 'vase'],
    ['/search/?q=vase', {}, 'vase'],
    ['/shop-search?q=vase', { pageType: 102 }, 'vase'],
    ['/search?q=%20%20', {}, undefined],
    ['/search', {}, undefined],
    ['/shop?q=vase', {}, undefined],
    ['/searching?q=vase', {}, undefined],
  ] as const)('%s (%o) searched for %s', (address, context, expected) => {
    expect(searchQuery(context, new URL(address, 'https://site.example'))).toBe(expected);
  });
});

describe('mouse position (spec 001 §6)', () => {
  it('a signed-in account: the last position goes with each heartbeat', () => {
    start({ authenticatedAccount: { id: 'a1' } });
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(sent[1]).toEqual({ type: 10, action: 'heartbeat', objectType: 'page', data: { mouse_x: null, mouse_y: null } });
    document.dispatchEvent(new MouseEvent('mousemove', { clientX: 40, clientY: 25 }));
    vi.advanceTimersByTime(HEARTBEAT_MS);
    // Page coordinates: the page is not scrolled here, so they are the client's.
    expect(sent[2]?.data).toEqual({ mouse_x: 40, mouse_y: 25 });
  });

  it('a visitor: no mousemove listener at all, and nothing of the mouse in what is sent', () => {
    const listen = vi.spyOn(document, 'addEventListener');
    start({});
    expect(listen.mock.calls.map(([type]) => type)).not.toContain('mousemove');
    document.dispatchEvent(new MouseEvent('mousemove', { clientX: 40, clientY: 25 }));
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(sent.every((event) => event.data === undefined)).toBe(true);
  });
});
