// Page chrome (src/features/bars/): the announcement bar (the builder's and the drawn one), the badge
// and the mobile info bar, each shown or not by its settings, its closing kept across reloads, nothing
// moved under them (CLS 0), axe clean, and bad settings a console error that breaks nothing else.

import type { Page } from '@playwright/test';
import { violations } from './axe';
import { expect, test, waitForState } from './fixtures';

const CHROME = '[data-site-runtime="bars"]';

/** The page's cumulative layout shift so far, from the browser's own buffered layout-shift entries. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
            if (!shift.hadRecentInput) total += shift.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries come in the observer's first callback, a task after observe().
        setTimeout(() => resolve(total), 250);
      }),
  );
}

test.describe('announcement bar', () => {
  test("the builder's bar: a named region, closed by its button, kept closed across reloads, CLS 0", async ({ page, issues }) => {
    await page.goto('/fixtures/chrome-announcement.html');
    await waitForState(page, CHROME, 'live');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toContainText('Free delivery all week');
    await expect(bar.getByRole('link', { name: 'Free delivery all week' })).toHaveAttribute('href', '/fixtures/empty.html');
    expect(await layoutShift(page)).toBe(0);
    expect(await violations(page)).toEqual([]);
    // Keyboard: the link, then the close button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const close = bar.getByRole('button', { name: 'Close announcement' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(bar).toBeHidden();
    await page.reload();
    await waitForState(page, CHROME, 'live');
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
    await expect(page.getByText('Free delivery all week')).toBeHidden();
    expect(issues).toEqual([]);
  });

  test('drawn by the runtime: a fixed overlay with the sanitized text and its link, CLS 0, closing kept', async ({ page, issues }) => {
    await page.goto('/fixtures/chrome-announcement-overlay.html');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toBeVisible();
    await expect(bar.locator('strong')).toHaveText('all week');
    await expect(bar.locator('script')).toHaveCount(0);
    expect(await page.evaluate(() => '__announcementXss' in window)).toBe(false);
    await expect(bar.getByRole('link', { name: 'Free delivery all week' })).toHaveAttribute('href', '/fixtures/empty.html');
    await expect(bar).toHaveCSS('position', 'fixed');
    expect(await layoutShift(page)).toBe(0);
    expect(await violations(page)).toEqual([]);
    await bar.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await waitForState(page, CHROME, 'live');
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
    expect(issues).toEqual([]);
  });

  test('storage that throws: the bar still shows and closes', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await page.goto('/fixtures/chrome-announcement-overlay.html');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await bar.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar).toBeHidden();
    // Kept in a session cookie instead.
    await page.reload();
    await waitForState(page, CHROME, 'live');
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  });
});

test.describe('badge and mobile info bar', () => {
  test('at 1024 px: the badge in its corner and the info bar with every contact link, CLS 0, axe clean', async ({ page, issues }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/fixtures/chrome-badge-info-bar.html');
    const badge = page.getByRole('link', { name: 'Made with Squarespace' });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveCSS('position', 'fixed');
    const box = await badge.boundingBox();
    expect(box!.x).toBeLessThan(100);
    const info = page.getByRole('navigation', { name: 'Contact' });
    await expect(info).toBeVisible();
    await expect(info.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:hello@fixture-cafe.example');
    await expect(info.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+15550102030');
    await expect(info.getByRole('link', { name: 'Location' })).toHaveAttribute(
      'href',
      `https://maps.google.com/maps?q=${encodeURIComponent('12 Harbour Street, Portsmouth, United Kingdom')}`,
    );
    expect(await layoutShift(page)).toBe(0);
    expect(await violations(page)).toEqual([]);
    // The hours: a disclosure, by keyboard; a day without hours is left out.
    const hours = info.getByRole('button', { name: 'Hours' });
    await hours.focus();
    await page.keyboard.press('Enter');
    await expect(hours).toHaveAttribute('aria-expanded', 'true');
    await expect(info.locator('dl')).toHaveText('Monday8am - 4pmTuesday8am - 4pm');
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(hours).toHaveAttribute('aria-expanded', 'false');
    await expect(info.locator('dl')).toBeHidden();
    expect(issues).toEqual([]);
  });

  test('above 1024 px the mobile info bar is hidden; the badge stays', async ({ page }) => {
    await page.setViewportSize({ width: 1025, height: 768 });
    await page.goto('/fixtures/chrome-badge-info-bar.html');
    await expect(page.getByRole('link', { name: 'Made with Squarespace' })).toBeVisible();
    await expect(page.locator('.sr-info-bar')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Contact' })).toBeHidden();
  });
});

test('every piece turned off in its settings: nothing drawn, nothing logged', async ({ page, issues }) => {
  await page.setViewportSize({ width: 800, height: 768 });
  await page.goto('/fixtures/chrome-off.html');
  await waitForState(page, CHROME, 'live');
  await expect(page.locator(CHROME)).toBeEmpty();
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Made with Squarespace' })).toHaveCount(0);
  expect(issues).toEqual([]);
});

test('bad settings: a console error for each bad piece, the badge and the blocks still work', async ({ page, issues }) => {
  await page.setViewportSize({ width: 800, height: 768 });
  await page.goto('/fixtures/chrome-bad.html');
  await waitForState(page, CHROME, 'live');
  await expect(page.getByRole('link', { name: 'Made with Squarespace' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Contact' })).toHaveCount(0);
  const errors = issues.filter((issue) => issue.type === 'error').map((issue) => issue.text);
  expect(errors).toEqual([
    expect.stringContaining('announcement bar: showAnnouncementBar is "yes", not a boolean'),
    expect.stringContaining('mobile info bar: isContactEmailEnabled is "yes", not a boolean'),
  ]);
  const question = page.getByRole('button', { name: 'Do you deliver?' });
  await question.click();
  await waitForState(page, '#block-chrome-accordion', 'live');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
});
