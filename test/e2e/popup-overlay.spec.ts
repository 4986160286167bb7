// The popup overlay in Chromium: each rule of showing (spec 000 §4) on both sides, the record written on
// close and on sign-up (spec 001 §3 keys), the census `overlay` beacons, the overlay form the host
// stored, the modal dialog by keyboard, axe, and storage that throws.

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForRuntime } from './fixtures';

const DAY = 86_400_000;
const PAGE = '/fixtures/popup-overlay.html';
const MOBILE_PAGE = '/fixtures/popup-overlay-mobile.html';
const KEY = 'popup-overlay';

interface OverlayRecord {
  version?: number;
  submitted?: boolean;
  'date-closed'?: number;
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Join the café club' });

/** Stores a record before the page's first load (not again on reload), `daysAgo` turned into a date. */
async function seed(page: Page, record: Omit<OverlayRecord, 'date-closed'> & { daysAgo?: number }): Promise<void> {
  const { daysAgo, ...rest } = record;
  const stored = { ...rest, ...(daysAgo === undefined ? {} : { 'date-closed': Date.now() - daysAgo * DAY }) };
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key, JSON.stringify({ v: value }));
    },
    [KEY, JSON.stringify(stored)] as const,
  );
}

/** Opens a page and waits until the overlay feature has decided (shown or not). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForRuntime(page);
  await expect(page.locator('[data-site-runtime="popup-overlay"]')).toHaveAttribute('data-sr-state', 'live');
}

async function storedRecord(page: Page): Promise<OverlayRecord | undefined> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), KEY);
  return raw === null ? undefined : (JSON.parse((JSON.parse(raw) as { v: string }).v) as OverlayRecord);
}

async function overlayEvents(log: (path?: string) => Promise<{ body: unknown }[]>): Promise<string[]> {
  return (await log('/api/census/overlay')).map((entry) => (entry.body as Record<string, string>)['event'] ?? '');
}

test('with no record it shows as a modal dialog: focus in, Tab kept inside, Escape closes, focus returns', async ({
  page,
  log,
  issues,
}) => {
  // The visitor is on the page's link before the overlay comes.
  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => document.getElementById('menu-link')?.focus()));
  await open(page, PAGE);
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  const focusInside = () => page.evaluate(() => document.querySelector('dialog')?.contains(document.activeElement) === true);
  expect(await focusInside()).toBe(true);
  for (let n = 0; n < 6; n++) {
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
  }
  // The page behind does not scroll.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await expect.poll(() => overlayEvents(log)).toEqual(['shown']);
  const before = Date.now();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('#menu-link')).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
  const record = await storedRecord(page);
  expect(record).toMatchObject({ version: 2 });
  expect(record?.['date-closed']).toBeGreaterThanOrEqual(before - 1000);
  expect(record?.['date-closed']).toBeLessThanOrEqual(Date.now());
  await expect.poll(() => overlayEvents(log)).toEqual(['shown', 'closed']);
  const [shown] = await log('/api/census/overlay');
  expect(shown?.body).toMatchObject({ event: 'shown', version: '2', style: 'light' });
  // The usage-event tracker has them too, with the page's usage fields.
  const usage = async () => (await log('/api/events/RecordEvent')).map((entry) => entry.body as Record<string, string>);
  await expect.poll(async () => (await usage()).map((body) => body['event'])).toEqual(['popup_overlay_shown', 'popup_overlay_closed']);
  expect(JSON.parse((await usage())[0]?.['data'] ?? '{}')).toMatchObject({
    version: 2,
    style: 'light',
    pagePath: PAGE.replace(/\?.*$/, ''),
  });
  // Closed a moment ago, every 7 days: not again on the next page.
  await open(page, PAGE);
  await expect(dialogOf(page)).toBeHidden();
  expect(issues).toEqual([]);
});

test('it shifts nothing on the page; the close button closes it and the record says when', async ({ page, log }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await open(page, MOBILE_PAGE);
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await storedRecord(page)).toMatchObject({ version: 1, 'date-closed': expect.any(Number) });
  await expect.poll(() => overlayEvents(log)).toEqual(['shown', 'closed']);
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
});

test('a click on the backdrop closes it', async ({ page, log }) => {
  await open(page, PAGE);
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect.poll(() => overlayEvents(log)).toEqual(['shown', 'closed']);
});

for (const [label, record, shown] of [
  ['an older stored version, closed yesterday: shown', { version: 1, daysAgo: 1 }, true],
  ['closed 6 of 7 days ago: not shown', { version: 2, daysAgo: 6 }, false],
  ['closed 8 days ago, every 7 days: shown', { version: 2, daysAgo: 8 }, true],
  ['signed up, showUntilSignup: not shown though 30 days passed', { version: 2, submitted: true, daysAgo: 30 }, false],
] as const) {
  test(`record rules: ${label}`, async ({ page, log }) => {
    await seed(page, record);
    await open(page, PAGE);
    if (shown) {
      await expect(dialogOf(page)).toBeVisible();
      await expect.poll(() => overlayEvents(log)).toEqual(['shown']);
    } else {
      await expect(dialogOf(page)).toBeHidden();
      expect(await overlayEvents(log)).toEqual([]);
    }
  });
}

test('a display frequency of -1: never again once closed, even 1000 days later', async ({ page }) => {
  await seed(page, { version: 1, daysAgo: 1000 });
  await open(page, MOBILE_PAGE);
  await expect(dialogOf(page)).toBeHidden();
});

test('small screens (432 px and less): only with enableMobile', async ({ page }) => {
  await page.setViewportSize({ width: 432, height: 800 });
  await open(page, PAGE);
  await expect(dialogOf(page)).toBeHidden();
  await open(page, MOBILE_PAGE);
  await expect(dialogOf(page)).toBeVisible();
});

test('its sign-up form is sent as an overlay form; sign-up is kept and it shows no more', async ({ page, log, submissions }) => {
  await open(page, PAGE);
  const dialog = dialogOf(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill('club@example.com');
  await dialog.getByRole('button', { name: 'Join' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Welcome aboard.');
  expect(await submissions()).toEqual([
    expect.objectContaining({ formId: 'form-overlay', isOverlayForm: true, form: { 'email-8': 'club@example.com' } }),
  ]);
  await expect.poll(() => overlayEvents(log)).toEqual(['shown', 'submitted']);
  expect(await storedRecord(page)).toMatchObject({ version: 2, submitted: true });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => overlayEvents(log)).toEqual(['shown', 'submitted', 'closed']);
  expect(await storedRecord(page)).toMatchObject({ version: 2, submitted: true });
  await open(page, PAGE);
  await expect(dialogOf(page)).toBeHidden();
});

test('axe-core finds nothing with the overlay open', async ({ page }) => {
  await open(page, PAGE);
  await expect(dialogOf(page)).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('storage that throws: it still shows and closes, and the record is kept in a cookie', async ({ page, issues }) => {
  await page.addInitScript(() => {
    const deny = (): never => {
      throw new DOMException('denied', 'SecurityError');
    };
    Storage.prototype.getItem = deny;
    Storage.prototype.setItem = deny;
  });
  await open(page, PAGE);
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await page.context().cookies()).some((cookie) => cookie.name === `srls_${KEY}`)).toBe(true);
  await open(page, PAGE);
  await expect(dialogOf(page)).toBeHidden();
  expect(issues.filter((issue) => issue.type !== 'warning')).toEqual([]);
  expect(new Set(issues.map((issue) => issue.text))).toEqual(new Set(['Unable access local/session storage.']));
});

test('settings of the wrong type: one console error, no overlay, the page works', async ({ page, issues }) => {
  await page.goto('/fixtures/popup-overlay-broken.html');
  await waitForRuntime(page);
  await expect(page.locator('[data-site-runtime="popup-overlay"]')).toHaveAttribute('data-sr-state', 'failed');
  await expect(dialogOf(page)).toBeHidden();
  expect(issues.map((issue) => issue.text).join('\n')).toContain('Error evaluating popup-overlay block data.');
  await page.getByRole('link', { name: 'See the menu' }).click();
  await expect(page).toHaveURL(/empty\.html$/);
});

test('a newsletter in the overlay is sent as an overlay form too', async ({ page, log, submissions }) => {
  await open(page, MOBILE_PAGE);
  const dialog = dialogOf(page);
  await dialog.getByRole('textbox', { name: 'Email Address' }).fill('letters@example.com');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you for signing up.');
  expect(await submissions()).toEqual([
    expect.objectContaining({ formId: 'newsletter-1', isOverlayForm: true, form: { 'newsletter-email': 'letters@example.com' } }),
  ]);
  await expect.poll(() => overlayEvents(log)).toEqual(['shown', 'submitted']);
  expect(await storedRecord(page)).toMatchObject({ version: 1, submitted: true });
});
