// Start-up work in slices of the main thread: blocks take turns, and once a slice has run its time the
// next turn waits for a new task, so a page of thousands of blocks forced to load keeps answering input
// (an input waits about a slice, core/slice.ts).

import { SLICE_MS } from '../core/slice';

const waiting = new Set<() => void>();
let pumping = false;
/** When this task's slice began; undefined until a turn is given in it. */
let sliceStart: number | undefined;

/** Resolves when the caller may do its next piece of start-up work: in the same task while the slice
 *  has time, in a later task once it has not. */
export function turn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.add(resolve);
    if (!pumping) void pump();
  });
}

async function pump(): Promise<void> {
  pumping = true;
  for (const next of waiting) {
    waiting.delete(next);
    next();
    // The caller goes on in a microtask, before or just after this check: what it does in this task is on
    // the task's clock by the next check at the latest.
    await undefined;
    if (sliceTime() > SLICE_MS) {
      await newTask();
      sliceStart = undefined;
    }
  }
  pumping = false;
}

/**
 * Time spent in this task's slice. The clock is the task's, not one pump's: a caller that takes its turns
 * one after another (inTurns) empties the queue at each, and a pump of its own each time must not start
 * the count again, or its thousands of turns would all run in one task.
 */
function sliceTime(): number {
  if (sliceStart === undefined) {
    sliceStart = performance.now();
    // A later task has a slice of its own.
    void newTask().then(() => {
      sliceStart = undefined;
    });
  }
  return performance.now() - sliceStart;
}

/** A message to itself: unlike setTimeout, not clamped when nested nor slowed to 1 s in a hidden tab. */
function newTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(undefined);
  });
}

/** Takes each item out of `items` (which may grow and shrink meanwhile) and runs it, one turn each,
 *  until the signal aborts. */
export async function inTurns<T>(items: Set<T>, run: (item: T) => void, signal: AbortSignal): Promise<void> {
  for (const item of items) {
    await turn();
    if (signal.aborted) return;
    items.delete(item);
    run(item);
  }
}

/**
 * A loader whose callers go on in turns, one turn each: thousands of blocks waiting for one chunk are
 * not all woken in the task it arrives in. Each caller waits on a promise of its own, settled in its turn;
 * had they all awaited the chunk's own promise, their continuations would have run as one burst of
 * microtasks before any slice could end (100 ms at 4× CPU for 6000 blocks).
 */
export function loadInTurns<T>(load: (name: string) => Promise<T>): (name: string) => Promise<T> {
  const waiting = new Map<string, Array<Caller<T>>>();
  const forever = new AbortController().signal;
  return (name) =>
    new Promise<T>((resolve, reject) => {
      let callers = waiting.get(name);
      if (!callers) {
        const those: Array<Caller<T>> = [];
        callers = those;
        waiting.set(name, those);
        // Loaded or failed, each caller learns it in its turn (a value, not a promise to adopt: its own
        // work then runs in that turn's slice); callers after this start a round of their own.
        const handOut = (settle: (caller: Caller<T>) => void): void => {
          waiting.delete(name);
          void inTurns(new Set(those), settle, forever);
        };
        load(name).then(
          (value) => handOut((caller) => caller.resolve(value)),
          (error: unknown) => handOut((caller) => caller.reject(error)),
        );
      }
      callers.push({ resolve, reject });
    });
}

interface Caller<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}
