// The storefront in a real browser against the local cart API: prices in two currencies, sold-out
// states, the cart indicator following every add, the cart page, and the ways to checkout.

import type { Page } from '@playwright/test';
import { expect, type LogEntry, test, waitForRuntime, waitForState, wake } from './fixtures';
import { reopenAtOnce } from './reopen-at-once';

/** The price line of the product block, as a visitor reads it (the sale words are for screen readers). */
function priceLine(page: Page) {
  return page.locator('#block-product .sr-price');
}

const PRICES: Array<[string, string, string]> = [
  ['product-physical', 'from $25.00', 'from ¥2,500'],
  ['product-sale', 'Sale price: $12.00 Original price: $18.00', 'Sale price: ¥1,200 Original price: ¥1,800'],
  ['product-digital', 'Sale price: $9.90 Original price: $15.00', 'Sale price: ¥990 Original price: ¥1,500'],
  ['product-gift-card', 'from $25.00', 'from ¥2,500'],
  ['product-service', '$60.00', '¥6,000'],
  ['product-subscription', '$16.00', '¥1,600'],
  ['product-sold-out', '$45.00', '¥4,500'],
];

for (const [name, usd, jpy] of PRICES) {
  test(`${name} shows its price in USD and JPY, server-rendered, and the same once a touch wakes it`, async ({ page, issues }) => {
    for (const [path, text] of [
      [name, usd],
      [`${name}-jpy`, jpy],
    ] as const) {
      await page.goto(`/fixtures/${path}.html`);
      await expect(priceLine(page)).toHaveText(text);
      await wake(page, '#block-product');
      await expect(priceLine(page)).toHaveText(text);
    }
    // The strike is a <del>: the original price is marked as no longer valid, not just drawn over.
    if (usd.includes('Original')) await expect(page.locator('#block-product del')).toHaveCount(1);
    expect(issues).toEqual([]);
  });
}

test("a first touch shows the server's price line without making a number formatter; a choice formats it", async ({ page, issues }) => {
  // Counts the currency formatters the page makes: a page's first costs ~40 ms on a slow phone.
  await page.addInitScript(() => {
    const Native = Intl.NumberFormat;
    const seen = { currency: 0 };
    (window as unknown as { __formatters: typeof seen }).__formatters = seen;
    Intl.NumberFormat = function (this: unknown, locales?: string | string[], options?: Intl.NumberFormatOptions) {
      if (options?.style === 'currency') seen.currency += 1;
      return new Native(locales, options);
    } as unknown as typeof Intl.NumberFormat;
  });
  const formatters = (): Promise<number> =>
    page.evaluate(() => (window as unknown as { __formatters: { currency: number } }).__formatters.currency);
  // The server's ICU may write a price otherwise than the browser's: its text is kept, not re-rendered.
  await page.route('**/fixtures/product-physical.html', async (route) => {
    const served = await (await route.fetch()).text();
    await route.fulfill({ body: served.replace('from $25.00', 'from US$25.00'), contentType: 'text/html' });
  });
  await page.goto('/fixtures/product-physical.html');
  await wake(page, '#block-product');
  await expect(priceLine(page)).toHaveText('from US$25.00');
  expect(await formatters()).toBe(0);
  await page.getByLabel('Size').selectOption('Medium');
  await expect(priceLine(page)).toHaveText('$28.00');
  expect(await formatters()).toBeGreaterThan(0);
  // Back to no choice: the line the server sent for it.
  await page.getByLabel('Size').selectOption('');
  await expect(priceLine(page)).toHaveText('from US$25.00');
  expect(issues).toEqual([]);
});

