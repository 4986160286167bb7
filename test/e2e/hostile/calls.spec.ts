// Issue 27, calls: a host that never answers, and one that answers 200 with the wrong thing. Every call
// gives up in time (docs/architecture.md, "Timeouts"; the page's clock is run past it, no test waits real seconds),
// the visitor reads the spec's message and can try again, and what the host got is counted in its log.

import type { Page } from '@playwright/test';
import { expect, test, waitForRuntime } from '../fixtures';

/** The data layer's limits (src/core/api.ts): a read 8 s, a write 10 s. */
const READ_LIMIT_MS = 8000;
const WRITE_LIMIT_MS = 10_000;

/** The first request to `path` reaches the host, which acts on it, but its answer never comes back to
 *  the page; later ones go through. Resolves once the host has the silenced one. */
async function silenceFirst(page: Page, path: string): Promise<{ reached: Promise<void> }> {
  let silenced = false;
  let reached: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    reached = resolve;
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (silenced) return route.fallback();
      silenced = true;
      // The host answers; the page never hears it (the route is left unanswered).
      await route.fetch().catch(() => undefined);
      reached();
    },
  );
  return { reached: arrived };
}

test('Add to cart with a host that never answers: "Unable to add item" after 10 s, the button usable, one add sent', async ({
  page,
  log,
}) => {
  const add = await silenceFirst(page, '/api/commerce/cart/items');
  await page.goto('/fixtures/product-sale.html');
  await waitForRuntime(page);
  await page.clock.install();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await add.reached;
  await expect(page.getByRole('button', { name: 'Adding…' })).toHaveAttribute('aria-disabled', 'true');
  await page.clock.runFor(WRITE_LIMIT_MS);
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to add item' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Add to cart' });
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  // Nothing sent again behind the visitor's back: the host had one add.
  expect(await log('/api/commerce/cart/items')).toHaveLength(1);
});

test('a form whose save gets no answer: the spec message after 10 s, what was typed kept, and a try again stores it once', async ({
  page,
  log,
  submissions,
}) => {
  const save = await silenceFirst(page, '/api/form/SaveFormSubmission');
  await page.goto('/fixtures/form.html');
  await waitForRuntime(page);
  const form = page.locator('#block-form-redirect');
  await form.scrollIntoViewIfNeeded();
  const email = form.getByRole('textbox', { name: 'Email' });
  await email.fill('slow-host@example.com');
  await page.clock.install();
  await form.getByRole('button', { name: 'Ask' }).click();
  await save.reached;
  await expect(form.getByRole('button', { name: 'Submitting…' })).toBeVisible();
  await page.clock.runFor(WRITE_LIMIT_MS);
  await expect(form.getByRole('alert').first()).toContainText('Unknown error, please try again later.');
  await expect(email).toHaveValue('slow-host@example.com');
  // The host stored the first; trying again sends the same one-time key, which it cannot store twice.
  await form.getByRole('button', { name: 'Ask' }).click();
  await expect(form.getByRole('alert').first()).toContainText('Error processing form submission. Please reload and try again.');
  const saves = await log('/api/form/SaveFormSubmission');
  expect(saves).toHaveLength(2);
  const [first, again] = saves.map((save) => (save.body as { key?: string }).key);
  expect(first).toBeTruthy();
  expect(again).toBe(first);
  expect(await log('/api/form/FormSubmissionKey')).toHaveLength(1);
  expect(await submissions()).toHaveLength(1);
});

test('signing in with a host that never answers: "Unable to connect…" after 10 s in the dialog, the button usable again', async ({
  page,
  log,
}) => {
  await page.goto('/fixtures/members.html');
  await page.locator('#block-product').getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill('member@example.com');
  await dialog.getByLabel('Password').fill('espresso-42');
  const session = await silenceFirst(page, '/api/site-users/account/session');
  await page.clock.install();
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await session.reached;
  await expect(dialog.getByRole('button', { name: 'Signing in…' })).toHaveAttribute('aria-disabled', 'true');
  await page.clock.runFor(WRITE_LIMIT_MS);
  await expect(dialog.getByRole('alert')).toHaveText('Unable to connect…');
  await expect(dialog.getByLabel('Email')).toHaveValue('member@example.com');
  expect(await log('/api/site-users/account/session')).toHaveLength(1);
  // Trying again is the visitor's to do, and it works.
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'You are signed in.' })).toBeVisible();
  expect(await log('/api/site-users/account/session')).toHaveLength(2);
});

