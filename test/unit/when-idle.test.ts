// Work in idle time (src/core/when-idle.ts): not at once, a slice at a time, and all of it when the page
// is hidden. Each test takes a fresh copy of the module, so no queue is shared between them.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLICE_MS } from '../../src/core/slice';

type Idle = (deadline: IdleDeadline) => void;
let callbacks: Idle[];
let now: number;

const deadline = (remaining: number, didTimeout = false): IdleDeadline => ({ didTimeout, timeRemaining: () => remaining });

async function fresh(): Promise<typeof import('../../src/core/when-idle')> {
  vi.resetModules();
  return import('../../src/core/when-idle');
}

beforeEach(() => {
  callbacks = [];
  now = 0;
  vi.stubGlobal('requestIdleCallback', (run: Idle) => callbacks.push(run));
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('whenIdle', () => {
  it('runs nothing at once: the work waits for the browser to be idle', async () => {
    const { whenIdle } = await fresh();
    const run = vi.fn();
    whenIdle(run);
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    expect(callbacks).toHaveLength(1);
    callbacks[0]!(deadline(20));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('takes a slice of an idle period at most (core/slice.ts), and asks for another for the rest', async () => {
    const { whenIdle } = await fresh();
    const done: number[] = [];
    for (const n of [1, 2, 3, 4]) {
      whenIdle(() => {
        now += SLICE_MS / 2.5;
        done.push(n);
      });
    }
    callbacks[0]!(deadline(50));
    expect(done).toEqual([1, 2, 3]);
    expect(callbacks).toHaveLength(2);
    callbacks[1]!(deadline(50));
    expect(done).toEqual([1, 2, 3, 4]);
  });

  it('stops where the idle period ends, unless its wait has run out', async () => {
    const { whenIdle } = await fresh();
    const run = vi.fn();
    whenIdle(run);
    whenIdle(run);
    callbacks[0]!(deadline(0));
    expect(run).toHaveBeenCalledTimes(1);
    callbacks[1]!(deadline(0, true));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs everything still queued when the page is hidden or left', async () => {
    const { whenIdle } = await fresh();
    const run = vi.fn();
    whenIdle(run);
    whenIdle(run);
    dispatchEvent(new Event('pagehide'));
    expect(run).toHaveBeenCalledTimes(2);
    callbacks[0]!(deadline(50));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('where there is no idle callback (Safari), runs after the current task', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const { whenIdle } = await fresh();
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
