// The donation block: its button goes to the donation checkout (the fixture server's stand-in page), in the top window from the editing
// frame; a block without a button is a console error and nothing else breaks.

import { expect, test } from './fixtures';

const CHECKOUT = /\/checkout\/donate\?donatePageId=6541a1b2c3d4e5f6a7b8c9d0$/;

test('the donate button goes to the donation checkout; a block without one logs a console error', async ({ page, issues }) => {
  await page.goto('/fixtures/donation.html');
  await expect.poll(() => issues.map((issue) => issue.text)).toEqual(['Donation block #block-donation-broken has no donate button.']);
  await expect(page.getByText('This donation block lost its button.')).toBeVisible();
  await page.getByRole('link', { name: 'Donate' }).click();
  await expect(page).toHaveURL(CHECKOUT);
  await expect(page.getByRole('heading', { name: 'Donation checkout' })).toBeVisible();
});

test('inside the editing frame, the checkout opens in the top window', async ({ page }) => {
  await page.goto('/fixtures/donation-frame.html');
  const frame = page.frameLocator('iframe[title="Site preview"]');
  await frame.getByRole('link', { name: 'Donate' }).click();
  await expect(page).toHaveURL(CHECKOUT);
  await expect(page.getByRole('heading', { name: 'Donation checkout' })).toBeVisible();
});
