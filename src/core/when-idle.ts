// Work nobody waits on (counting a render), in the browser's idle time, a slice at a time: a page of a
// thousand buttons is not a thousand requests made in its start-up. What is still queued when the page
// is hidden runs then, so none of it is lost to a visitor who leaves at once.

/** Like a start-up slice (runtime/turns.ts): no long task even on a phone four times slower. */
const SLICE_MS = 12;
/** As the idle trigger's (runtime/triggers.ts): work queued on a busy page still runs within this. */
const IDLE_TIMEOUT_MS = 2000;

const queue: Array<() => void> = [];
let listening = false;

/** Runs `run` in idle time (it must not throw). */
export function whenIdle(run: () => void): void {
  queue.push(run);
  if (!listening) {
    listening = true;
    addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  }
  if (queue.length === 1) schedule();
}

function schedule(): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(drain, { timeout: IDLE_TIMEOUT_MS });
  // Safari has none: soon after the current task.
  else setTimeout(drain, 1);
}

function drain(deadline?: IdleDeadline): void {
  const start = performance.now();
  do queue.shift()?.();
  while (queue.length > 0 && performance.now() - start < SLICE_MS && (deadline?.didTimeout || (deadline?.timeRemaining() ?? 1) > 0));
  if (queue.length > 0) schedule();
}

function flush(): void {
  for (const run of queue.splice(0)) run();
}