test('the price follows the chosen variant, a sold-out variant cannot be added, and units follow the store', async ({
  page,
  log,
  issues,
}) => {
  await page.goto('/fixtures/product-physical.html');
  await waitForRuntime(page);
  const size = page.getByLabel('Size');
  const buy = page.locator('#block-product').getByRole('button');
  await expect(size.locator('option')).toHaveText(['Choose Size', 'Small', 'Medium', 'Large (sold out)']);
  await size.selectOption('Medium');
  await expect(priceLine(page)).toHaveText('$28.00');
  await expect(buy).toHaveText('Add to cart');
  await size.selectOption('Small');
  await expect(page.locator('.sr-product__specs')).toHaveText('Weight0.4 lbsSize30 × 20 × 2 inches');
  await size.selectOption('Large');
  await expect(priceLine(page)).toHaveText('$32.00');
  await expect(page.locator('.sr-product__status')).toHaveText('Sold out');
  await expect(buy).toHaveText('Sold out');
  await expect(buy).toBeDisabled();
  expect(await log('/api/commerce/cart/items')).toEqual([]);
  // The yen store measures in kilograms and centimetres.
  await page.goto('/fixtures/product-physical-jpy.html');
  await waitForRuntime(page);
  await page.getByLabel('Size').selectOption('Small');
  await expect(page.locator('.sr-product__specs')).toHaveText('Weight0.4 kgSize30 × 20 × 2 cm');
  expect(issues).toEqual([]);
});

test('a product whose every variant is sold out says so and offers nothing to add', async ({ page }) => {
  await page.goto('/fixtures/product-sold-out.html');
  await expect(page.locator('.sr-product__status')).toHaveText('Sold out');
  await wake(page, '#block-product');
  await expect(page.locator('#block-product').getByRole('button', { name: 'Sold out' })).toBeDisabled();
  await expect(page.getByLabel('Colour').locator('option')).toHaveText(['Choose Colour', 'Black (sold out)', 'Red (sold out)']);
});

/** The page's reads of the whole cart (not its items). */
const cartReads = (entries: LogEntry[]): LogEntry[] =>
  entries.filter((entry) => entry.method === 'GET' && entry.path === '/api/commerce/cart');

test('adding to cart updates the header indicator without a reload, and the request carries the variant', async ({
  page,
  log,
  scripts,
}) => {
  await page.goto('/fixtures/product-physical.html');
  const indicator = page.locator('#block-cart a');
  await waitForState(page, '#block-cart', 'live');
  await expect(indicator).toHaveClass(/sr-cart-indicator--initialized/);
  await expect(indicator).toHaveClass(/sr-cart-indicator--empty/);
  await expect(indicator).toHaveAccessibleName('Cart: 0 items in cart');
  await expect(indicator.locator('.sr-cart-indicator__subtotal')).toBeEmpty();
  // A first visit has no cart cookie, so no cart: the indicator knows it is empty without asking the
  // host or fetching the read's code.
  expect(cartReads(await log('/api/commerce/cart'))).toEqual([]);
  expect(scripts.filter((script) => script.includes('cart-indicator.read'))).toEqual([]);
  await page.getByLabel('Size').selectOption('Small');
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
  await expect(indicator).toHaveAccessibleName('Cart: 2 items in cart');
  await expect(indicator.locator('.sr-cart-indicator__count')).toHaveText('2');
  await expect(indicator.locator('.sr-cart-indicator__subtotal')).toHaveText('$50.00');
  await expect(indicator).not.toHaveClass(/sr-cart-indicator--empty/);
  const adds = await log('/api/commerce/cart/items');
  expect(adds.map((entry: LogEntry) => [entry.method, entry.body])).toEqual([
    ['POST', { productId: 'p-apron', sku: 'SQ1000001', quantity: 2 }],
  ]);
  // The cart is the visitor's: the next page reads it from the host, once.
  await page.goto('/fixtures/store.html');
  await expect(page.locator('#block-cart a')).toHaveAccessibleName('Cart: 2 items in cart');
  await expect(page.locator('#block-cart .sr-cart-indicator__subtotal')).toHaveText('$50.00');
  expect(cartReads(await log('/api/commerce/cart'))).toHaveLength(1);
});

