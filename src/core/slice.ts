// How long a piece of work the visitor does not wait on may hold the main thread before it yields.

/**
 * Lighthouse times a page on a phone four times slower than the machine that ran it, and a task blocks
 * past 50 ms: 12.5 ms here. A slice checks its clock between items, so the last item, and the task's own
 * cost around the slice, come on top: 8 ms leaves them 4 (at 12 ms, a quarter of the 200 slices of a
 * page of 1200 forced blocks were long tasks there).
 */
export const SLICE_MS = 8;
