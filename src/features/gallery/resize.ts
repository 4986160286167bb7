// The resize emitter (spec 001 §4, §5, §9): a flag that is on from the first qualifying resize until
// 300 ms after the last, so a gallery drops its transitions while the window is dragged, and a settled
// callback, debounced, for work that needs the final size.

export interface ResizeOptions {
  axis?: 'x' | 'y';
  /** px the size must change by to count (default 0: any change). */
  threshold?: number;
  /** ms after the last resize when the flag goes off. */
  timeout?: number;
  /** ms after the last resize when `settled` runs (the gallery's own debounce). */
  debounce?: number;
}

export const RESIZE_END_MS = 300;
export const GALLERY_RESIZE_DEBOUNCE_MS = 150;

export function validateResizeOptions(options: ResizeOptions & { resizing?: unknown }): void {
  if (options.axis !== undefined && options.axis !== 'x' && options.axis !== 'y') {
    throw new TypeError(`resize emitter: axis must be x or y (got ${JSON.stringify(options.axis)})`);
  }
  if (options.threshold !== undefined && (typeof options.threshold !== 'number' || Number.isNaN(options.threshold))) {
    throw new TypeError('resize emitter: threshold must be a number');
  }
  if (options.resizing !== undefined && typeof options.resizing !== 'boolean')
    throw new TypeError('resize emitter: resizing must be a boolean');
}

/** Watches the window; `resizing(true)` at the first qualifying resize, `resizing(false)` `timeout` ms
 *  after the last; `settled()` `debounce` ms after the last. Returns the stop function. */
export function watchResize(options: ResizeOptions, resizing: (on: boolean) => void, settled: () => void): () => void {
  validateResizeOptions(options);
  const { axis = 'x', threshold = 0, timeout = RESIZE_END_MS, debounce = GALLERY_RESIZE_DEBOUNCE_MS } = options;
  const size = (): number => (axis === 'x' ? window.innerWidth : window.innerHeight);
  let last = size();
  let on = false;
  let endTimer: ReturnType<typeof setTimeout> | undefined;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  const onResize = (): void => {
    const now = size();
    if (Math.abs(now - last) <= threshold && !on) return;
    last = now;
    if (!on) {
      on = true;
      resizing(true);
    }
    clearTimeout(endTimer);
    clearTimeout(settleTimer);
    endTimer = setTimeout(() => {
      on = false;
      resizing(false);
    }, timeout);
    settleTimer = setTimeout(settled, debounce);
  };
  window.addEventListener('resize', onResize);
  return () => {
    window.removeEventListener('resize', onResize);
    clearTimeout(endTimer);
    clearTimeout(settleTimer);
  };
}
