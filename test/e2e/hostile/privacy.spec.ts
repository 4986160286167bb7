// Issue 27, privacy: what the runtime keeps about a visitor, and where a key goes. Cookies on https are
// Secure (item 8); a Decline forgets the visitor in storage and in the storage fallback cookies too
// (item 9); a key a widget used is never also the page's Escape shortcut (item 17); a logout clears the
// shared identity cookie on the parent domain as well as on this host (item 18).
//
// The site is served under other origins by routing them to the fixture server (serveAs): Chromium takes
// a routed https page as a secure context, so it keeps or refuses `Secure` as it would for the real site,
// and a real domain name has a parent domain a cookie can live on.

import type { Cookie, Page } from '@playwright/test';
import { expect, test, waitForRuntime, waitForState } from '../fixtures';

const HTTPS_SITE = 'https://shop.example.test';
const HTTP_SITE = 'http://shop.example.test';

/** Every request to `origin` is answered by the fixture server, and carries this test's tag. */
async function serveAs(page: Page, origin: string, baseURL: string, tag: string): Promise<void> {
  await page.context().addCookies([{ name: 'sr_test', value: tag, url: origin }]);
  await page.route(`${origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    try {
      await route.fulfill({ response: await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` }) });
    } catch {
      // The page went on while this file was on its way: nothing is waiting for it.
    }
  });
}

/** Runs in the page before its scripts: storage throws, as in a sandboxed frame or a locked-down browser. */
function denyStorage(): void {
  const denied = (): never => {
    throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied.", 'SecurityError');
  };
  for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, { configurable: true, get: denied });
}

const cookieNamed = async (page: Page, name: string): Promise<Cookie | undefined> =>
  (await page.context().cookies()).find((cookie) => cookie.name === name);

const trackingCookies = async (page: Page): Promise<string[]> =>
  (await page.context().cookies())
    .map((cookie) => `${cookie.name}@${cookie.domain}`)
    .filter((name) => /^(ss_cvr|ss_cvt|SS_ANALYTICS_ID|srls_SS_\w+|ss_lastid)@/.test(name))
    .sort();

const storedIds = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('SS_'))
      .sort(),
  );

// The cookies the runtime writes on the cookie popup page with storage refused: the choice, the visitor
// cookies, the analytics id, and the session keys' fallbacks.
const WRITTEN = [
  'SS_ANALYTICS_ID',
  'srls_SS_HAS_LANDED',
  'srls_SS_IS_FIRST_SESSION',
  'srls_SS_SESSION_ID',
  'ss_cookieAllowed',
  'ss_cvr',
  'ss_cvt',
];

test('item 8: on https every cookie the runtime writes is Secure (consent, visitor, analytics id, srls_ fallbacks)', async ({
  page,
  baseURL,
  testTag,
}) => {
  await page.addInitScript(denyStorage);
  await serveAs(page, HTTPS_SITE, baseURL!, testTag);
  await page.goto(`${HTTPS_SITE}/fixtures/consent-popup.html`);
  // The routed page is what the real site is to the browser: https, a secure context.
  expect(await page.evaluate(() => [location.protocol, isSecureContext])).toEqual(['https:', true]);
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Allow cookies' }).click();
  const ours = async (): Promise<Cookie[]> => (await page.context().cookies(HTTPS_SITE)).filter((cookie) => WRITTEN.includes(cookie.name));
  // Visitor analytics write theirs after the load event.
  await expect.poll(async () => (await ours()).map((cookie) => cookie.name).sort()).toEqual(WRITTEN);
  expect((await ours()).filter((cookie) => !cookie.secure).map((cookie) => cookie.name)).toEqual([]);
});

test('item 8: on http the same cookies are written, without Secure (a browser would drop a Secure one there)', async ({ page }) => {
  await page.goto('/fixtures/consent-popup.html');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'No, thanks' }).click();
  const choice = await cookieNamed(page, 'ss_cookieAllowed');
  expect([choice?.value, choice?.secure]).toEqual(['false', false]);
});

