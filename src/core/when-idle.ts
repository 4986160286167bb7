// Work nobody waits on (counting a render), in the browser's idle time, a slice at a time: a page of a
// thousand buttons is not a thousand requests made in its start-up. What is still queued when the page
// is hidden runs then, so none of it is lost to a visitor who leaves at once.

import { requestIdle } from './request-idle';
import { SLICE_MS } from './slice';

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
  if (queue.length === 1) requestIdle(drain);
}

function drain(deadline?: IdleDeadline): void {
  const start = performance.now();
  do queue.shift()?.();
  while (queue.length > 0 && performance.now() - start < SLICE_MS && (deadline?.didTimeout || (deadline?.timeRemaining() ?? 1) > 0));
  if (queue.length > 0) requestIdle(drain);
}

function flush(): void {
  for (const run of queue.splice(0)) run();
}
