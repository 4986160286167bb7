// Calendar blocks in the builder's published markup: a month of the collection's events from the host
// (/api/open/GetItemsByMonth, read back from /__log), a grid the keyboard moves through as the WAI-ARIA
// date picker's (arrows, Home / End, Page Up / Page Down, one tab stop), previous / next month, the
// chosen day's events linked; bad data fails alone; axe-core clean; CLS 0. The browser's clock is fixed
// at 1 December 2026, noon UTC.

import type { Page } from '@playwright/test';
import { violations } from './axe';
import { expect, test, waitForRuntime, waitForState } from './fixtures';
import { layoutShift, watchLayoutShift } from './layout-shift';

test.use({ timezoneId: 'UTC' });
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-12-01T12:00:00Z'));
});

const CAFE = '64c0ca1e0000000000000e75';

const grid = (page: Page) => page.getByRole('grid', { name: 'December 2026' });
const focusedDate = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['date']);
const events = (page: Page, block = '#block-calendar') => page.locator(`${block} .sr-calendar__events`);

test('calendar: the month of today, its events from the host, a day chosen by click', async ({ page, log, issues }) => {
  await page.goto('/fixtures/calendar.html');
  await waitForState(page, '#block-calendar', 'live');
  await expect(grid(page)).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  const today = page.locator('td[data-date="2026-12-01"]');
  await expect(today).toHaveAttribute('aria-current', 'date');
  await expect(today).toHaveAttribute('aria-selected', 'true');
  await expect(today).toHaveAttribute('tabindex', '0');
  await expect(page.locator('#block-calendar td[tabindex="0"]')).toHaveCount(1);
  await expect(events(page)).toHaveText('Tuesday, December 1, 2026No events on this day.');
  // The 4th has two events: its cell says so.
  await expect(page.getByRole('gridcell', { name: '4 (2 events)' })).toBeVisible();

  await page.getByRole('gridcell', { name: '4 (2 events)' }).click();
  await expect(events(page).locator('.sr-calendar__day')).toHaveText('Friday, December 4, 2026');
  await expect(events(page).getByRole('listitem')).toHaveText(['6:00 PM Winter market', '8:30 PM Jazz night']);
  await expect(page.getByRole('region', { name: 'Friday, December 4, 2026' }).getByRole('link', { name: 'Winter market' })).toHaveAttribute(
    'href',
    '/events/winter-market',
  );
  const asked = await log('/api/open/GetItemsByMonth');
  expect(asked).toHaveLength(1);
  expect(asked[0]?.query).toMatchObject({ month: '12-2026', collectionId: CAFE });
  expect(await violations(page)).toEqual([]);
  expect(issues).toEqual([]);
});

test('calendar: the keyboard moves through the grid as a date picker grid', async ({ page }) => {
  await page.goto('/fixtures/calendar.html');
  await waitForState(page, '#block-calendar', 'live');
  // One tab stop: Previous, Next, then the grid's day.
  await page.getByRole('button', { name: 'Next month' }).focus();
  await page.keyboard.press('Tab');
  expect(await focusedDate(page)).toBe('2026-12-01');
  const presses: Array<[string, string]> = [
    ['ArrowRight', '2026-12-02'],
    ['ArrowDown', '2026-12-09'],
    ['ArrowLeft', '2026-12-08'],
    ['ArrowUp', '2026-12-01'],
    ['End', '2026-12-05'],
    ['Home', '2026-11-29'],
  ];
  for (const [key, date] of presses) {
    await page.keyboard.press(key);
    expect(await focusedDate(page), key).toBe(date);
  }
  // Home crossed into November: the grid shows it, and its events were asked for.
  await expect(page.getByRole('grid', { name: 'November 2026' })).toBeVisible();
  await expect(page.locator('#block-calendar td[tabindex="0"]')).toHaveAttribute('data-date', '2026-11-29');
  await page.keyboard.press('PageDown');
  expect(await focusedDate(page)).toBe('2026-12-29');
  await page.keyboard.press('PageDown');
  expect(await focusedDate(page)).toBe('2027-01-29');
  await page.keyboard.press('Shift+PageUp');
  expect(await focusedDate(page)).toBe('2026-01-29');
  await page.keyboard.press('Shift+PageDown');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  expect(await focusedDate(page)).toBe('2026-11-29');
  // Enter chooses the day: its events show.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  expect(await focusedDate(page)).toBe('2026-11-15');
  await page.keyboard.press('Enter');
  await expect(page.locator('td[data-date="2026-11-15"]')).toHaveAttribute('aria-selected', 'true');
  await expect(events(page).getByRole('link', { name: 'Brunch club' })).toBeVisible();
  // Space chooses as well; Tab leaves the grid for the day's links.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  await expect(events(page)).toContainText('No events on this day.');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Next month' })).toBeFocused();
});

