// One idle callback, where the browser has them; elsewhere (Safari) soon after the current task.

/** Work asked for in idle time on a busy page still runs within this. */
export const IDLE_TIMEOUT_MS = 2000;

export type IdleHandle = { cancel(): void };

export function requestIdle(run: (deadline?: IdleDeadline) => void): IdleHandle {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return { cancel: () => cancelIdleCallback(id) };
  }
  const id = setTimeout(() => run(), 1);
  return { cancel: () => clearTimeout(id) };
}
