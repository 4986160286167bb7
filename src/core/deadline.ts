// A call's time limit as an AbortSignal: it aborts when the caller's signal does or when the time is
// up. A timer, not AbortSignal.timeout and AbortSignal.any: older engines lack them, and a test's
// clock (page.clock) runs timers but not the browser's own timeout signal.

export interface Deadline {
  readonly signal: AbortSignal;
  /** Whether the time ran out (rather than the caller aborting). */
  expired(): boolean;
  /** Stops the timer and lets go of the caller's signal, once the call is over. */
  clear(): void;
}

export function deadline(ms: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  const follow = (): void => controller.abort(outer?.reason);
  if (outer?.aborted) follow();
  else outer?.addEventListener('abort', follow, { once: true });
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  return {
    signal: controller.signal,
    expired: () => expired,
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', follow);
    },
  };
}