test('a failing add says "Unable to add item" and the indicator keeps its count', async ({ page }) => {
  await page.request.post('/api/test/failures', { data: { path: '/api/commerce/cart/items', status: 500, times: 1 } });
  await page.goto('/fixtures/product-sale.html');
  await waitForState(page, '#block-cart', 'live');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to add item' })).toBeVisible();
  await expect(page.locator('#block-cart a')).toHaveAccessibleName('Cart: 0 items in cart');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('#block-cart a')).toHaveAccessibleName('Cart: 1 items in cart');
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to add item' })).toHaveCount(0);
});

test('the store: a quick view is a modal dialog that records the view, adds to cart, and gives focus back', async ({
  page,
  log,
  issues,
}) => {
  await page.goto('/fixtures/store.html');
  await expect(page.locator('#block-card-p-teapot .sr-product__status')).toHaveText('Sold out');
  await expect(page.locator('#block-card-p-tote .sr-product__status')).toHaveText('Scheduled');
  const opener = page.getByRole('button', { name: 'Quick view: Stoneware mug' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Stoneware mug' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect
    .poll(async () => (await log('/api/census/RecordQuickView/')).map((entry) => entry.path))
    .toEqual(['/api/census/RecordQuickView/p-mug']);
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Added to cart.');
  // Both indicators on the page follow the one cart.
  await expect(page.locator('#block-cart a')).toHaveAccessibleName('Cart: 1 items in cart');
  await expect(page.locator('#block-cart-footer a')).toHaveAccessibleName('Cart: 1 items in cart');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // A scheduled product cannot be bought, even from its quick view.
  await page.getByRole('button', { name: 'Quick view: Canvas tote' }).click();
  const tote = page.getByRole('dialog', { name: 'Canvas tote' });
  await expect(tote.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  // A click in the dialog's own padding keeps it open; one on the backdrop closes it.
  await tote.click({ position: { x: 4, y: 4 } });
  await expect(tote).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(tote).toBeHidden();
  expect(issues).toEqual([]);
});

test('the store: a quick view shut and opened again at once stays open (the first close event comes late)', async ({ page }) => {
  await page.goto('/fixtures/store.html');
  const card = page.locator('#block-card-p-mug');
  await card.getByRole('button', { name: 'Quick view: Stoneware mug' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stoneware mug' });
  await expect(dialog).toBeVisible();
  await reopenAtOnce(card, '.sr-product__close', '.sr-product__quick-view');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
});

test('more than 100 items show "100+" and say "More than 100 items in cart"', async ({ page }) => {
  await page.goto('/fixtures/product-digital.html');
  await waitForRuntime(page);
  const crumb = (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
  await page.request.post('/api/commerce/cart/items', {
    data: { productId: 'p-apron', sku: 'SQ1000001', quantity: 1 },
    headers: { 'x-csrf-token': crumb },
  });
  await page.request.post('/api/commerce/cart/items', { data: { productId: 'p-mug', quantity: 120 }, headers: { 'x-csrf-token': crumb } });
  await page.reload();
  const indicator = page.locator('#block-cart a');
  await expect(indicator.locator('.sr-cart-indicator__count')).toHaveText('100+');
  await expect(indicator).toHaveAccessibleName('Cart: More than 100 items in cart');
});

test('a failed read of the cart leaves the indicator neutral: it says only what it knows', async ({ page, log, issues }) => {
  await addApron(page, 1);
  await page.request.post('/api/test/failures', { data: { path: '/api/commerce/cart', status: 500, times: 1 } });
  await page.goto('/fixtures/store.html');
  await waitForState(page, '#block-cart', 'live');
  // The product page before the add had no cart to read: this is the store page's one read, failed.
  await expect.poll(async () => cartReads(await log('/api/commerce/cart')).length).toBe(1);
  const indicator = page.locator('#block-cart a');
  await expect(indicator).toHaveAccessibleName('Cart');
  await expect(indicator.locator('.sr-cart-indicator__count')).toBeEmpty();
  await expect(indicator).not.toHaveClass(/sr-cart-indicator--(initialized|empty)/);
  // The next page asks again and shows it.
  await page.reload();
  await expect(indicator).toHaveAccessibleName('Cart: 1 items in cart');
  expect(issues.filter((issue) => issue.type === 'pageerror')).toEqual([]);
});

/** Adds `quantity` of the apron's Small size through the product page, as a visitor does. */
async function addApron(page: Page, quantity: number): Promise<void> {
  await page.goto('/fixtures/product-physical.html');
  await waitForRuntime(page);
  await page.getByLabel('Size').selectOption('Small');
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
}

function totals(page: Page) {
  return page.locator('.sr-cart__totals');
}

test('the cart page changes a quantity and the totals the host computes follow; remove empties it', async ({ page, log, issues }) => {
  await addApron(page, 1);
  await page.goto('/fixtures/cart.html');
  const quantity = page.getByLabel('Quantity of Linen apron');
  await expect(quantity).toHaveValue('1');
  await expect(totals(page)).toHaveText('Subtotal$25.00Tax$2.00Shipping$5.00Total$32.00');
  await quantity.fill('4');
  await quantity.press('Enter');
  // From $100 shipping is free.
  await expect(totals(page)).toHaveText('Subtotal$100.00Tax$8.00Shipping$0.00Total$108.00');
  await expect(page.locator('#block-cart a')).toHaveAccessibleName('Cart: 4 items in cart');
  await quantity.fill('5');
  await quantity.blur();
  // Five items earn 10 % off, taxed after the discount.
  await expect(totals(page)).toHaveText('Subtotal$125.00Discount−$12.50Tax$9.00Shipping$0.00Total$121.50');
  const updates = await log('/api/commerce/cart/items/');
  expect(updates.map((entry) => [entry.method, entry.body])).toEqual([
    ['PUT', { quantity: 4 }],
    ['PUT', { quantity: 5 }],
  ]);
  await page.getByRole('button', { name: 'Remove Linen apron' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.locator('#block-cart a')).toHaveAccessibleName('Cart: 0 items in cart');
  expect(issues).toEqual([]);
});

test('the cart page shows "Unable to update quantity" and "Unable to remove item", and keeps the cart as it was', async ({ page }) => {
  await addApron(page, 2);
  const cart = (await (await page.request.get('/api/commerce/cart')).json()) as { entries: Array<{ id: string }> };
  const path = `/api/commerce/cart/items/${cart.entries[0]?.id}`;
  await page.request.post('/api/test/failures', { data: { path, status: 500, times: 2 } });
  await page.goto('/fixtures/cart.html');
  const quantity = page.getByLabel('Quantity of Linen apron');
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to update quantity' })).toBeVisible();
  await expect(quantity).toHaveValue('2');
  await page.getByRole('button', { name: 'Remove Linen apron' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to remove item' })).toBeVisible();
  await expect(totals(page)).toContainText('Subtotal$50.00');
});

test('checkout without the cart cookie shows the exact alert; with it the visitor reaches checkout', async ({ page, log }) => {
  await addApron(page, 1);
  await page.goto('/fixtures/cart.html');
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeVisible();
  const cookies = await page.context().cookies();
  await page.context().clearCookies({ name: 'CART' });
  // The page's own alert dialog (src/core/dialogs.ts), not the browser's: the OK button takes focus
  // and gives it back to Checkout.
  await checkout.click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toHaveAccessibleName(
    'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
  );
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);
  await expect(checkout).toBeFocused();
  await expect(page).toHaveURL(/\/fixtures\/cart\.html$/);
  await page.context().addCookies(cookies.filter((cookie) => cookie.name === 'CART'));
  await checkout.click();
  await expect(page).toHaveURL(/\/checkout\?cartToken=[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  expect((await log('/commerce/goto-checkout')).length).toBe(1);
});

test('a subscription goes to the subscription checkout with its cart token', async ({ page }) => {
  await page.goto('/fixtures/product-subscription.html');
  await expect(page.getByText('Every 2 weeks, until cancelled')).toBeVisible();
  await waitForRuntime(page);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/checkout\/subscribe\?cartToken=[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: 'Subscription checkout' })).toBeVisible();
});

test('a gift card bought inside the editing frame goes to the gift-card checkout in the top window', async ({ page }) => {
  await page.goto('/fixtures/product-frame.html');
  const frame = page.frameLocator('iframe[title="Site preview"]');
  await page.waitForFunction(() => document.querySelector('iframe')?.contentWindow?.SiteRuntime?.state === 'initialized');
  await frame.getByLabel('Amount').selectOption('50');
  await expect(frame.locator('.sr-price')).toHaveText('$50.00');
  await frame.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/checkout\/giftcard\?websiteId=5f1e0c2a9b8d7e6f5a4b3c2d&giftCardProductId=p-gift-card&sku=SQ4000050$/);
  await expect(page.getByRole('heading', { name: 'Gift card checkout' })).toBeVisible();
});

test('the keyboard alone can choose a variant and add it to the cart', async ({ page }) => {
  await page.goto('/fixtures/product-physical.html');
  await waitForRuntime(page);
  await page.getByLabel('Size').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Size')).toHaveValue('Medium');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Quantity')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#block-cart a')).toHaveAccessibleName('Cart: 1 items in cart');
});

test('reviews: a rating is required, a sent review is stored, and each state of the request has its text', async ({
  page,
  testTag,
  issues,
}) => {
  await page.request.delete(`/__reviews?tag=${testTag}`);
  await page.goto('/fixtures/reviews.html?token=rr-open');
  const apron = page.getByRole('form', { name: 'Linen apron' });
  await expect(apron).toBeVisible();
  await expect(page.getByRole('form', { name: 'Stoneware mug' })).toBeVisible();
  await apron.getByLabel('Title').fill('Sturdy');
  await apron.getByRole('button', { name: 'Submit review' }).click();
  await expect(apron.getByRole('alert')).toHaveText('Please select a star rating');
  await expect(apron.getByRole('radio', { name: '1 star' })).toBeFocused();
  await expect(apron.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription('Please select a star rating');
  // The keyboard moves through the stars as through any radio group.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(apron.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await apron.getByLabel('Your review').fill('Good pockets.');
  await apron.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for reviewing Linen apron.' })).toBeVisible();
  const stored = (await (await page.request.get(`/__reviews?tag=${testTag}`)).json()) as Array<Record<string, unknown>>;
  expect(stored).toEqual([
    expect.objectContaining({ token: 'rr-open', productId: 'p-apron', rating: 4, title: 'Sturdy', body: 'Good pockets.' }),
  ]);

  for (const [token, text] of [
    ['rr-expired', 'Your review request has expired'],
    ['rr-reviewed', 'You have already reviewed this purchase'],
    ['rr-empty', 'There are no products to review'],
  ]) {
    await page.goto(`/fixtures/reviews.html?token=${token}`);
    await expect(page.getByRole('alert')).toHaveText(text!);
    await expect(page.getByRole('form')).toHaveCount(0);
  }
  // The browser's line for each refused read, and the fetch helper's (spec 001 §8: it logs the error).
  expect(issues.filter((issue) => !/status of (404|409|410)/.test(issue.text))).toEqual([
    { type: 'warning', text: 'site-runtime: the review request could not be read: Your review request has expired' },
    { type: 'warning', text: 'site-runtime: the review request could not be read: You have already reviewed this purchase' },
    { type: 'warning', text: 'site-runtime: the review request could not be read: There are no products to review' },
  ]);
});

test('member pricing toggles between its two billing options, by pointer and by keyboard', async ({ page, issues }) => {
  await page.goto('/fixtures/member-pricing.html');
  const prices = page.locator('.sr-member-pricing__price');
  await expect(prices).toHaveText(['$15.00 / month', '$45.00 / month']);
  await page.getByText('Yearly').click();
  await waitForState(page, '#block-member-pricing', 'live');
  await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await expect(prices).toHaveText(['$150.00 / year', '$450.00 / year']);
  await page.getByRole('radio', { name: 'Yearly' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(prices).toHaveText(['$15.00 / month', '$45.00 / month']);
  expect(issues).toEqual([]);
});
