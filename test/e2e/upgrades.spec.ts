import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForRuntime, waitForState, wake } from './fixtures';

// Upgrade destinations and entitlements (spec 001 §2, §3, §8): a plan without the lightbox and commerce.
// Visitors: the warning, no lightbox, the product's server HTML as it is, no notice. Owners: a notice
// after each block, linking to upgrade (paid) or trial-upgrade (trial) on the admin host.

const WARNING = 'lightboxify is not available in this tier!';
const ADMIN = 'https://fixture-cafe.builder.example';

async function settled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForRuntime(page);
  await waitForState(page, '#block-gallery-grid', 'live');
  await waitForState(page, '#block-image-lightbox', 'live');
  await page.locator('#block-gallery-grid').scrollIntoViewIfNeeded();
  await expect(page.locator('#block-gallery-grid')).toHaveAttribute('data-sr-island', 'awake');
}

test('a visitor: the warning, no lightbox opens, the product stays the server HTML, no notice', async ({ page, issues }) => {
  await settled(page, '/fixtures/upgrade.html');
  await expect.poll(() => issues.filter((issue) => issue.type === 'warning').map((issue) => issue.text)).toEqual([WARNING, WARNING]);
  await page.locator('#block-gallery-grid img').nth(1).click();
  await page.locator('#block-image-lightbox img').click();
  await expect(page.locator('#block-image-lightbox .image-block-wrapper')).not.toHaveAttribute('role', 'button');
  // No island takes the product: choosing a size changes no price, and its button cannot buy.
  const product = page.locator('#block-product');
  await wake(page, '#block-product');
  await product.getByLabel('Size').selectOption('Medium');
  await expect(product.locator('.sr-price')).toHaveText('from $25.00');
  await expect(product.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  // Enter in a field sends no native form either (it would reload the page with the choice in its address).
  await product.getByLabel('Quantity').press('Enter');
  await expect(product.locator('.sr-price')).toHaveText('from $25.00');
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.sr-upgrade-notice')).toHaveCount(0);
  expect(issues.filter((issue) => issue.type !== 'warning')).toEqual([]);
});

test('an owner of a paid site: a notice after each block, linking to upgrade; keyboard and axe', async ({ page, issues }) => {
  await settled(page, '/fixtures/upgrade-owner.html');
  const lightbox = page.locator('[data-sr-upgrade="lightbox"]');
  await expect(lightbox).toHaveCount(2);
  await expect(page.locator('#block-gallery-grid + [data-sr-upgrade="lightbox"]')).toContainText(
    'the lightbox is not part of this site’s plan',
  );
  const link = page.locator('#block-image-lightbox + .sr-upgrade-notice').getByRole('link', { name: 'Upgrade your plan' });
  await expect(link).toHaveAttribute('href', `${ADMIN}/config/settings/billing/subscriptions/website`);
  await page.locator('#block-image-lightbox img').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The product's notice from the start; once the block's own code wakes, still one.
  const commerce = page.locator('#block-product + [data-sr-upgrade="commerce"]');
  await expect(commerce).toContainText('commerce is not part of this site’s plan');
  await expect(commerce.getByRole('link')).toHaveAttribute('href', `${ADMIN}/config/settings/billing/subscriptions/website`);
  await wake(page, '#block-product');
  await expect(page.locator('[data-sr-upgrade="commerce"]')).toHaveCount(1);

  // Keyboard: Tab from the image block's notice link's predecessor reaches it.
  await page.locator('#block-gallery-grid + .sr-upgrade-notice a').focus();
  let reached = false;
  for (let i = 0; i < 20 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await link.evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);

  const axe = await new AxeBuilder({ page }).include('.sr-upgrade-notice').analyze();
  expect(axe.violations).toEqual([]);
  expect(issues.filter((issue) => issue.text !== WARNING)).toEqual([]);
});

test('an owner editing: a notice goes with its block, and a product block added gets one', async ({ page, issues }) => {
  await settled(page, '/fixtures/upgrade-owner.html');
  await expect(page.locator('[data-sr-upgrade="lightbox"]')).toHaveCount(2);
  await expect(page.locator('[data-sr-upgrade="commerce"]')).toHaveCount(1);
  // As the editor does it: the DOM changed, then refresh(root).
  await page.evaluate(() => {
    document.getElementById('block-image-lightbox')?.remove();
    const copy = document.getElementById('block-product')?.cloneNode(true);
    if (!(copy instanceof HTMLElement)) throw new Error('no product block to copy');
    copy.id = 'block-product-added';
    copy.removeAttribute('data-sr-state');
    document.querySelector('h1')?.after(copy);
    window.SiteRuntime?.refresh(document);
  });
  await expect(page.locator('[data-sr-upgrade="lightbox"]')).toHaveCount(1);
  await expect(page.locator('#block-gallery-grid + [data-sr-upgrade="lightbox"]')).toHaveCount(1);
  await expect(page.locator('#block-product-added + [data-sr-upgrade="commerce"]')).toHaveCount(1);
  await page.evaluate(() => {
    document.getElementById('block-product')?.remove();
    window.SiteRuntime?.refresh(document);
  });
  await expect(page.locator('[data-sr-upgrade="commerce"]')).toHaveCount(1);
  expect(issues.filter((issue) => issue.text !== WARNING)).toEqual([]);
});

test('a plan without gift cards and subscriptions: those two stay as served, the physical product sells', async ({ page, log, issues }) => {
  await page.goto('/fixtures/upgrade-kinds.html');
  await waitForRuntime(page);
  // No island took them: the gift card's amount changes no price, and neither can be bought.
  const giftCard = page.locator('#block-product-gift-card');
  await wake(page, '#block-product-gift-card');
  await giftCard.getByLabel('Amount').selectOption('50');
  await expect(giftCard.locator('.sr-price')).toHaveText('from $25.00');
  await expect(giftCard.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  await wake(page, '#block-product-subscription');
  await expect(page.locator('#block-product-subscription').getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  expect(await log('/api/commerce/cart')).toEqual([]);
  const physical = page.locator('#block-product-physical');
  await physical.getByLabel('Size').selectOption('Small');
  await physical.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
  await expect(page.locator('.sr-upgrade-notice')).toHaveCount(0);
  expect(issues).toEqual([]);
});

test('its owner: a notice after the gift card and after the subscription, from the start', async ({ page, issues }) => {
  await page.goto('/fixtures/upgrade-kinds-owner.html');
  await waitForRuntime(page);
  const giftCards = page.locator('#block-product-gift-card + [data-sr-upgrade="gift-cards"]');
  await expect(giftCards).toContainText('gift cards are not part of this site’s plan');
  await expect(giftCards.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
    'href',
    `${ADMIN}/config/settings/billing/subscriptions/website`,
  );
  await expect(page.locator('#block-product-subscription + [data-sr-upgrade="subscriptions"]')).toContainText(
    'subscriptions are not part of this site’s plan',
  );
  await expect(page.locator('#block-product-physical + .sr-upgrade-notice')).toHaveCount(0);
  // Once the block's own code wakes, still one notice each.
  await wake(page, '#block-product-gift-card');
  await expect(page.locator('.sr-upgrade-notice')).toHaveCount(2);
  const axe = await new AxeBuilder({ page }).include('.sr-upgrade-notice').analyze();
  expect(axe.violations).toEqual([]);
  expect(issues).toEqual([]);
});

test('an owner in trial: the notices link to trial-upgrade', async ({ page }) => {
  await settled(page, '/fixtures/upgrade-owner-trial.html');
  const links = page.locator('.sr-upgrade-notice').getByRole('link', { name: 'Upgrade from your trial' });
  await expect(links).toHaveCount(3);
  for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))) {
    expect(href).toBe(`${ADMIN}/config/settings/billing/upgrade`);
  }
  await expect(page.locator('.sr-upgrade-notice a[target="_top"]')).toHaveCount(3);
});

for (const [name, status] of [
  ['upgrade-owner-resold', 'resold'],
  ['upgrade-owner-resold-grace', 'in its resold grace period'],
] as const) {
  test(`an owner of a site ${status}: the plan holds, but no upgrade notice (spec 001 §3)`, async ({ page, issues }) => {
    await settled(page, `/fixtures/${name}.html`);
    // The plan is the same: the warnings, no lightbox, a product that cannot buy.
    await expect.poll(() => issues.filter((issue) => issue.type === 'warning').map((issue) => issue.text)).toEqual([WARNING, WARNING]);
    await page.locator('#block-image-lightbox img').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await wake(page, '#block-product');
    await expect(page.locator('#block-product').getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    // The blocks said what they lack, and still no notice is drawn once the account's chunk has run.
    await expect(page.locator('[data-sr-upgrade-needed]')).toHaveCount(3);
    await waitForState(page, '[data-site-runtime="account"]', 'live');
    await expect(page.locator('.sr-upgrade-notice')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Upgrade/ })).toHaveCount(0);
    expect(issues.filter((issue) => issue.type !== 'warning')).toEqual([]);
  });
}
