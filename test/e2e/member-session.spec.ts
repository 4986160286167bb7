// The member session (spec 001 §7, spec 000 §8): a call the host answers with loginRequired opens the
// member sign-in dialog; signing in stores the session's XSRF token, and the next calls carry it in the
// site-user XSRF header. The members' shop sells a product to members only (fixtures/server/members.mjs).

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsDone } from './animations-done';
import { expect, holdRoute, test, waitForState } from './fixtures';

const PAGE = '/fixtures/members.html';
const MEMBER = { email: 'member@example.com', password: 'espresso-42' };
const TOKEN_KEY = 'SiteRuntime.siteUserXsrfToken';

/** Adds the members' print as a visitor: the host asks for a member, the sign-in dialog opens. */
async function askToSignIn(page: Page) {
  await page.goto(PAGE);
  const buy = page.locator('#block-product').getByRole('button', { name: 'Add to cart' });
  await buy.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  return { buy, dialog };
}

test('a members-only product asks a visitor to sign in; once signed in, the add goes through as the member', async ({ page, log }) => {
  const { buy, dialog } = await askToSignIn(page);
  await expect(page.locator('#block-product').getByRole('alert')).toHaveText('Unable to add item');
  await expect(dialog.getByLabel('Email')).toBeFocused();
  // The visitor's refused add went without a token.
  const [refused] = await log('/api/commerce/cart/items');
  expect(refused?.headers['x-siteuser-xsrf-token']).toBeUndefined();

  await dialog.getByLabel('Email').fill(MEMBER.email);
  await dialog.getByLabel('Password').fill(MEMBER.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'You are signed in.' }).getByRole('status')).toHaveText('You are signed in.');
  await expect(buy).toBeFocused();

  const [session] = await log('/api/site-users/account/session');
  expect(session?.method).toBe('POST');
  expect(session?.body).toEqual({ ...MEMBER, rememberMe: false });
  const token = await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
  expect(token).toMatch(/^[0-9a-f]{24}$/);

  await buy.click();
  await expect(page.locator('#block-cart')).toContainText('1');
  const adds = await log('/api/commerce/cart/items');
  expect(adds).toHaveLength(2);
  expect(adds[1]?.headers['x-siteuser-xsrf-token']).toBe(token);
});

