// @vitest-environment node
// Blocks start in turns: in the same task while the slice has time, in a later task once it has not.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLICE_MS } from '../../src/core/slice';
import { inTurns, loadInTurns, turn } from '../../src/runtime/turns';

/** Lets every microtask queued so far (and those they queue) run, within the current task. */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
}

afterEach(async () => {
  vi.restoreAllMocks();
  // A slice lasts until its task ends: the next test starts in a task of its own.
  await new Promise((resolve) => setTimeout(resolve, 10));
});

describe('turn', () => {
  it('gives turns in order, and waits for a new task once the slice has run its time', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const done: string[] = [];
    const work = async (name: string, ms: number): Promise<void> => {
      await turn();
      now += ms;
      done.push(name);
    };
    const all = Promise.all([work('a', SLICE_MS / 2), work('b', SLICE_MS), work('c', 1), work('d', 1)]);
    await microtasks();
    // a and b used up the slice: c waits for the next task, d after it in the same new slice.
    expect(done).toEqual(['a', 'b']);
    await all;
    expect(done).toEqual(['a', 'b', 'c', 'd']);
  });

  it('one caller taking its turns one after another gets a new task too once the slice has run its time', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const done: number[] = [];
    const items = new Set(Array.from({ length: 6 }, (_, i) => i));
    const all = inTurns(
      items,
      (i) => {
        now += SLICE_MS / 3;
        done.push(i);
      },
      new AbortController().signal,
    );
    await microtasks();
    expect(done.length).toBeGreaterThan(0);
    expect(done.length).toBeLessThan(6);
    await all;
    expect(done).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('a page of few blocks starts them all in the task that woke them', async () => {
    const done: number[] = [];
    const all = Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        await turn();
        done.push(i);
      }),
    );
    await microtasks();
    expect(done).toHaveLength(20);
    await all;
  });
});

describe('loadInTurns', () => {
  it('wakes the callers of one chunk one turn each when it comes, not all in its task', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    let arrive: (chunk: string) => void = () => undefined;
    const chunk = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    const loads: string[] = [];
    const load = loadInTurns((name: string) => {
      loads.push(name);
      return chunk;
    });
    const done: number[] = [];
    // Each caller's own start-up takes a third of a slice once it has the chunk.
    const all = Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        expect(await load('button')).toBe('code');
        now += SLICE_MS / 3;
        done.push(i);
      }),
    );
    await microtasks();
    expect(done).toEqual([]);
    arrive('code');
    await microtasks();
    // The slice ends after its time: the rest wait for the next task, in order.
    expect(done.length).toBeGreaterThan(0);
    expect(done.length).toBeLessThan(6);
    await all;
    expect(done).toEqual([0, 1, 2, 3, 4, 5]);
    // One load for all of them.
    expect(loads).toEqual(['button']);
  });

  it('gives each caller the failure, and a later caller a load of its own', async () => {
    const failure = new Error('chunk failed');
    let calls = 0;
    const load = loadInTurns(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(failure) : Promise.resolve('code');
    });
    const results = await Promise.allSettled([load('button'), load('button')]);
    expect(results).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
    expect(await load('button')).toBe('code');
    expect(calls).toBe(2);
  });
});