test('the cart page with a host that never answers: "Unable to connect. Please try again." after 8 s, not "Loading…" forever', async ({
  page,
  log,
  issues,
}) => {
  const read = await silenceFirst(page, '/api/commerce/cart');
  await page.clock.install();
  await page.goto('/fixtures/cart.html');
  await expect(page.getByRole('status').filter({ hasText: 'Loading your cart…' })).toBeVisible();
  await read.reached;
  await page.clock.runFor(READ_LIMIT_MS);
  await expect(page.locator('#cart-root').getByRole('alert').first()).toHaveText('Unable to connect. Please try again.');
  await expect(page.getByText('Loading your cart…')).toHaveCount(0);
  // The fetch helper logs the failure (spec 001 §8).
  expect(issues).toContainEqual({
    type: 'warning',
    text: 'site-runtime: the cart could not be read: Unable to connect. Please try again.',
  });
  expect(await log('/api/commerce/cart')).toHaveLength(1);
  // Trying again is a button away, and reads the cart once more.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeFocused();
  expect(await log('/api/commerce/cart')).toHaveLength(2);
});

test('the reviews page with a host that never answers: "Unable to connect. Please try again." after 8 s, not "Loading…" forever', async ({
  page,
  log,
  issues,
}) => {
  const read = await silenceFirst(page, '/api/commerce/review-requests/rr-open');
  await page.clock.install();
  await page.goto('/fixtures/reviews.html?token=rr-open');
  await expect(page.getByRole('status').filter({ hasText: 'Loading your purchase…' })).toBeVisible();
  await read.reached;
  await page.clock.runFor(READ_LIMIT_MS);
  await expect(page.getByRole('alert')).toHaveText('Unable to connect. Please try again.');
  await expect(page.getByText('Loading your purchase…')).toHaveCount(0);
  expect(issues).toContainEqual({ type: 'warning', text: expect.stringMatching(/^site-runtime: the review request could not be read: /) });
  expect(await log('/api/commerce/review-requests/rr-open')).toHaveLength(1);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('form', { name: 'Linen apron' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review your purchase' })).toBeFocused();
  expect(await log('/api/commerce/review-requests/rr-open')).toHaveLength(2);
});

test('a review request that has expired offers no "Try again": trying again cannot change it', async ({ page }) => {
  await page.goto('/fixtures/reviews.html?token=rr-expired');
  await expect(page.getByRole('alert')).toHaveText('Your review request has expired');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('a sign-in answer without its token: the visitor reads "Unable to connect…", the console the detail', async ({ page, issues }) => {
  await page.goto('/fixtures/members.html');
  await page.locator('#block-product').getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await page.route('**/api/site-users/account/session*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
  );
  await dialog.getByLabel('Email').fill('member@example.com');
  await dialog.getByLabel('Password').fill('espresso-42');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Unable to connect…');
  await expect(dialog).not.toContainText('xsrfToken');
  expect(issues.map((issue) => issue.text).join('\n')).toContain('xsrfToken');
});

for (const [junk, body] of [
  ['JSON that is not a cart', '{"ok":true}'],
  ['a cart without the product', '{"totalQuantity":0,"entries":[]}'],
  ['a text', '"Added"'],
] as const) {
  test(`Add to cart answered 200 with ${junk}: "Unable to add item", never "Added to cart."`, async ({ page }) => {
    await page.route('**/api/commerce/cart/items*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
    await page.goto('/fixtures/product-sale.html');
    await waitForRuntime(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to add item' })).toBeVisible();
    await expect(page.getByText('Added to cart.')).toHaveCount(0);
  });
}

test('a captcha that cannot load: the form says it cannot send, never the loader’s words or its address', async ({ page, issues }) => {
  await page.route('**/captcha/provider.js', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/fixtures/form.html');
  const form = page.locator('#block-form-captcha');
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('alert')).toHaveText('The CAPTCHA could not be shown, so this form cannot be sent. Please try again later.');
  await expect(form).not.toContainText('/captcha/provider.js');
  expect(issues.some((issue) => issue.text.includes('/captcha/provider.js'))).toBe(true);
});
