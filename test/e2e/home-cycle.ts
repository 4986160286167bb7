// One destroy() and init() of the home page with its islands woken, as the lifecycle checks count
// what a cycle leaves behind (listeners in lifecycle.spec.ts, DOM nodes in hostile/perf.spec.ts).

import type { Page } from '@playwright/test';
import { expect, waitForState } from './fixtures';

/** destroy() and init(), with home's islands woken (their server HTML wired and unwired each time; React
 *  islands' roots are counted by editing-frame.spec.ts's rounds of every block) and visitor analytics
 *  live again. On a page whose own start has run (waitForRuntime): before it, destroy() has nothing to
 *  stop, and that start, late on a busy machine, may come before init(). */
export async function cycleHome(page: Page): Promise<void> {
  await page.evaluate(() => window.SiteRuntime!.destroy());
  await page.evaluate(() => window.SiteRuntime!.init());
  // Wake the islands in every cycle, so their listeners are added and removed too.
  await page.getByRole('button', { name: 'Do you take reservations?' }).click();
  await waitForState(page, '#block-faq', 'live');
  await page.getByRole('tab', { name: 'Lunch' }).click();
  await waitForState(page, '#block-menu', 'live');
  await analyticsLive(page);
}

/** Visitor analytics starts in idle time after load: counts are compared once it has, and once no
 *  block is still loading (a loading block has the click hold listening on document: the button in
 *  the accordion's server HTML starts only after the accordion is live). web-vitals adds one-shot
 *  input listeners (LCP stops at the first input) that a click outside every block spends, so both
 *  counts are taken in the same state whatever the order of start-up and clicks. */
export async function analyticsLive(page: Page): Promise<void> {
  await waitForState(page, '[data-site-runtime="visitor-analytics"]', 'live');
  await waitForState(page, '#block-nested-button', 'live');
  await expect(page.locator('[data-sr-state="loading"]')).toHaveCount(0);
  await page.mouse.click(2, 2);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 500 })));
}
