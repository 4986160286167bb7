// Express checkout (spec 000 §3: "Store settings supply … express checkout"): where the store settings
// offer it, a product page's "Buy now" adds the size and quantity chosen and goes straight to checkout;
// where they do not, there is no such button.

import { expect, type LogEntry, test, waitForRuntime, wake } from './fixtures';

const adds = (entries: LogEntry[]): unknown[] => entries.map((entry) => [entry.method, entry.body]);

test('"Buy now" is in the server HTML, and goes straight to checkout with the size and quantity chosen', async ({ page, log, issues }) => {
  await page.goto('/fixtures/product-express.html');
  const product = page.locator('#block-product');
  // Served, so it is there before any script; the visitor's first touch is this very click.
  await expect(product.getByRole('button', { name: 'Buy now' })).toBeVisible();
  await product.getByLabel('Size').selectOption('Medium');
  await product.getByLabel('Quantity').fill('2');
  await product.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/checkout\?cartToken=[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  await expect(page.locator('#checkout-entries li')).toHaveText(['Linen apron (SQ1000002) × 2: 56.00 USD']);
  expect(adds(await log('/api/commerce/cart/items'))).toEqual([['POST', { productId: 'p-apron', sku: 'SQ1000002', quantity: 2 }]]);
  expect(await log('/commerce/goto-checkout')).toHaveLength(1);
  expect(issues).toEqual([]);
});

test('"Buy now" without a size asks for one and sends nothing; "Add to cart" still adds and stays', async ({ page, log, issues }) => {
  await page.goto('/fixtures/product-express.html');
  await waitForRuntime(page);
  const product = page.locator('#block-product');
  await product.getByRole('button', { name: 'Buy now' }).click();
  await expect(product.getByLabel('Size')).toBeFocused();
  expect(await product.getByLabel('Size').evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(true);
  // Enter in the quantity field is the form's own submit: it adds to the cart, it does not check out.
  await product.getByLabel('Size').selectOption('Small');
  await product.getByLabel('Quantity').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/fixtures/product-express.html');
  expect(adds(await log('/api/commerce/cart/items'))).toEqual([['POST', { productId: 'p-apron', sku: 'SQ1000001', quantity: 1 }]]);
  expect(await log('/commerce/goto-checkout')).toEqual([]);
  expect(issues).toEqual([]);
});

test('a sold-out size cannot be bought now either; a subscription keeps its one way to its checkout', async ({ page, issues }) => {
  await page.goto('/fixtures/product-express.html');
  await waitForRuntime(page);
  const product = page.locator('#block-product');
  await product.getByLabel('Size').selectOption('Large');
  await expect(product.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  const subscription = page.locator('#block-product-subscription');
  await expect(subscription.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(subscription.getByRole('button', { name: 'Buy now' })).toHaveCount(0);
  expect(issues).toEqual([]);
});

test('without express checkout in the store settings, a product page has no "Buy now"', async ({ page, issues }) => {
  await page.goto('/fixtures/product-physical.html');
  // Awake, so the island's own render is what is looked at, not only the server's.
  await wake(page, '#block-product');
  const product = page.locator('#block-product');
  await expect(product.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy now' })).toHaveCount(0);
  expect(issues).toEqual([]);
});
