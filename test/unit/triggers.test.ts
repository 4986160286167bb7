import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS } from '../../src/core/request-idle';
import { createBlockTriggers as create, VISIBLE_MARGIN } from '../../src/runtime/block-triggers';
import { createClickHold } from '../../src/runtime/click-hold';
import { createPageTriggers, parseTrigger } from '../../src/runtime/triggers';
import { FakeIntersectionObserver } from './fake-intersection-observer';
import { mediaListenerCount, setMediaMatches } from './setup';

let abort: AbortController;

beforeEach(() => {
  abort = new AbortController();
  document.body.innerHTML = '<div id="block"><button id="inner">Open</button></div><div id="other"></div>';
});

afterEach(() => {
  abort.abort();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const el = (id: string) => document.getElementById(id)!;

/** The block triggers as the session makes them, with nothing to prefetch. */
const createBlockTriggers = (signal: AbortSignal) =>
  create(signal, {
    idle: (fire) => {
      fire();
      return () => undefined;
    },
    clicks: createClickHold(signal),
    files: () => [],
  }).arm;

describe('parseTrigger', () => {
  it.each([
    ['load', 'load'],
    ['idle', 'idle'],
    ['visible', 'visible'],
    ['interaction', 'interaction'],
    ['media:(min-width: 800px)', 'media:(min-width: 800px)'],
    ['media:', undefined],
    ['eager', undefined],
    [null, undefined],
  ])('%s → %s', (value, expected) => expect(parseTrigger(value)).toBe(expected));
});

describe('load', () => {
  it('fires after the current task, once, unless disarmed', async () => {
    const arm = createPageTriggers(abort.signal);
    const fire = vi.fn();
    const skipped = vi.fn();
    arm('load', fire);
    arm('load', skipped)();
    expect(fire).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(fire).toHaveBeenCalledOnce();
    expect(skipped).not.toHaveBeenCalled();
  });
});

describe('idle', () => {
  it('uses requestIdleCallback with a timeout, one callback for many blocks', () => {
    const callbacks: IdleRequestCallback[] = [];
    const request = vi.fn((callback: IdleRequestCallback, _options?: IdleRequestOptions) => callbacks.push(callback));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const arm = createPageTriggers(abort.signal);
    const fires = [vi.fn(), vi.fn(), vi.fn()];
    for (const fire of fires) arm('idle', fire);
    expect(request).toHaveBeenCalledOnce();
    expect(request.mock.calls[0]?.[1]).toEqual({ timeout: IDLE_TIMEOUT_MS });
    // A deadline with time for one block only: the rest wait for the next idle period.
    let left = 1;
    callbacks[0]!({ didTimeout: false, timeRemaining: () => (left-- > 0 ? 5 : 0) });
    expect(fires.filter((fire) => fire.mock.calls.length === 1)).toHaveLength(2);
    expect(request).toHaveBeenCalledTimes(2);
    callbacks[1]!({ didTimeout: true, timeRemaining: () => 0 });
    for (const fire of fires) expect(fire).toHaveBeenCalledOnce();
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const fire = vi.fn();
    createPageTriggers(abort.signal)('idle', fire);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5);
    expect(fire).toHaveBeenCalledOnce();
  });

  it('cancels the pending callback on abort', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const fire = vi.fn();
    createPageTriggers(abort.signal)('idle', fire);
    abort.abort();
    vi.advanceTimersByTime(50);
    expect(fire).not.toHaveBeenCalled();
  });
});

describe('visible', () => {
  it('fires when the block comes within 200px of the viewport, with one shared observer', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const arm = createBlockTriggers(abort.signal);
    const fire = vi.fn();
    const other = vi.fn();
    arm('visible', el('block'), fire);
    arm('visible', el('other'), other);
    const observer = FakeIntersectionObserver.last!;
    expect(observer.options.rootMargin).toBe(VISIBLE_MARGIN);
    expect(VISIBLE_MARGIN).toBe('200px');
    observer.show(el('block'), false);
    expect(fire).not.toHaveBeenCalled();
    observer.show(el('block'), true);
    observer.show(el('block'), true);
    expect(fire).toHaveBeenCalledOnce();
    expect(observer.observed.has(el('block'))).toBe(false);
    expect(other).not.toHaveBeenCalled();
    abort.abort();
    expect(observer.disconnected).toBe(true);
  });

  it('fires at once where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const fire = vi.fn();
    createBlockTriggers(abort.signal)('visible', el('block'), fire);
    await Promise.resolve();
    expect(fire).toHaveBeenCalledOnce();
  });
});

