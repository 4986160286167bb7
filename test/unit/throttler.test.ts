// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THROTTLER, throttle } from '../../src/core/throttler';

/** A clock the work advances by its own cost, so each run "takes" `cost` ms. */
function costlyWork(cost: () => number): { work: () => void; now: () => number; runs: () => number } {
  let clock = 0;
  let runs = 0;
  return {
    work: () => {
      runs += 1;
      clock += cost();
    },
    now: () => clock,
    runs: () => runs,
  };
}

describe('throttle (spec 001 §9: 22 samples, twice the average run time)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps 22 samples and waits twice their average', () => {
    expect(THROTTLER).toEqual({ samples: 22, waitFactor: 2 });
  });

  it('runs the first call at once, then waits twice the run time before the next', () => {
    const job = costlyWork(() => 10);
    const throttled = throttle(job.work, job.now);
    throttled();
    expect(job.runs()).toBe(1);
    throttled();
    throttled();
    vi.advanceTimersByTime(19);
    expect(job.runs()).toBe(1);
    vi.advanceTimersByTime(1);
    // The calls during the wait were one run, at its end.
    expect(job.runs()).toBe(2);
    vi.advanceTimersByTime(100);
    expect(job.runs()).toBe(2);
  });

  it('averages over the last 22 runs only', () => {
    let cost = 100;
    const job = costlyWork(() => cost);
    const throttled = throttle(job.work, job.now);
    throttled();
    vi.advanceTimersByTime(200);
    cost = 1;
    // 22 cheap runs push the one costly run out of the samples.
    for (let run = 0; run < 22; run++) {
      throttled();
      vi.runOnlyPendingTimers();
    }
    const before = job.runs();
    throttled();
    expect(job.runs()).toBe(before + 1);
    throttled();
    vi.advanceTimersByTime(1);
    expect(job.runs()).toBe(before + 1);
    vi.advanceTimersByTime(1);
    expect(job.runs()).toBe(before + 2);
  });

  it('while the 100 ms run is still among the samples, the wait is twice the mean of all kept', () => {
    const costs = [100, 0, 0, 0];
    const job = costlyWork(() => costs.shift() ?? 0);
    const throttled = throttle(job.work, job.now);
    throttled(); // 100 ms: waits 200
    vi.advanceTimersByTime(200);
    throttled(); // 0 ms: mean 50, waits 100
    throttled();
    vi.advanceTimersByTime(99);
    expect(job.runs()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(job.runs()).toBe(3);
  });

  it('runs on every call when the work takes no measurable time', () => {
    const job = costlyWork(() => 0);
    const throttled = throttle(job.work, job.now);
    for (let call = 0; call < 5; call++) throttled();
    expect(job.runs()).toBe(5);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancel drops the waiting run and leaves no timer', () => {
    const job = costlyWork(() => 5);
    const throttled = throttle(job.work, job.now);
    throttled();
    throttled();
    throttled.cancel();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(job.runs()).toBe(1);
  });

  it('a run that throws is still timed', () => {
    let clock = 0;
    const throttled = throttle(
      () => {
        clock += 10;
        throw new Error('boom');
      },
      () => clock,
    );
    expect(() => throttled()).toThrow('boom');
    // Timed all the same: a failing handler does not run on every event either.
    expect(vi.getTimerCount()).toBe(1);
  });
});
