// Nothing runs until the visitor needs it (issue 14): a server-rendered island nobody touched runs no
// React, yet counts its render; its code is fetched (not run) ahead of the first touch, in view and
// idle or on intent, and never under Save-Data or on 2g; the touch that wakes it is answered as if the
// island had always been there.

import type { Page } from '@playwright/test';
import { expect, holdRoute, test, waitForRuntime, waitForState } from './fixtures';

/** The scripts that ran (not just arrived) since `start`, by file name without its hash. */
async function executed(page: Page): Promise<string[]> {
  const entries = await page.coverage.stopJSCoverage();
  return entries
    .filter((entry) => entry.functions.some((fn) => fn.ranges.some((range) => range.count > 0)))
    .map((entry) => new URL(entry.url).pathname.replace(/^.*\//, '').replace(/-\w+\.js$/, ''));
}

/** The chunks fetched ahead (`modulepreload`), by file name without its hash. */
function preloaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      new URL(link.href).pathname.replace(/^.*\//, '').replace(/-\w+\.js$/, ''),
    ),
  );
}

const island = (page: Page, selector: string) => page.locator(selector);

for (const [name, selector, light] of [
  ['form', '#block-form-every-field', 'form'],
  ['newsletter', '#block-newsletter', 'newsletter'],
] as const) {
  test(`${name}: untouched, it counts its render and runs no React; its island is fetched ahead, not run`, async ({ page, log }) => {
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(`/fixtures/${name}.html`);
    await waitForState(page, selector, 'live');
    await expect(island(page, selector)).toHaveAttribute('data-sr-island', 'asleep');
    await expect.poll(async () => (await log('/api/census/form-render')).length).toBeGreaterThan(0);
    // In view, then idle: the island and React arrive…
    await expect.poll(() => preloaded(page)).toEqual(expect.arrayContaining([`${name}.island`, 'react']));
    // …and nothing of them ran.
    const ran = await executed(page);
    expect(ran).toContain(light);
    expect(ran).not.toContain(`${name}.island`);
    expect(ran).not.toContain('react');
    await expect(island(page, selector)).toHaveAttribute('data-sr-island', 'asleep');
  });
}

test('typing into a sleeping form wakes it: the text stays, the focus stays, the counter counts it', async ({ page }) => {
  await page.goto('/fixtures/form.html');
  await waitForState(page, '#block-form-every-field', 'live');
  const form = page.locator('#block-form-every-field');
  const message = form.getByRole('textbox', { name: 'Message' });
  await message.click();
  await message.pressSequentially('Hello there');
  await expect(form).toHaveAttribute('data-sr-island', 'awake');
  await expect(message).toHaveValue('Hello there');
  await expect(message).toBeFocused();
  await expect(form.getByText('11 / 200')).toBeVisible();
});

test('the click that wakes a sleeping form on its Send button is the click it answers, once', async ({ page, log }) => {
  await page.goto('/fixtures/form.html');
  await waitForRuntime(page);
  const form = page.locator('#block-form-every-field');
  await expect(form).toHaveAttribute('data-sr-island', 'asleep');
  await form.getByRole('button', { name: 'Send' }).click();
  // The island's rules answered it, not the browser's: the message the spec gives, focused.
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('One or more fields is invalid, please check your entries.');
  await expect(alert).toBeFocused();
  await expect(form.getByText('Name is required.')).toBeVisible();
  expect(await log('/api/form/')).toEqual([]);
  expect(page.url()).toMatch(/\/fixtures\/form\.html$/);
});

// Focus put in a field far down the page, and Enter at once, before the block is seen.
test('a form not yet seen wakes at a touch, and the island answers the Enter, never the browser', async ({ page, log }) => {
  await page.goto('/fixtures/form.html');
  await waitForRuntime(page);
  const form = page.locator('#block-form-redirect');
  await expect(form).not.toHaveAttribute('data-sr-state', /.*/);
  // As a script or a skip link would: focus without scrolling, so the block is not seen before the key.
  await form.getByRole('textbox', { name: 'Email' }).evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert').first()).toContainText('One or more fields is invalid, please check your entries.');
  expect(await log('/api/form/')).toEqual([]);
  expect(page.url()).toMatch(/\/fixtures\/form\.html$/);
});

test('Enter in a field of a sleeping form submits through the island, never natively', async ({ page, log }) => {
  await page.goto('/fixtures/form.html');
  await waitForRuntime(page);
  const form = page.locator('#block-form-every-field');
  await form.getByRole('textbox', { name: 'First Name' }).press('Enter');
  await expect(form.getByRole('alert')).toContainText('One or more fields is invalid, please check your entries.');
  expect(await log('/api/form/')).toEqual([]);
  expect(page.url()).toMatch(/\/fixtures\/form\.html$/);
});

