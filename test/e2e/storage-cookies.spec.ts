// Storage and cookies refused (storage-conditions.ts): under each, the cart and a form are used, and say
// what the visitor can do. Every page under each: old-browsers.spec.ts, beside one of its browsers.

import { type PageRun, recorder } from './every-page';
import { expect, test, waitForRuntime } from './fixtures';
import { breakStorage, STORAGE_CONDITIONS, storageProblems } from './storage-conditions';

for (const condition of STORAGE_CONDITIONS) {
  test(`${condition}: the cart and a form work, the storage warning at most once a page`, async ({ page }) => {
    await page.addInitScript(breakStorage, condition);
    const record = recorder(page);
    // The cart: an apron added, the cart page shows it, checkout answers as the cookies allow. Each
    // document has a record of its own (each may warn once).
    const flow = (name: string): PageRun => record.start({ name, context: undefined });
    const runs = [flow('product-physical')];
    await page.goto('/fixtures/product-physical.html');
    await waitForRuntime(page);
    await page.getByLabel('Size').selectOption('Small');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    if (condition === 'cookies disabled') {
      // The page cannot read the crumb cookie, so the host refuses the add (401 crumbFail, twice): the
      // visitor is told, nothing breaks. A cart made before cookies went off still reaches the cart page.
      await expect(page.getByRole('alert').filter({ hasText: 'Unable to add item' })).toBeVisible();
      const crumb = (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
      const added = await page.request.post('/api/commerce/cart/items', {
        headers: { 'X-CSRF-Token': crumb },
        data: { productId: 'p-apron', sku: 'SQ1000001' },
      });
      expect(added.status()).toBe(200);
    } else {
      await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
    }
    runs.push(flow('cart'));
    await page.goto('/fixtures/cart.html');
    await expect(page.getByLabel('Quantity of Linen apron')).toHaveValue('1');
    await page.getByRole('button', { name: 'Checkout' }).click();
    if (condition === 'cookies disabled') {
      await expect(page.getByRole('alertdialog')).toHaveAccessibleName(
        'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
      );
    } else {
      await expect(page).toHaveURL(/\/checkout\?cartToken=[0-9a-f]{24}$/);
      await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
    }

    // A form: the newsletter signs the visitor up (with cookies disabled the host refuses it, and says so).
    runs.push(flow('newsletter'));
    await page.goto('/fixtures/newsletter.html');
    const box = page.locator('#block-newsletter');
    await box.getByRole('textbox', { name: 'First Name' }).fill('Grace');
    await box.getByRole('textbox', { name: 'Email Address' }).fill('grace@example.com');
    await box.getByRole('button', { name: 'Sign up' }).click();
    if (condition === 'cookies disabled') await expect(box.getByRole('alert')).toBeVisible();
    else await expect(box.getByRole('status')).toHaveText('Thank you for signing up.');
    expect(runs.flatMap(storageProblems)).toEqual([]);
  });
}
