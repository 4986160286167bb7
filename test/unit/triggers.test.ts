import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as blockTriggers from '../../src/runtime/block-triggers';
import { createBlockTriggers, VISIBLE_MARGIN } from '../../src/runtime/block-triggers';
import { createTriggers, IDLE_TIMEOUT_MS, parseTrigger } from '../../src/runtime/triggers';
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

/** For the triggers that never need the block chunk: loading it is a failure of the test. */
const noBlockTriggers = () => Promise.reject(new Error('the block triggers were loaded'));

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
    const triggers = createTriggers(abort.signal, noBlockTriggers);
    const fire = vi.fn();
    const skipped = vi.fn();
    triggers.arm('load', el('block'), fire);
    triggers.arm('load', el('other'), skipped)();
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
    const triggers = createTriggers(abort.signal, noBlockTriggers);
    const fires = [vi.fn(), vi.fn(), vi.fn()];
    for (const fire of fires) triggers.arm('idle', el('block'), fire);
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
    const triggers = createTriggers(abort.signal, noBlockTriggers);
    const fire = vi.fn();
    triggers.arm('idle', el('block'), fire);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5);
    expect(fire).toHaveBeenCalledOnce();
  });

  it('cancels the pending callback on abort', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const fire = vi.fn();
    createTriggers(abort.signal, noBlockTriggers).arm('idle', el('block'), fire);
    abort.abort();
    vi.advanceTimersByTime(50);
    expect(fire).not.toHaveBeenCalled();
  });
});

describe('visible', () => {
  class FakeObserver {
    static last: FakeObserver | undefined;
    observed = new Set<Element>();
    disconnected = false;
    constructor(readonly callback: IntersectionObserverCallback, readonly options: IntersectionObserverInit) {
      FakeObserver.last = this;
    }
    observe(target: Element) { this.observed.add(target); }
    unobserve(target: Element) { this.observed.delete(target); }
    disconnect() { this.disconnected = true; this.observed.clear(); }
    show(target: Element, isIntersecting: boolean) {
      this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
  }

  it('fires when the block comes within 200px of the viewport, with one shared observer', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const triggers = createBlockTriggers(abort.signal);
    const fire = vi.fn();
    const other = vi.fn();
    triggers.arm('visible', el('block'), fire);
    triggers.arm('visible', el('other'), other);
    const observer = FakeObserver.last!;
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
    createBlockTriggers(abort.signal).arm('visible', el('block'), fire);
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
    createBlockTriggers(abort.signal).arm('interaction', el('block'), fire);
    el('other').dispatchEvent(make());
    expect(fire).not.toHaveBeenCalled();
    el('inner').dispatchEvent(make());
    el('inner').dispatchEvent(make());
    expect(fire).toHaveBeenCalledOnce();
  });

  it('does nothing after disarm or abort', () => {
    const triggers = createBlockTriggers(abort.signal);
    const disarmed = vi.fn();
    const aborted = vi.fn();
    triggers.arm('interaction', el('block'), disarmed)();
    triggers.arm('interaction', el('other'), aborted);
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
    const triggers = createBlockTriggers(abort.signal);
    const now = vi.fn();
    const later = vi.fn();
    triggers.arm('media:(min-width: 1px)', el('block'), now);
    triggers.arm('media:(min-width: 800px)', el('other'), later);
    await Promise.resolve();
    expect(now).toHaveBeenCalledOnce();
    expect(later).not.toHaveBeenCalled();
    setMediaMatches('(min-width: 800px)', true);
    expect(later).toHaveBeenCalledOnce();
    expect(mediaListenerCount('(min-width: 800px)')).toBe(0);
  });

  it('removes its listener on abort', () => {
    setMediaMatches('(orientation: portrait)', false);
    createBlockTriggers(abort.signal).arm('media:(orientation: portrait)', el('block'), vi.fn());
    expect(mediaListenerCount('(orientation: portrait)')).toBe(1);
    abort.abort();
    expect(mediaListenerCount('(orientation: portrait)')).toBe(0);
  });
});

