// Restaurant booking blocks in the builder's published markup: the provider's widget script (the
// fixture server's stand-ins, /booking/…) loads as the block nears the viewport, the block shows
// loading then loaded (spec 000 §4), its layout follows its width (spec 000 §9: column at 750 px or
// less, wide above 850), a failing script leaves the provider's link, bad data fails alone, and a
// signed-in owner gets "Preview Only" instead of a booking (spec 000 §6). axe-core clean, CLS 0.

import type { Page } from '@playwright/test';
import { animationsDone } from './animations-done';
import { violations } from './axe';
import { expect, holdRoute, test, waitForRuntime, waitForState } from './fixtures';
import { layoutShift, watchLayoutShift } from './layout-shift';

const OPENTABLE = '#block-booking-opentable';
const RESY = '#block-booking-resy';
const PREVIEW_MESSAGE = 'You are logged in, so this booking block is a preview only. Log out of your account to use the booking block.';

const box = (page: Page, block: string) => page.locator(`${block} .sr-booking`);

test('booking: loading, then loaded, from the provider script; a visitor books and the provider hears it', async ({
  page,
  log,
  issues,
}) => {
  // The loader is held until the test has seen the loading state: no timing involved.
  const release = await holdRoute(page, '**/booking/opentable/loader?**');
  await page.goto('/fixtures/booking.html');
  await waitForRuntime(page);
  const opentable = box(page, OPENTABLE);
  await expect(opentable).toHaveAttribute('data-state', 'loading');
  await expect(opentable.locator('.sr-booking__status')).toHaveText('Loading reservations…');
  // While it loads the visitor can already go to the provider's page.
  await expect(opentable.getByRole('link', { name: 'Reserve a table on OpenTable (opens in a new window)' })).toHaveAttribute(
    'href',
    'https://www.opentable.com/restref/client/?rid=412810',
  );
  release();
  await expect(opentable).toHaveAttribute('data-state', 'loaded');
  await expect(opentable.locator('.sr-booking__status')).toHaveText('');

  const widget = page.getByRole('region', { name: 'Reservations: Fixture Cafe' });
  await widget.getByLabel('Party size').selectOption('4');
  await widget.getByRole('button', { name: 'Find a table' }).click();
  await expect(widget.getByText('Tables for 4 on 2026-12-04 at 7:00 PM')).toBeVisible();

  const resy = box(page, RESY);
  await expect(resy).toHaveAttribute('data-state', 'loaded');
  await page.getByRole('button', { name: 'Reserve with Resy' }).click();
  await expect(page.getByText('Resy booking opened for venue 5512')).toBeVisible();

  // The stand-ins report what they heard with a request of their own: it may land a moment after the text.
  await expect.poll(async () => (await log('/api/booking/received')).length).toBe(2);
  const received = await log('/api/booking/received');
  expect(received.map((entry) => entry.query)).toEqual([
    { provider: 'opentable', rid: '412810', party: '4', date: '2026-12-04', time: '7:00 PM' },
    { provider: 'resy', venue: '5512' },
  ]);
  // One script per block, with the widget's settings (1280 px wide: the wide widget).
  const scripts = await log('/booking/');
  expect(scripts.map((entry) => entry.path).sort()).toEqual(['/booking/opentable/loader', '/booking/resy/embed.js']);
  expect(scripts.find((entry) => entry.path === '/booking/opentable/loader')?.query).toEqual({
    rid: '412810',
    type: 'wide',
    theme: 'standard',
    iframe: 'false',
    lang: 'en-US',
    ot_source: 'Restaurant website',
  });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  expect(issues).toEqual([]);
});

for (const [width, layout, direction, type] of [
  [700, 'column', 'column', 'standard'],
  [800, 'standard', 'row', 'standard'],
  [900, 'wide', 'row', 'wide'],
] as const) {
  test(`booking: ${width} px wide, the ${layout} layout`, async ({ page, log }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/fixtures/booking.html');
    const opentable = box(page, OPENTABLE);
    await expect(opentable).toHaveAttribute('data-state', 'loaded');
    await expect(opentable).toHaveAttribute('data-layout', layout);
    expect(await opentable.evaluate((el) => getComputedStyle(el).flexDirection)).toBe(direction);
    await expect(page.locator(`${OPENTABLE} form.fixture-ot`)).toHaveAttribute('data-type', type);
    const loader = (await log('/booking/opentable/')).map((entry) => entry.query['type']);
    expect(loader).toEqual([type]);
  });
}

test('booking: a block that crosses 850 px gets the other widget, and its layout follows', async ({ page, log }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto('/fixtures/booking.html');
  const opentable = box(page, OPENTABLE);
  await expect(page.locator(`${OPENTABLE} form.fixture-ot`)).toHaveAttribute('data-type', 'wide');
  await page.setViewportSize({ width: 700, height: 800 });
  await expect(opentable).toHaveAttribute('data-layout', 'column');
  await expect(page.locator(`${OPENTABLE} form.fixture-ot`)).toHaveAttribute('data-type', 'standard');
  await expect(opentable).toHaveAttribute('data-state', 'loaded');
  // One widget in the block, not two.
  await expect(page.locator(`${OPENTABLE} form.fixture-ot`)).toHaveCount(1);
  expect((await log('/booking/opentable/')).map((entry) => entry.query['type'])).toEqual(['wide', 'standard']);
  // The Resy button takes no type: its script is not asked again.
  expect(await log('/booking/resy/')).toHaveLength(1);
});

