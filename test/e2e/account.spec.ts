// Accounts on the page (spec 000 §2, §7): Shift+Escape logs out, Escape leads to configuration, an owner
// is sent there on arrival (never on this machine's own host), the notice after a logout, and the
// shared dialogs the runtime uses instead of the browser's.

import type { Page } from '@playwright/test';
import { expect, test, waitForRuntime, waitForState } from './fixtures';

/** The account feature listens for keys once its chunk is live. */
const accountLive = (page: Page): Promise<void> => waitForState(page, '[data-site-runtime="account"]', 'live');

/** The fixture site under another host name, so the page is not on "localhost" (spec 000 §2). */
async function serveAs(page: Page, host: string, baseURL: string): Promise<void> {
  await page.route(`http://${host}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/config/')) return route.fulfill({ contentType: 'text/html', body: '<title>Configuration</title>' });
    try {
      await route.fulfill({ response: await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` }) });
    } catch {
      // The page went on (the redirect) while this file was on its way: nothing is waiting for it.
    }
  });
}

test('Shift+Escape logs the owner out: the Logout call, ss_lastid cleared, then the site root with logout=true', async ({
  page,
  log,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'ss_lastid', value: 'owner-1', url: baseURL ?? '' }]);
  await page.goto('/fixtures/owner.html');
  await accountLive(page);
  await page.keyboard.press('Shift+Escape');
  await expect(page).toHaveURL(/\/\?logout=true$/);
  expect((await log('/api/auth/Logout')).map((entry) => entry.method)).toEqual(['POST']);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'ss_lastid')).toBe(false);
});

test('the logout goes to the site root the context names (website.baseUrl), not this host’s', async ({ page, log }) => {
  // The site's own domain, as a host publishes it: the page here is on another (the builder's) host.
  await page.route('**/fixtures/owner.html', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/"baseUrl":"[^"]*"/, '"baseUrl":"https://fern-and-fig.example"');
    await route.fulfill({ response, body });
  });
  await page.route('https://fern-and-fig.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Site root</title>' }),
  );
  await page.goto('/fixtures/owner.html');
  await accountLive(page);
  await page.keyboard.press('Shift+Escape');
  await expect(page).toHaveURL('https://fern-and-fig.example/?logout=true');
  await expect(page).toHaveTitle('Site root');
  expect(await log('/api/auth/Logout')).toHaveLength(1);
});

test('Shift+Escape does nothing for a visitor who is not signed in', async ({ page, log }) => {
  await page.goto('/fixtures/escape-login.html');
  await accountLive(page);
  await page.keyboard.press('Shift+Escape');
  await page.keyboard.press('Tab');
  expect(await log('/api/auth/Logout')).toEqual([]);
  await expect(page).toHaveURL(/\/fixtures\/escape-login\.html$/);
});

test('after a logout the page says so, and the notice goes by itself', async ({ page, issues }) => {
  await page.goto('/fixtures/home.html?logout=true');
  const notice = page.getByRole('dialog', { name: 'Logout Successful' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('status')).toHaveText('You have been successfully logged out.');
  // Not modal: the page stays usable under it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0, { timeout: 5_000 });
  expect(issues).toEqual([]);
});

test('Escape takes a signed-in owner to configuration with the page they were on', async ({ page, baseURL }) => {
  await page.route('**/config/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Configuration</title>' }));
  await page.goto('/fixtures/owner.html?ref=menu');
  await accountLive(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${baseURL}/config/?frameUrl=%2Ffixtures%2Fowner.html%3Fref%3Dmenu`);
});

test("Escape opens the login where the site allows it; a dialog's Escape is the dialog's", async ({ page, baseURL }) => {
  await page.route('**/config/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Configuration</title>' }));
  await page.goto('/fixtures/escape-login.html?logout=true');
  await expect(page.getByRole('dialog', { name: 'Logout Successful' })).toBeVisible();
  await accountLive(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Logout Successful' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/fixtures\/escape-login\.html\?logout=true$/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${baseURL}/config/?frameUrl=%2Ffixtures%2Fescape-login.html%3Flogout%3Dtrue`);
});

test('Escape in the editing frame is handed to the editor', async ({ page }) => {
  await page.goto('/fixtures/owner-frame.html');
  await page.evaluate(() => {
    window.addEventListener('message', (event) => {
      if ((event.data as { type?: string })?.type === 'site-runtime:escape')
        document.body.dataset['escapes'] = String(Number(document.body.dataset['escapes'] ?? 0) + 1);
    });
  });
  const frame = page.frameLocator('iframe[title="Site preview"]');
  await expect(frame.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await frame.locator('body').click();
  await expect(frame.locator('[data-site-runtime="account"]')).toHaveAttribute('data-sr-state', 'live');
  await page.keyboard.press('Escape');
  await expect(page.locator('body')).toHaveAttribute('data-escapes', '1');
  await expect(page).toHaveURL(/\/fixtures\/owner-frame\.html$/);
});

test.describe('an owner arriving on the site (not this machine)', () => {
  test('is sent to configuration; not with noredirect, not as a viewer', async ({ page, baseURL }) => {
    await serveAs(page, 'cafe.test', baseURL ?? '');
    await page.goto('http://cafe.test/fixtures/owner.html?from=mail');
    await expect(page).toHaveURL('http://cafe.test/config/?frameUrl=%2Ffixtures%2Fowner.html%3Ffrom%3Dmail');
    await page.goto('http://cafe.test/fixtures/owner.html?noredirect');
    await waitForRuntime(page);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page).toHaveURL('http://cafe.test/fixtures/owner.html?noredirect');
    await page.goto('http://cafe.test/fixtures/viewer.html');
    await waitForRuntime(page);
    await expect(page).toHaveURL('http://cafe.test/fixtures/viewer.html');
  });
});