test('"Add to cart" on an untouched product adds once and the indicator follows', async ({ page, log }) => {
  await page.goto('/fixtures/product-sale.html');
  await waitForRuntime(page);
  await expect(page.locator('#block-product')).not.toHaveAttribute('data-sr-state', /.*/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
  await expect(page.locator('#block-cart .sr-cart-indicator__count')).toHaveText('1');
  expect((await log('/api/commerce/cart/items')).filter((entry) => entry.method === 'POST')).toHaveLength(1);
});

test('a size, a quantity and "Add to cart" given while the product\'s code is on its way are the ones sent', async ({ page, log }) => {
  const arrive = await holdRoute(page, /\/chunks\/product-[^/]+\.js$/);
  await page.goto('/fixtures/product-physical.html');
  await waitForRuntime(page);
  await page.getByLabel('Size').selectOption('Medium');
  await page.getByLabel('Quantity').fill('3');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('#block-product')).toHaveAttribute('data-sr-state', 'loading');
  arrive();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart.' })).toBeVisible();
  await expect(page.locator('#block-cart .sr-cart-indicator__count')).toHaveText('3');
  const adds = (await log('/api/commerce/cart/items')).filter((entry) => entry.method === 'POST');
  expect(adds.map((entry) => entry.body)).toEqual([{ productId: 'p-apron', sku: 'SQ1000002', quantity: 3 }]);
});

test('a product page runs no React before the first touch, and fetches the product and React ahead', async ({ page }) => {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto('/fixtures/store.html');
  await waitForState(page, '#block-cart', 'live');
  await expect.poll(() => preloaded(page)).toEqual(expect.arrayContaining(['product', 'react']));
  const ran = await executed(page);
  expect(ran).toContain('cart-indicator');
  expect(ran).not.toContain('product');
  expect(ran).not.toContain('react');
  await expect(page.locator('#block-cart .sr-cart-indicator__count')).toBeAttached();
});

/** Adds an accordion block to the page (after a `spacer` px tall) and has the runtime start it. Waits
 *  for the blocks chunk first, so the block is armed when this returns. */
async function addAccordion(page: Page, id: string, spacer: number): Promise<void> {
  await waitForState(page, '#block-load', 'live');
  await page.evaluate(
    ({ id, spacer }) => {
      const section = document.createElement('section');
      const props = JSON.stringify({ items: [{ title: 'Opening hours', content: '<p>Every day.</p>' }] });
      const block = `<div id="${id}" data-block-type="69" data-block-json='${props}'><p>FAQ</p></div>`;
      section.innerHTML = `<div style="height: ${spacer}px"></div>${block}`;
      document.querySelector('main')!.prepend(section);
      window.SiteRuntime!.refresh(section);
    },
    { id, spacer },
  );
}

const idle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));

test('intent fetches ahead at once: the pointer over a block out of view', async ({ page }) => {
  await page.goto('/fixtures/triggers.html');
  await addAccordion(page, 'block-far', 4000);
  // Out of view, nothing is fetched for it however idle the page is.
  await idle(page);
  expect(await preloaded(page)).not.toContain('accordion');
  await page.locator('#block-far').dispatchEvent('pointerover');
  // The block's own chunk (its island, with React, comes as it mounts: no server HTML to wire).
  expect(await preloaded(page)).toEqual(expect.arrayContaining(['accordion']));
  await expect(page.locator('#block-far')).not.toHaveAttribute('data-sr-state', /.*/);
});

for (const [name, emulate, effectiveType] of [
  ['Save-Data', { method: 'Emulation.setDataSaverOverride', params: { dataSaverEnabled: true } }, '4g'],
  [
    'a 2g connection',
    {
      method: 'Network.emulateNetworkConditions',
      // Chromium reports `2g` from an RTT of 1.4 s up.
      params: { offline: false, latency: 1500, downloadThroughput: 250_000, uploadThroughput: 50_000, connectionType: 'cellular2g' },
    },
    '2g',
  ],
] as const) {
  test(`under ${name} nothing is fetched ahead, in view or on intent; the touch still wakes the block`, async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send(emulate.method, emulate.params as never);
    await page.goto('/fixtures/triggers.html');
    expect(await page.evaluate(() => (navigator as Navigator & { connection: { effectiveType: string } }).connection.effectiveType)).toBe(
      effectiveType,
    );
    await addAccordion(page, 'block-near', 0);
    // Client-rendered (no server HTML): its placeholder is what the visitor points at and clicks.
    const placeholder = page.locator('#block-near').getByText('FAQ');
    await placeholder.hover();
    await idle(page);
    expect(await preloaded(page)).toEqual([]);
    // Back to a fast link for the click: what was decided at start-up stands.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await placeholder.click();
    const header = page.locator('#block-near').getByRole('button', { name: 'Opening hours' });
    await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(await preloaded(page)).toEqual([]);
  });
}