test('calendar: previous and next month buttons, each month asked for once', async ({ page, log }) => {
  await page.goto('/fixtures/calendar.html');
  await waitForState(page, '#block-calendar', 'live');
  const next = page.getByRole('button', { name: 'Next month' });
  await next.click();
  await expect(page.getByRole('grid', { name: 'January 2027' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: '8 (1 event)' })).toBeVisible();
  // The focus stays on the button; the grid's tab stop is the same day a month on.
  await expect(next).toBeFocused();
  await expect(page.locator('#block-calendar td[tabindex="0"]')).toHaveAttribute('data-date', '2027-01-01');
  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('grid', { name: 'November 2026' })).toBeVisible();
  await page.getByRole('gridcell', { name: '15 (1 event)' }).click();
  await expect(events(page).getByRole('link', { name: 'Brunch club' })).toHaveAttribute('href', '/events/brunch-club');
  await next.click();
  await expect(grid(page)).toBeVisible();
  const months = (await log('/api/open/GetItemsByMonth')).map((entry) => entry.query['month']);
  expect(months).toEqual(['12-2026', '01-2027', '11-2026']);
});

test('calendar: the published box holds the month (CLS 0)', async ({ page }) => {
  await watchLayoutShift(page);
  await page.goto('/fixtures/calendar.html');
  await waitForState(page, '#block-calendar', 'live');
  await expect(page.getByRole('gridcell', { name: '4 (2 events)' })).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
});

test('calendar: bad data fails alone; a collection the host does not know says so; bad items are left out', async ({ page, issues }) => {
  await page.goto('/fixtures/calendar-broken.html');
  await waitForRuntime(page);
  for (const id of ['bad-json', 'no-id']) {
    await page.locator(`#block-calendar-${id}`).scrollIntoViewIfNeeded();
    await waitForState(page, `#block-calendar-${id}`, 'failed');
  }
  await expect(page.locator('#block-calendar-bad-json')).toHaveText('Server HTML of a calendar with malformed JSON.');
  await expect(page.locator('#block-calendar-no-id')).toHaveText('Server HTML of a calendar without a collection.');
  await page.locator('#block-calendar-unknown').scrollIntoViewIfNeeded();
  await expect(events(page, '#block-calendar-unknown')).toContainText('Events could not be loaded.');
  await page.locator('#block-calendar-mixed').scrollIntoViewIfNeeded();
  const mixed = page.locator('#block-calendar-mixed');
  await mixed.locator('td[data-date="2026-12-05"]').click();
  await expect(events(page, '#block-calendar-mixed')).toContainText('Carol singing');
  await expect(events(page, '#block-calendar-mixed').getByRole('link')).toHaveCount(0);
  await page.locator('#block-calendar-ok').scrollIntoViewIfNeeded();
  await expect(page.locator('#block-calendar-ok').getByRole('gridcell', { name: '4 (2 events)' })).toBeVisible();
  const errors = issues.filter((issue) => issue.type === 'error').map((issue) => issue.text);
  expect(errors.filter((text) => text.startsWith('Error decoding calendar block data.'))).toHaveLength(1);
  expect(errors.some((text) => text.startsWith('Error evaluating calendar block data.') && text.includes('collectionId'))).toBe(true);
  // The host's 404 for the unknown collection, in the data layer's words (spec 000 §8), reported once.
  expect(errors.filter((text) => text.startsWith('site-runtime: island:calendar: ApiError'))).toHaveLength(1);
  expect(errors.some((text) => text.startsWith('calendar: item 1 skipped'))).toBe(true);
  expect(errors.some((text) => text.includes('Unsafe event link for Carol singing'))).toBe(true);
});
