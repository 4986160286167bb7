// The page's cumulative layout shift, as the browser measures it: what "CLS 0" tests read. Shifts right
// after an input (a click, a key) do not count, as in the metric itself.

import type { Page } from '@playwright/test';

type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
interface Watch {
  state: { cls: number };
  observer: PerformanceObserver;
  add(entries: PerformanceEntryList): void;
}

/** Starts counting from the page's first paint on (call before `page.goto`). */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { cls: 0 };
    const add = (entries: PerformanceEntryList): void => {
      for (const entry of entries as Shift[]) if (!entry.hadRecentInput) state.cls += entry.value;
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { __layoutShift: { state, observer, add } });
  });
}

/**
 * The shift so far. A shift is only measured at the next rendering update and handed to observers in a
 * later task, so this waits two frames and takes what is still queued before it sums.
 */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const { state, observer, add } = (window as unknown as { __layoutShift: Watch }).__layoutShift;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    add(observer.takeRecords());
    return state.cls;
  });
}
