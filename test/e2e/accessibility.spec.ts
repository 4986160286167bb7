// axe-core on what the loop over every page (faults.spec.ts's first load) cannot reach by scrolling:
// states a visitor makes (errors shown, an item added) and every dialog the runtime opens. Dialogs
// checked elsewhere, where they are opened anyway: the lightbox (gallery.spec.ts, images.spec.ts), the
// popup overlay (popup-overlay.spec.ts), the sign-in dialog (member-session.spec.ts), "Preview Only"
// (booking.spec.ts).

import { animationsDone } from './animations-done';
import { violations } from './axe';
import { expect, test, waitForRuntime, waitForState, wake } from './fixtures';

test('home has no accessibility violations, server-rendered or live', async ({ page }) => {
  await page.goto('/fixtures/home.html');
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Do you take reservations?' }).click();
  await page.getByRole('tab', { name: 'Dinner' }).click();
  await waitForState(page, '#block-faq', 'live');
  await waitForState(page, '#block-menu', 'live');
  // Checked once the panels have moved: half shut, the first panel's small "Call us" button sits clipped
  // against the headers, and axe measures it so (a clean-clone run's target-size finding).
  await expect(page.getByRole('button', { name: 'Do you take reservations?' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Call us' })).toBeHidden();
  expect(await violations(page)).toEqual([]);
});

for (const name of ['consent-bar', 'consent-popup']) {
  test(`${name}: the cookie banner has no accessibility violations`, async ({ page }) => {
    await page.goto(`/fixtures/${name}.html`);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

for (const [name, blocks] of [
  ['form', ['block-form-every-field', 'block-form-captcha', 'block-form-redirect']],
  ['newsletter', ['block-newsletter', 'block-newsletter-narrow']],
] as const) {
  test(`${name}: forms have no accessibility violations, live and with errors shown`, async ({ page }) => {
    await page.goto(`/fixtures/${name}.html`);
    for (const id of blocks) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await waitForState(page, `#${id}`, 'live');
    }
    expect(await violations(page)).toEqual([]);
    await page.locator(`#${blocks[0]}`).getByRole('button').last().click();
    await expect(page.locator(`#${blocks[0]}`).locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test("the builder's 7.0 form at a phone's width: its radio buttons are targets a finger can press", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/fixtures/builder-forms-70.html');
  const form = page.locator('#block-yui_3_17_2_1_1700000000000_100');
  await form.scrollIntoViewIfNeeded();
  await waitForState(page, '#block-yui_3_17_2_1_1700000000000_100', 'live');
  await expect(form.getByRole('radio', { name: 'Morning' })).toBeVisible();
  // WCAG 2.2's target size: a browser draws a radio button 13 px across, too small with its neighbour so near.
  expect(await violations(page)).toEqual([]);
});

for (const name of ['legacy', 'empty', 'broken', 'owner', 'viewer']) {
  test(`${name} has no accessibility violations`, async ({ page }) => {
    await page.goto(`/fixtures/${name}.html`);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}

test('the system error overlay has no accessibility violations', async ({ page }) => {
  await page.goto('/fixtures/empty.html');
  await waitForRuntime(page);
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('site-runtime:system-error', { detail: { cleaned: true } })));
  await expect(page.getByRole('alertdialog')).toContainText('This exception has been automatically logged and reported.');
  expect(await violations(page)).toEqual([]);
});

test("every page is served under a script-src 'self' policy", async ({ page }) => {
  const response = await page.goto('/fixtures/home.html');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
});

for (const name of ['product-physical', 'product-sale', 'product-gift-card', 'product-sold-out', 'member-pricing']) {
  test(`${name}: the store blocks have no accessibility violations, server-rendered or live`, async ({ page }) => {
    await page.goto(`/fixtures/${name}.html`);
    expect(await violations(page)).toEqual([]);
    const block = page.locator('[data-block-type]').first();
    await block.click({ position: { x: 1, y: 1 } });
    await expect(block).toHaveAttribute('data-sr-state', 'live');
    expect(await violations(page)).toEqual([]);
  });
}

test('store: product cards and an open quick view have no accessibility violations', async ({ page }) => {
  await page.goto('/fixtures/store.html');
  await wake(page, '#block-card-p-mug');
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Quick view: Stoneware mug' }).click();
  await expect(page.getByRole('dialog', { name: 'Stoneware mug' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('cart and reviews pages have no accessibility violations, with content and with errors shown', async ({ page }) => {
  await page.goto('/fixtures/product-sale.html');
  await waitForRuntime(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
  await page.goto('/fixtures/cart.html');
  await expect(page.getByLabel('Quantity of Stoneware mug')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto('/fixtures/reviews.html?token=rr-open');
  const form = page.getByRole('form', { name: 'Linen apron' });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select a star rating');
  expect(await violations(page)).toEqual([]);
});

test('the information dialog (after a logout) has no accessibility violations, and waits while it is read', async ({ page }) => {
  await page.goto('/fixtures/home.html?logout=true');
  const notice = page.getByRole('dialog', { name: 'Logout Successful' });
  // The pointer on it holds it (WCAG 2.2.1), long enough for axe to read it.
  await notice.hover();
  await animationsDone(notice);
  expect(await violations(page)).toEqual([]);
  await expect(notice).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(notice).toHaveCount(0, { timeout: 5_000 });
});

test('the alert dialog (checkout without the cart cookie) has no accessibility violations', async ({ page }) => {
  await page.goto('/fixtures/product-sale.html');
  await waitForRuntime(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
  await page.goto('/fixtures/cart.html');
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeVisible();
  await page.context().clearCookies({ name: 'CART' });
  await checkout.click();
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await animationsDone(alert);
  expect(await violations(page)).toEqual([]);
});
