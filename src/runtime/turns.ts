// Start-up work in slices of the main thread: blocks take turns, and once a slice has run its time the
// next turn waits for a new task, so a page of thousands of blocks forced to load keeps answering input.

/** Well under the 200 ms that a visitor feels as a stuck page, with room for one block's own work. */
export const SLICE_MS = 40;

const waiting = new Set<() => void>();
let pumping = false;

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
  let start = performance.now();
  for (const next of waiting) {
    waiting.delete(next);
    next();
    // The caller's continuation was queued by next(), ahead of this one: its work is on the clock.
    await undefined;
    if (performance.now() - start > SLICE_MS) {
      await newTask();
      start = performance.now();
    }
  }
  pumping = false;
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

/** A loader whose callers go on in turns: blocks waiting for one chunk do not all start in its task. */
export function loadInTurns<T>(load: (name: string) => Promise<T>): (name: string) => Promise<T> {
  return async (name) => {
    const loaded = await load(name);
    await turn();
    return loaded;
  };
}