test('booking: nothing moves as the widgets load (CLS 0)', async ({ page }) => {
  await watchLayoutShift(page);
  for (const width of [700, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/fixtures/booking.html');
    await expect(box(page, OPENTABLE)).toHaveAttribute('data-state', 'loaded');
    await expect(box(page, RESY)).toHaveAttribute('data-state', 'loaded');
    expect(await layoutShift(page)).toBe(0);
  }
});

test('booking: a signed-in owner gets "Preview Only" instead of a booking, by pointer and by keyboard', async ({ page, log, issues }) => {
  await page.goto('/fixtures/booking-owner.html');
  const opentable = box(page, OPENTABLE);
  await expect(opentable).toHaveAttribute('data-state', 'loaded');
  const find = page.getByRole('button', { name: 'Find a table' });
  await find.click();
  const alert = page.getByRole('alertdialog', { name: 'Preview Only' });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAccessibleDescription(PREVIEW_MESSAGE);
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await animationsDone(alert);
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);
  await expect(page.locator('.fixture-ot__result')).toHaveText('');

  // The keyboard: Enter on the widget's button is held back the same way.
  await find.focus();
  await page.keyboard.press('Enter');
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
  await expect(find).toBeFocused();

  await page.getByRole('button', { name: 'Reserve with Resy' }).click();
  await expect(alert).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(alert).toHaveCount(0);
  await expect(page.getByText('Resy booking opened')).toHaveCount(0);
  expect(await log('/api/booking/received')).toEqual([]);
  expect(issues).toEqual([]);
});

test('booking: a signed-in viewer books like a visitor: no alert', async ({ page, log }) => {
  await page.goto('/fixtures/booking-viewer.html');
  await expect(box(page, OPENTABLE)).toHaveAttribute('data-state', 'loaded');
  await page.getByRole('button', { name: 'Find a table' }).click();
  await expect(page.getByText('Tables for 2 on 2026-12-04 at 7:00 PM')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect.poll(async () => (await log('/api/booking/received')).length).toBe(1);
});

test('booking: a provider script that fails leaves its link and a reason; the rest of the page works', async ({ page, issues }) => {
  await page.goto('/fixtures/booking-failing.html');
  const opentable = box(page, OPENTABLE);
  await expect(opentable).toHaveAttribute('data-state', 'fallback');
  await expect(opentable.locator('.sr-booking__status')).toHaveText('Online reservations could not be loaded.');
  await expect(opentable.getByRole('link', { name: 'Reserve a table on OpenTable (opens in a new window)' })).toBeVisible();
  await waitForState(page, OPENTABLE, 'live');
  await expect(box(page, RESY)).toHaveAttribute('data-state', 'loaded');
  await page.getByRole('button', { name: 'Reserve with Resy' }).click();
  await expect(page.getByText('Resy booking opened for venue 5512')).toBeVisible();
  await expect(page.locator('#after-booking')).toBeVisible();
  const errors = issues.filter((issue) => issue.type === 'error').map((issue) => issue.text);
  expect(errors.some((text) => text.startsWith('site-runtime: island:booking') && text.includes('did not load'))).toBe(true);
  expect(await violations(page)).toEqual([]);
});

test('booking: bad data fails alone, with the runtime message, and keeps the builder link', async ({ page, issues }) => {
  await page.goto('/fixtures/booking-broken.html');
  await waitForRuntime(page);
  for (const id of ['bad-json', 'bad-provider', 'no-id', 'no-key']) {
    await page.locator(`#block-booking-${id}`).scrollIntoViewIfNeeded();
    await waitForState(page, `#block-booking-${id}`, 'failed');
    await expect(page.locator(`#block-booking-${id} a`)).toHaveAttribute('href', /^https:\/\/(www\.opentable|resy)\.com\//);
  }
  await page.locator('#block-booking-ok').scrollIntoViewIfNeeded();
  await expect(box(page, '#block-booking-ok')).toHaveAttribute('data-state', 'loaded');
  const errors = issues.filter((issue) => issue.type === 'error').map((issue) => issue.text);
  expect(errors.filter((text) => text.startsWith('Error decoding booking block data.'))).toHaveLength(1);
  expect(errors.filter((text) => text.startsWith('Error evaluating booking block data.'))).toHaveLength(3);
  expect(errors.some((text) => text.includes('provider must be "opentable" or "resy", not "tock"'))).toBe(true);
  expect(errors.some((text) => text.includes('restaurantId must be an id'))).toBe(true);
  expect(errors.some((text) => text.includes('apiKey must be an id'))).toBe(true);
});
