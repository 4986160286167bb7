// Roles on real pages (spec 000 §6): an admin's events reach the site's other tabs and never the host's
// counts (that only the admin permission broadcasts is test/unit/events.test.ts's); logged-in users get the
// announcement bar and the popup overlay loaded as visitors do.

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Serves `path` with a signed-in account in its context: the owner, with the admin permission. */
async function signedIn(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const account = `"authenticatedAccount":{"id":"6a1b2c3d4e5f60718293a4b5"},"accessPermissions":["admin"]`;
    await route.fulfill({ response, body: (await response.text()).replace('"authenticatedAccount":null', account) });
  });
}

test('an admin’s play on a page is heard in the site’s other tab, and the host counts nothing', async ({ page, context }) => {
  const other = await context.newPage();
  await other.goto('/fixtures/empty.html');
  await other.evaluate(() => {
    const heard: unknown[] = [];
    Object.assign(window, { heard });
    new BroadcastChannel('site-runtime:tracking').onmessage = (event) => heard.push(event.data);
  });
  const heard = (): Promise<unknown[]> => other.evaluate(() => (window as unknown as { heard: unknown[] }).heard);

  await signedIn(page, '/fixtures/media.html');
  // What the admin's page asks of the host, in the order the browser sends it.
  const sent: string[] = [];
  page.on('request', (request) => sent.push(new URL(request.url()).pathname));
  await page.goto('/fixtures/media.html');
  await page.getByRole('button', { name: 'Play video: Harbour at dawn' }).click();
  await expect.poll(heard).toHaveLength(1);
  expect((await heard())[0]).toMatchObject({
    schema: 'site_runtime_visitor_event',
    commonData: { action: 'play', object_type: 'video', object_identifier: 'block-video-youtube' },
    customData: { event_type: 21, event_name: 'video' },
  });
  // Never a counted visitor: analytics ran (it sends the pageview as it starts) and the play was handled
  // (its broadcast comes right before a counted event's calls); a call made after those is sent after
  // theirs, so none of them was made if none came before it.
  await expect(page.locator('[data-site-runtime="visitor-analytics"]')).toHaveAttribute('data-sr-state', 'live');
  await page.evaluate(() => fetch('/api/test/echo').then((answer) => answer.text()));
  expect(sent).toContain('/api/test/echo');
  expect(sent.filter((path) => /^\/api\/(census\/RecordHit|v1\/events|events\/RecordEvent)$/.test(path))).toEqual([]);
});

test('a logged-in user gets the announcement bar and the popup overlay, as a visitor does', async ({ page }) => {
  await signedIn(page, '/fixtures/chrome-announcement-overlay.html');
  await page.goto('/fixtures/chrome-announcement-overlay.html');
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  await signedIn(page, '/fixtures/popup-overlay.html');
  await page.goto('/fixtures/popup-overlay.html');
  await expect(page.getByRole('dialog', { name: 'Join the café club' })).toBeVisible();
});
