// Blocks start in turns: in the same task while the slice has time, in a later task once it has not.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLICE_MS, turn } from '../../src/runtime/turns';

/** Lets every microtask queued so far (and those they queue) run, within the current task. */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
}

afterEach(() => {
  vi.restoreAllMocks();
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