test('item 9: a Decline after an Accept forgets the visitor: tracking cookies and the identifiers in local storage', async ({ page }) => {
  await page.goto('/fixtures/consent-popup.html');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Allow cookies' }).click();
  const ids = ['SS_ANALYTICS_EXPIRATION', 'SS_ANALYTICS_ID', 'SS_HAS_LANDED', 'SS_IS_FIRST_SESSION', 'SS_SESSION_ID'];
  await expect.poll(() => storedIds(page)).toEqual(ids);
  expect((await trackingCookies(page)).map((name) => name.split('@')[0])).toEqual(['SS_ANALYTICS_ID', 'ss_cvr', 'ss_cvt']);

  // 30 days on, the choice has expired: the banner asks again, and the visitor declines.
  await page.context().clearCookies({ name: 'ss_cookieAllowed' });
  await page.reload();
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'No, thanks' }).click();
  await expect(banner).toHaveCount(0);
  expect(await storedIds(page)).toEqual([]);
  expect(await trackingCookies(page)).toEqual([]);
  // And it stays so: the next page keeps nothing.
  await page.reload();
  await waitForRuntime(page);
  await page.waitForLoadState('networkidle');
  expect(await storedIds(page)).toEqual([]);
  expect(await trackingCookies(page)).toEqual([]);
});

test('item 9: where storage throws, a Decline also clears the srls_ fallback cookies of the identifiers', async ({ page }) => {
  await page.addInitScript(denyStorage);
  await page.goto('/fixtures/consent-popup.html');
  // No restrictive policy: analytics count the visit before a choice, into the fallback cookies.
  await expect.poll(async () => (await trackingCookies(page)).filter((name) => name.startsWith('srls_')).length).toBe(3);
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'No, thanks' }).click();
  expect(await trackingCookies(page)).toEqual([]);
});

interface NavigationEvents {
  addEventListener(type: 'navigate', listener: (event: Event & { destination: { url: string } }) => void): void;
}

/** Records where the page asks to go, and keeps it here (the Navigation API's `navigate` event comes
 *  within the page's own `location.assign`, so the record is complete when the key press is). */
async function recordLeaving(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const leaving: string[] = [];
    (window as unknown as { __leaving: string[] }).__leaving = leaving;
    (window as unknown as { navigation: NavigationEvents }).navigation.addEventListener('navigate', (event) => {
      leaving.push(new URL(event.destination.url).pathname);
      event.preventDefault();
    });
  });
  return () => page.evaluate(() => (window as unknown as { __leaving: string[] }).__leaving);
}

/** The Escape page with the account's keys live, and a record of where the page asks to go. */
async function openEscapePage(page: Page): Promise<() => Promise<string[]>> {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/fixtures/hostile-escape-widgets.html');
  await waitForState(page, '[data-site-runtime="account"]', 'live');
  return recordLeaving(page);
}

test('item 17: an Escape that closed the Hours list is not also the page shortcut to the login', async ({ page }) => {
  const leaving = await openEscapePage(page);
  const hours = page.getByRole('navigation', { name: 'Contact' }).getByRole('button', { name: 'Hours' });
  await hours.focus();
  await page.keyboard.press('Enter');
  await expect(hours).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(hours).toHaveAttribute('aria-expanded', 'false');
  expect(await leaving()).toEqual([]);
  // With the list closed, Escape is the page's: the login.
  await page.keyboard.press('Escape');
  expect(await leaving()).toEqual(['/config/']);
});

test('item 17: an Escape that hid a chart tooltip is not also the page shortcut to the login', async ({ page }) => {
  const leaving = await openEscapePage(page);
  const chart = page.locator('#block-escape-chart');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('data-sr-state', 'live');
  const point = chart.getByRole('img', { name: 'January: 420' });
  await point.focus();
  // The runtime's one tooltip (island/tooltip.ts).
  const tip = page.locator('#sr-tooltip');
  await expect(tip).toHaveText('January: 420');
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  expect(await leaving()).toEqual([]);
  // With nothing shown, Escape is the page's: the login.
  await page.keyboard.press('Escape');
  expect(await leaving()).toEqual(['/config/']);
});

test('item 18: a logout clears the shared identity cookie on the parent domain as well as on this host', async ({
  page,
  baseURL,
  testTag,
  log,
}) => {
  await serveAs(page, HTTP_SITE, baseURL!, testTag);
  await page.context().addCookies([
    { name: 'ss_lastid', value: 'owner-1', url: HTTP_SITE },
    { name: 'ss_lastid', value: 'owner-1', domain: '.example.test', path: '/' },
  ]);
  expect(await trackingCookies(page)).toEqual(['ss_lastid@.example.test', 'ss_lastid@shop.example.test']);
  // noredirect: an owner arriving on a real host name is otherwise sent to configuration at once.
  await page.goto(`${HTTP_SITE}/fixtures/owner.html?noredirect`);
  await waitForState(page, '[data-site-runtime="account"]', 'live');
  await page.keyboard.press('Shift+Escape');
  await expect(page).toHaveURL(`${HTTP_SITE}/?logout=true`);
  expect((await log('/api/auth/Logout')).map((entry) => entry.method)).toEqual(['POST']);
  expect(await trackingCookies(page)).toEqual([]);
});
