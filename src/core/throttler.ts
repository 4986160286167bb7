// The throttler of spec 001 §9 for work that runs on every scroll or resize event: it times each run,
// keeps the last 22 samples and, after a run, waits twice their average before the next one, so cheap
// work follows the page closely and costly work yields the main thread in proportion to its cost.

export const THROTTLER = {
  /** Run times kept for the average. */
  samples: 22,
  /** The wait after a run, in average run times. */
  waitFactor: 2,
} as const;

export interface Throttled {
  /** Runs the work now, or once at the end of the current wait (calls in between are one run). */
  (): void;
  /** Drops a run waiting to happen and its timer (a teardown leaves no timer behind). */
  cancel(): void;
}

/** `work`, throttled by its own run time. `now` is the clock the run time is read from (ms). */
export function throttle(work: () => void, now: () => number = () => performance.now()): Throttled {
  const samples: number[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;

  const wait = (): number => (THROTTLER.waitFactor * samples.reduce((sum, sample) => sum + sample, 0)) / samples.length;
  const run = (): void => {
    pending = false;
    const start = now();
    try {
      work();
    } finally {
      samples.push(Math.max(0, now() - start));
      if (samples.length > THROTTLER.samples) samples.shift();
      const ms = wait();
      // Work too quick to measure needs no wait: it runs on every event.
      if (ms > 0) timer = setTimeout(afterWait, ms);
    }
  };
  const afterWait = (): void => {
    timer = undefined;
    if (pending) run();
  };

  const throttled = (): void => {
    if (timer === undefined) run();
    else pending = true;
  };
  throttled.cancel = (): void => {
    clearTimeout(timer);
    timer = undefined;
    pending = false;
  };
  return throttled;
}
