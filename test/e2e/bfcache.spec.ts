// The back/forward cache: no beacon may cost a page its place in it. Playwright starts Chromium with
// --disable-back-forward-cache, so this file drops that flag.

import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { expect, test } from './fixtures';

const executablePath = findChromium();
test.use({
  launchOptions: {
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    ...(executablePath ? { executablePath } : {}),
  },
});

test('a page left and restored comes back from the back/forward cache, and still works', async ({ page, log }) => {
  await page.addInitScript(() => {
    const shows: boolean[] = [];
    (window as unknown as { __pageshows: boolean[] }).__pageshows = shows;
    window.addEventListener('pageshow', (event) => shows.push(event.persisted));
  });
  await page.goto('/fixtures/home.html');
  // Everything that listens for the page going away is running: analytics, the reporter, trace.
  await expect.poll(async () => (await log('/api/census/RecordHit')).length).toBe(1);
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
  expect(listeners.map((listener) => listener.type)).not.toContain('unload');
  expect(listeners.map((listener) => listener.type)).not.toContain('beforeunload');

  await page.goto('/fixtures/empty.html');
  // A page restored from the cache fires no load event.
  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __pageshows?: boolean[] }).__pageshows)).toEqual([false, true]);
  expect(await page.evaluate(() => window.SiteRuntime?.state)).toBe('initialized');
  const question = page.getByRole('button', { name: 'Do you take reservations?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
});
