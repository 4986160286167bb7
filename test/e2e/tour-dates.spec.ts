// Tour dates blocks (59) in the builder's published markup: the shows of the block's JSON, sorted,
// past ones left out (the browser's clock is fixed), ticket links only with safe addresses, the empty
// state, bad data failing alone; axe-core clean, CLS 0.

import type { Page } from '@playwright/test';
import { violations } from './axe';
import { expect, test, waitForRuntime, waitForState } from './fixtures';
import { layoutShift, watchLayoutShift } from './layout-shift';

const rows = (page: Page, block: string) => page.locator(`${block} .sr-tourdates__item`);

test('tour dates: upcoming shows in date order, past ones gone, tickets only by safe links', async ({ page, issues }) => {
  await page.clock.setFixedTime(new Date('2026-12-01T12:00:00'));
  await page.goto('/fixtures/tour-dates.html');
  await waitForState(page, '#block-tour', 'live');
  await expect(rows(page, '#block-tour')).toHaveText([
    'Fri, Dec 4, 2026Harbour HallBoston, MA, United StatesTickets for Harbour Hall, Fri, Dec 4, 2026',
    'Sat, Dec 12, 2026The CellarChicago, IL',
    'Fri, Jan 15, 2027Old MillToronto, ON, Canada',
  ]);
  await expect(page.getByText('The Blue Room')).toHaveCount(0);
  const tickets = page.getByRole('link', { name: 'Tickets for Harbour Hall, Fri, Dec 4, 2026' });
  await expect(tickets).toHaveAttribute('href', 'https://tickets.example/harbour-hall');
  // The Cellar's link was javascript:: no link reaches the page, and the error says why.
  await expect(page.locator('#block-tour a')).toHaveCount(1);
  await expect(page.locator('#block-tour time').first()).toHaveAttribute('datetime', '2026-12-04T19:30:00');
  const errors = issues.filter((issue) => issue.type === 'error').map((issue) => issue.text);
  expect(errors).toEqual([expect.stringContaining('site-runtime: tour-dates: Error: Unsafe ticket link for The Cellar on 2026-12-12')]);

  // A tour that is over says so.
  await waitForState(page, '#block-tour-over', 'live');
  await expect(page.locator('#block-tour-over')).toHaveText('No upcoming tour dates.');
  expect(await violations(page)).toEqual([]);
});

test('tour dates: a show on the day itself still lists; keyboard reaches the ticket link', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-12-04T23:00:00'));
  await page.goto('/fixtures/tour-dates.html');
  await waitForState(page, '#block-tour', 'live');
  await expect(rows(page, '#block-tour')).toHaveCount(3);
  await expect(rows(page, '#block-tour').first()).toContainText('Harbour Hall');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Tickets for Harbour Hall, Fri, Dec 4, 2026' })).toBeFocused();
});

test('tour dates: the published list and the drawn one are the same box (CLS 0)', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-01T12:00:00'));
  await watchLayoutShift(page);
  await page.goto('/fixtures/tour-dates.html');
  await waitForState(page, '#block-tour', 'live');
  await waitForState(page, '#block-tour-over', 'live');
  await expect(rows(page, '#block-tour')).toHaveCount(4);
  expect(await layoutShift(page)).toBe(0);
});

test('tour dates: bad data fails alone; a show it cannot read is skipped, the rest list', async ({ page, issues }) => {
  await page.clock.setFixedTime(new Date('2026-12-01T12:00:00'));
  await page.goto('/fixtures/tour-dates-broken.html');
  await waitForRuntime(page);
  await waitForState(page, '#block-tour-bad-json', 'failed');
  await waitForState(page, '#block-tour-not-list', 'failed');
  await expect(page.locator('#block-tour-bad-json')).toHaveText('Server HTML of a block with malformed JSON.');
  await expect(page.locator('#block-tour-not-list')).toHaveText('Server HTML of a block whose events are not a list.');
  await waitForState(page, '#block-tour-bad-shows', 'live');
  await expect(rows(page, '#block-tour-bad-shows')).toHaveText(['Fri, Jan 15, 2027Old MillToronto, ON, Canada']);
  await waitForState(page, '#block-tour-ok', 'live');
  await expect(rows(page, '#block-tour-ok')).toHaveCount(3);
  await expect(page.locator('#after-tour')).toBeVisible();
  const errors = issues.filter((issue) => issue.type === 'error').map((issue) => issue.text);
  expect(errors.filter((text) => text.startsWith('Error decoding tour-dates block data.'))).toHaveLength(1);
  expect(errors.filter((text) => text.startsWith('Error evaluating tour-dates block data.'))).toHaveLength(1);
  expect(errors.filter((text) => text.startsWith('tour-dates: show'))).toEqual([
    expect.stringContaining('show 1 skipped: datetime must be an ISO date, not undefined'),
    expect.stringContaining('show 2 skipped: venue must have a name, not "Nowhere"'),
    expect.stringContaining('show 3 skipped: a show must be an object'),
  ]);
});
