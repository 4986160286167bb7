import type { CDPSession } from '@playwright/test';
import { expect, test, waitForRuntime, waitForState } from './fixtures';
import { analyticsLive, cycleHome as cycle } from './home-cycle';

/** Counts the listeners on document and window through the DevTools protocol. Left out: the one-shot
 *  visibilitychange listener web-vitals holds on window from a click until the next idle period. On a
 *  busy machine that period can come after any reading (CI once counted it in the first reading only);
 *  the runtime adds no one-shot visibilitychange listener, so none of its own is hidden by this. */
async function listenerCounts(cdp: CDPSession): Promise<{ document: number; window: number }> {
  const count = async (expression: string): Promise<number> => {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    return listeners.filter((listener) => !(listener.once && listener.type === 'visibilitychange')).length;
  };
  return { document: await count('document'), window: await count('window') };
}

test('20 init/destroy cycles leave the document and window listeners where they started', async ({ page, issues }) => {
  // Twenty full start-ups with islands and analytics: slow on a loaded 2-core machine, never stuck.
  test.setTimeout(90_000);
  const cdp = await page.context().newCDPSession(page);
  await page.goto('/fixtures/home.html');
  // The same islands as each cycle wakes (were one React's, its one listener on document,
  // selectionchange, would come the first time it loads and stay for the page's life).
  await page.getByRole('button', { name: 'Do you take reservations?' }).click();
  await waitForState(page, '#block-faq', 'live');
  await page.getByRole('tab', { name: 'Lunch' }).click();
  await waitForState(page, '#block-menu', 'live');
  await analyticsLive(page);
  const initialized = await listenerCounts(cdp);
  await page.evaluate(() => window.SiteRuntime!.destroy());
  const destroyed = await listenerCounts(cdp);
  expect(destroyed.document).toBeLessThan(initialized.document);

  for (let i = 0; i < 20; i += 1) await cycle(page);
  expect(await listenerCounts(cdp)).toEqual(initialized);
  await page.evaluate(() => window.SiteRuntime!.destroy());
  expect(await listenerCounts(cdp)).toEqual(destroyed);
  expect(issues).toEqual([]);
});

test('destroy restores the server HTML and init hydrates it again', async ({ page, issues }) => {
  await page.goto('/fixtures/home.html');
  const serverHtml = await page.locator('#block-faq').innerHTML();
  const second = page.getByRole('button', { name: 'Do you take reservations?' });
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  const events = await page.evaluate(async () => {
    const seen: string[] = [];
    document.addEventListener('site-runtime:destroyed', () => seen.push('destroyed'));
    const ready = new Promise((resolve) => document.addEventListener('site-runtime:ready', resolve, { once: true }));
    window.SiteRuntime!.destroy();
    const stateAfterDestroy = window.SiteRuntime!.state;
    window.SiteRuntime!.init();
    // Initialized once the page's initializers have run again (its template feature among them).
    const stateAfterInit = window.SiteRuntime!.state;
    await ready;
    seen.push('ready');
    return { seen, stateAfterDestroy, stateAfterInit, state: window.SiteRuntime!.state };
  });
  expect(events).toEqual({
    seen: ['destroyed', 'ready'],
    stateAfterDestroy: 'not initialized',
    stateAfterInit: 'not initialized',
    state: 'initialized',
  });
  expect(await page.locator('#block-faq').innerHTML()).toBe(serverHtml);
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  expect(issues).toEqual([]);
});

test('a second init is refused with a warning', async ({ page, issues }) => {
  await page.goto('/fixtures/empty.html');
  // The runtime starts after the first paint: before that, this init would be the first.
  await waitForRuntime(page);
  await page.evaluate(() => window.SiteRuntime!.init());
  expect(issues).toEqual([{ type: 'warning', text: expect.stringContaining('init() refused') }]);
  expect(await page.evaluate(() => [window.SiteRuntime!.state, typeof window.SiteRuntime!.version])).toEqual(['initialized', 'string']);
});

test('a host that calls init() before the runtime starts itself gets one start and no warning', async ({ page, issues }) => {
  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => window.SiteRuntime?.init(), { once: true }));
  await page.goto('/fixtures/home.html');
  await expect.poll(() => page.evaluate(() => window.SiteRuntime?.state)).toBe('initialized');
  await page.getByRole('button', { name: 'Do you take reservations?' }).click();
  await expect(page.getByRole('button', { name: 'Do you take reservations?' })).toHaveAttribute('aria-expanded', 'true');
  // Past the runtime's own start (a frame and a task after the first paint, or 100 ms), long since scheduled.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 120))));
  expect(issues).toEqual([]);
});

test('an unhandled data-layer failure shows the system error overlay, lazily', async ({ page, scripts }) => {
  await page.goto('/fixtures/empty.html');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((src) => src.includes('system-error'))).toBe(false);
  await page.evaluate(() => {
    const error = Object.assign(new Error('Internal server error. Please try again later.'), {
      name: 'ApiError',
      url: '/api/x',
      status: 500,
      handled: false,
    });
    void Promise.reject(error);
  });
  const dialog = page.getByRole('alertdialog', { name: 'Something Went Wrong!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Internal server error. Please try again later.');
  await expect(dialog).toContainText('/api/x');
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Clear' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeFocused();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a network failure shows the network variant, and Reload Page reloads', async ({ page }) => {
  await page.goto('/fixtures/empty.html');
  await waitForRuntime(page);
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('site-runtime:system-error', { detail: { network: true } })));
  const dialog = page.getByRole('alertdialog', { name: 'Something Went Wrong!' });
  await expect(dialog).toContainText('Unable to connect to the product. Please try again.');
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload Page' }).click()]);
  await expect(dialog).toHaveCount(0);
});
