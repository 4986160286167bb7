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
  const product = page.locator('#block-product');
  const before = await product.innerHTML();
  await wake(page, '#block-product');
  expect(await product.innerHTML()).toBe(before);
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

test('an owner in trial: the notices link to trial-upgrade', async ({ page }) => {
  await settled(page, '/fixtures/upgrade-owner-trial.html');
  const links = page.locator('.sr-upgrade-notice').getByRole('link', { name: 'Upgrade from your trial' });
  await expect(links).toHaveCount(3);
  for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))) {
    expect(href).toBe(`${ADMIN}/config/settings/billing/upgrade`);
  }
  await expect(page.locator('.sr-upgrade-notice a[target="_top"]')).toHaveCount(3);
});