describe('interaction', () => {
  it.each([
    ['pointerdown', () => new PointerEvent('pointerdown', { bubbles: true })],
    ['focusin', () => new FocusEvent('focusin', { bubbles: true })],
    ['keydown', () => new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' })],
    ['click', () => new MouseEvent('click', { bubbles: true })],
  ])('fires once on the first %s inside the block', (_name, make) => {
    const fire = vi.fn();
    createBlockTriggers(abort.signal)('interaction', el('block'), fire);
    el('other').dispatchEvent(make());
    expect(fire).not.toHaveBeenCalled();
    el('inner').dispatchEvent(make());
    el('inner').dispatchEvent(make());
    expect(fire).toHaveBeenCalledOnce();
  });

  it('does nothing after disarm or abort', () => {
    const arm = createBlockTriggers(abort.signal);
    const disarmed = vi.fn();
    const aborted = vi.fn();
    arm('interaction', el('block'), disarmed)();
    arm('interaction', el('other'), aborted);
    abort.abort();
    el('inner').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    el('other').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(disarmed).not.toHaveBeenCalled();
    expect(aborted).not.toHaveBeenCalled();
  });
});

describe('media', () => {
  it('fires at once when the query matches, else when it starts to', async () => {
    setMediaMatches('(min-width: 1px)', true);
    setMediaMatches('(min-width: 800px)', false);
    const arm = createBlockTriggers(abort.signal);
    const now = vi.fn();
    const later = vi.fn();
    arm('media:(min-width: 1px)', el('block'), now);
    arm('media:(min-width: 800px)', el('other'), later);
    await Promise.resolve();
    expect(now).toHaveBeenCalledOnce();
    expect(later).not.toHaveBeenCalled();
    setMediaMatches('(min-width: 800px)', true);
    expect(later).toHaveBeenCalledOnce();
    expect(mediaListenerCount('(min-width: 800px)')).toBe(0);
  });

  it('removes its listener on abort', () => {
    setMediaMatches('(orientation: portrait)', false);
    createBlockTriggers(abort.signal)('media:(orientation: portrait)', el('block'), vi.fn());
    expect(mediaListenerCount('(orientation: portrait)')).toBe(1);
    abort.abort();
    expect(mediaListenerCount('(orientation: portrait)')).toBe(0);
  });
});

describe('error', () => {
  async function fresh() {
    vi.resetModules();
    const { createPageTriggers: create } = await import('../../src/runtime/triggers');
    const errors = await import('../../src/core/errors');
    return { create, errors };
  }

  it('fires at the first error reported after load, once, and leaves the report for the subscriber', async () => {
    const { create, errors } = await fresh();
    const arm = create(abort.signal);
    const fire = vi.fn();
    arm('error', fire);
    await Promise.resolve();
    expect(fire).not.toHaveBeenCalled();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    errors.reportError(new Error('first'), 'test');
    errors.reportError(new Error('second'), 'test');
    expect(fire).toHaveBeenCalledOnce();
    const seen: string[] = [];
    errors.onReportedError(({ error }) => seen.push((error as Error).message));
    expect(seen).toEqual(['first', 'second']);
  });

  it('fires soon when errors were reported before it was armed, and not at all once disarmed', async () => {
    const { create, errors } = await fresh();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    errors.reportError(new Error('early'), 'test');
    const arm = create(abort.signal);
    const fire = vi.fn();
    const skipped = vi.fn();
    arm('error', fire);
    arm('error', skipped)();
    await Promise.resolve();
    expect(fire).toHaveBeenCalledOnce();
    expect(skipped).not.toHaveBeenCalled();
  });
});