describe('click hold', () => {
  it('holds the click that woke a block and replays it on the same element once live', () => {
    const triggers = createBlockTriggers(abort.signal);
    const seen: string[] = [];
    el('inner').addEventListener('click', (event) => seen.push(event.defaultPrevented ? 'prevented' : 'click'));
    triggers.arm('interaction', el('block'), () => triggers.clicks.hold(el('block')));
    el('inner').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(seen).toEqual([]);
    triggers.clicks.release(el('block'), true);
    expect(seen).toEqual(['click']);
  });

  it('replays on the element at the same place when the island re-rendered the block', () => {
    const triggers = createBlockTriggers(abort.signal);
    triggers.clicks.hold(el('block'));
    el('inner').click();
    el('block').innerHTML = '<button id="fresh">Open</button>';
    const fresh = vi.fn();
    el('fresh').addEventListener('click', fresh);
    triggers.clicks.release(el('block'), true);
    expect(fresh).toHaveBeenCalledOnce();
  });

  it('drops the click when the block is torn down', () => {
    const triggers = createBlockTriggers(abort.signal);
    const clicked = vi.fn();
    el('inner').addEventListener('click', clicked);
    triggers.clicks.hold(el('block'));
    el('inner').click();
    triggers.clicks.release(el('block'), false);
    expect(clicked).not.toHaveBeenCalled();
  });
});

describe('block triggers before their chunk is in', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('loads the chunk once, on the first block, and hands over what was armed and held meanwhile', async () => {
    const load = vi.fn(async () => blockTriggers);
    const triggers = createTriggers(abort.signal, load);
    const fire = vi.fn();
    const dropped = vi.fn();
    triggers.arm('interaction', el('block'), fire);
    triggers.arm('interaction', el('other'), dropped)();
    triggers.clicks.hold(el('other'));
    expect(load).toHaveBeenCalledOnce();
    await settle();
    el('inner').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    el('other').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(fire).toHaveBeenCalledOnce();
    expect(dropped).not.toHaveBeenCalled();
    // The block held before the chunk came keeps its click for the replay.
    const clicked = vi.fn();
    el('other').addEventListener('click', clicked);
    el('other').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicked).not.toHaveBeenCalled();
    triggers.clicks.release(el('other'), true);
    expect(clicked).toHaveBeenCalledOnce();
    triggers.arm('visible', el('block'), vi.fn());
    expect(load).toHaveBeenCalledOnce();
  });

  it('starts waiting blocks when the page is idle if the chunk fails, with a console error', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const triggers = createTriggers(abort.signal, () => Promise.reject(new Error('offline')));
    const fire = vi.fn();
    triggers.arm('visible', el('block'), fire);
    await settle();
    await settle();
    expect(fire).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('block triggers did not load'), expect.any(Error));
    error.mockRestore();
  });

  it('arms nothing when the session ended while the chunk loaded', async () => {
    const triggers = createTriggers(abort.signal, async () => blockTriggers);
    const fire = vi.fn();
    triggers.arm('interaction', el('block'), fire);
    abort.abort();
    await settle();
    el('inner').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(fire).not.toHaveBeenCalled();
  });
});

describe('error', () => {
  async function fresh() {
    vi.resetModules();
    const { createTriggers: create } = await import('../../src/runtime/triggers');
    const errors = await import('../../src/core/errors');
    return { create, errors };
  }

  it('fires at the first error reported after load, once, and leaves the report for the subscriber', async () => {
    const { create, errors } = await fresh();
    const triggers = create(abort.signal, noBlockTriggers);
    const fire = vi.fn();
    triggers.arm('error', el('block'), fire);
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
    const triggers = create(abort.signal, noBlockTriggers);
    const fire = vi.fn();
    const skipped = vi.fn();
    triggers.arm('error', el('block'), fire);
    triggers.arm('error', el('other'), skipped)();
    await Promise.resolve();
    expect(fire).toHaveBeenCalledOnce();
    expect(skipped).not.toHaveBeenCalled();
  });
});