test('a wrong password shows the host’s words and keeps the dialog; nothing is stored', async ({ page, log }) => {
  const { dialog } = await askToSignIn(page);
  await dialog.getByLabel('Email').fill(MEMBER.email);
  await dialog.getByLabel('Password').fill('latte');
  await dialog.getByLabel('Password').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Your email or password is incorrect.');
  await expect(dialog.getByLabel('Password')).toBeFocused();
  expect((await log('/api/site-users/account/session')).map((entry) => entry.body)).toEqual([
    { email: MEMBER.email, password: 'latte', rememberMe: false },
  ]);
  expect(await page.evaluate((key) => sessionStorage.getItem(key) ?? localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});

test('by keyboard: the fields say what is wrong before anything is sent, and Escape gives focus back', async ({ page, log }) => {
  const { buy, dialog } = await askToSignIn(page);
  await page.keyboard.type('member@');
  await page.keyboard.press('Enter');
  const email = dialog.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Email is not valid. Email addresses should follow the format user@domain.com.');
  await expect(dialog.getByLabel('Password')).toHaveAccessibleDescription('Enter your password.');
  await expect(email).toBeFocused();
  // Tab stays inside the modal dialog: email, password, remember, cancel, sign in, and around.
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(buy).toBeFocused();
  expect(await log('/api/site-users/account/session')).toEqual([]);
});

test('“Keep me signed in” keeps the token past the tab and the host’s cookie past the browser', async ({ page }) => {
  const { dialog } = await askToSignIn(page);
  await dialog.getByLabel('Email').fill(MEMBER.email);
  await dialog.getByLabel('Password').fill(MEMBER.password);
  await dialog.getByLabel('Keep me signed in').check();
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toHaveCount(0);
  const stored = await page.evaluate((key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }), TOKEN_KEY);
  expect(stored.local).toMatch(/^[0-9a-f]{24}$/);
  expect(stored.session).toBeNull();
  const cookie = (await page.context().cookies()).find((one) => one.name === 'SiteUserSession');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
});

test('a later loginRequired forgets the stale token and asks again', async ({ page }) => {
  await page.goto(PAGE);
  await page.evaluate((key) => sessionStorage.setItem(key, 'stale-token'), TOKEN_KEY);
  await page.locator('#block-product').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBeNull();
});

test('the sign-in dialog passes axe-core (WCAG 2.1 A and AA)', async ({ page }) => {
  const { dialog } = await askToSignIn(page);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await animationsDone(dialog);
  const results = await new AxeBuilder({ page }).include('.sr-sign-in').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('when the dialog’s code cannot load, the page says why and keeps working', async ({ page, issues }) => {
  await page.route(/\/chunks\/member-sign-in-/, (route) => route.abort());
  await page.goto(PAGE);
  const product = page.locator('#block-product');
  await product.getByRole('button', { name: 'Add to cart' }).click();
  await expect(product.getByRole('alert')).toHaveText('Unable to add item');
  await expect.poll(() => issues.some((issue) => /member-sign-in/.test(issue.text))).toBe(true);
  await expect(page.locator('[data-site-runtime="member-sign-in"]')).toHaveCount(0);
  // The product still answers.
  await product.getByRole('button', { name: 'Add to cart' }).click();
  await expect(product.getByRole('alert')).toHaveText('Unable to add item');
});

test('the sign-in asked for and the sign-in done are traced, and go out with the page', async ({ page, log }) => {
  const { dialog } = await askToSignIn(page);
  await dialog.getByLabel('Email').fill(MEMBER.email);
  await dialog.getByLabel('Password').fill(MEMBER.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto('/fixtures/empty.html');
  await expect.poll(async () => (await log('/api/events/Trace')).length).toBe(1);
  const data = (await log('/api/events/Trace'))[0]?.body as Record<string, string>;
  const traced = JSON.parse(data['data'] ?? '[]') as Array<{ type: string; data: { url: string } }>;
  expect(traced.map((one) => one.type)).toEqual(['login-required', 'member-signed-in']);
  expect(traced[0]?.data.url).toMatch(/\/api\/commerce\/cart\/items\?crumb=/);
});

test('traces go out when the page is hidden before the tracking chunk came, and only then', async ({ page, log }) => {
  // The chunk that queues traces is on its way for the whole sign-in (a slow network, a busy machine).
  const release = await holdRoute(page, /\/chunks\/tracking-\w+\.js/);
  const { dialog } = await askToSignIn(page);
  await dialog.getByLabel('Email').fill(MEMBER.email);
  await dialog.getByLabel('Password').fill(MEMBER.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toHaveCount(0);
  // The visitor switches tabs: the moment the chunk would have sent them.
  const setVisibility = (state: string) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await expect.poll(async () => (await log('/api/events/Trace')).length).toBe(1);
  const data = (await log('/api/events/Trace'))[0]?.body as Record<string, string>;
  const traced = JSON.parse(data['data'] ?? '[]') as Array<{ type: string; pageUrl: string }>;
  expect(traced.map((one) => one.type)).toEqual(['login-required', 'member-signed-in']);
  expect(traced[0]?.pageUrl).toMatch(/\/fixtures\/members\.html$/);
  // Back, the chunk comes, the page is left: what was sent is not sent again.
  await setVisibility('visible');
  const arrived = page.waitForResponse(/\/chunks\/tracking-\w+\.js/);
  release();
  await arrived;
  await page.goto('/fixtures/empty.html');
  // The next page's hit comes after anything the last one sent as it went.
  await expect.poll(async () => (await log('/api/census/RecordHit')).length).toBe(2);
  expect(await log('/api/events/Trace')).toHaveLength(1);
});

test.describe('member area (67)', () => {
  const AREA = '/fixtures/member-pricing.html';

  test('each plan’s join link carries the billing option chosen', async ({ page }) => {
    await page.goto(AREA);
    const regular = page.getByRole('link', { name: 'Join Regular' });
    await expect(regular).toHaveAttribute('href', '/fixtures/members.html?plan=regular&billing=month');
    await page.getByText('Yearly').click();
    await waitForState(page, '#block-member-pricing', 'live');
    await expect(regular).toHaveAttribute('href', '/fixtures/members.html?plan=regular&billing=year');
    await expect(page.getByRole('link', { name: 'Join Barista' })).toHaveAttribute(
      'href',
      '/fixtures/members.html?plan=barista&billing=year',
    );
  });

  test('“Sign in” opens the member sign-in; signed in, the area says so and offers to sign out', async ({ page, log }) => {
    await page.goto(AREA);
    // The server's button: the first click wakes the island and is given to it.
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email').fill(MEMBER.email);
    await dialog.getByLabel('Password').fill(MEMBER.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toHaveCount(0);
    const area = page.locator('#block-member-pricing');
    await expect(area.getByText('You are signed in.')).toBeVisible();
    await expect(area.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect((await log('/api/site-users/account/session')).map((entry) => entry.method)).toEqual(['POST']);
  });

  test('“Sign out” ends the session (the cart kept), retried once when the crumb is stale, and forgets the token', async ({
    page,
    log,
    baseURL,
  }) => {
    await page.goto(AREA);
    await page.evaluate((key) => sessionStorage.setItem(key, 'tok-area'), TOKEN_KEY);
    await page.reload();
    const area = page.locator('#block-member-pricing');
    // Woken by the toggle; the session read from storage.
    await page.getByText('Yearly').click();
    await waitForState(page, '#block-member-pricing', 'live');
    await expect(area.getByText('You are signed in.')).toBeVisible();
    // A crumb this server never issued: the first DELETE is answered crumbFail with a fresh one.
    await page.context().addCookies([{ name: 'crumb', value: 'stale', url: baseURL ?? '' }]);
    await area.getByRole('button', { name: 'Sign out' }).click();
    await expect(area.getByRole('status')).toHaveText('You are signed out.');
    await expect(area.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const calls = await log('/api/site-users/account/session');
    expect(calls.map((entry) => `${entry.method} cloneCart=${entry.query['cloneCart']}`)).toEqual([
      'DELETE cloneCart=true',
      'DELETE cloneCart=true',
    ]);
    expect(calls.map((entry) => entry.headers['x-siteuser-xsrf-token'])).toEqual(['tok-area', 'tok-area']);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });
});
