// The runtime's one tooltip (spec 001 §1, §9; WAI-ARIA tooltip pattern) as a visitor meets it: on a
// chart's data points, 1200 ms after the pointer rests or the keyboard arrives, at most 250 px wide,
// 15 px from its anchor, 20 px inside the window; Escape hides it. The delay is measured on the page's
// clock, moved by the test.

import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const tooltip = (page: Page): Locator => page.locator('#sr-tooltip');

async function box(locator: Locator): Promise<{ left: number; right: number; top: number; bottom: number; width: number }> {
  return locator.evaluate((el) => {
    const { left, right, top, bottom, width } = el.getBoundingClientRect();
    return { left, right, top, bottom, width };
  });
}

/** The chart page with its bar chart live; from then on the page's time moves only when the test moves it. */
async function liveChart(page: Page): Promise<Locator> {
  await page.clock.install();
  await page.goto('/fixtures/chart.html');
  const bar = page.locator('#block-chart-bar');
  await bar.scrollIntoViewIfNeeded();
  await expect(bar).toHaveAttribute('data-sr-state', 'live');
  await page.clock.pauseAt(Date.now() + 5000);
  return bar;
}

test.describe('on a narrow window', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a chart point shows its name 1200 ms after the pointer rests on it, 15 px above, 20 px inside the edge', async ({
    page,
    issues,
  }) => {
    const bar = await liveChart(page);
    // The last bar stands at the drawing's right edge.
    const last = bar.getByRole('img', { name: 'April, 2026: 700' });
    await last.hover();
    await page.clock.runFor(1199);
    await expect(tooltip(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(tooltip(page)).toBeVisible();
    await expect(tooltip(page)).toHaveText('April, 2026: 700');
    await expect(tooltip(page)).toHaveAttribute('role', 'tooltip');
    const point = await box(last);
    const tip = await box(tooltip(page));
    expect(tip.width).toBeLessThanOrEqual(250);
    expect(Math.round(point.top - tip.bottom)).toBe(15);
    // Centred on the bar it would pass the window's edge: it stops 20 px inside it.
    expect((point.left + point.right) / 2 + tip.width / 2).toBeGreaterThan(390 - 20);
    expect(Math.round(tip.right)).toBe(390 - 20);
    await page.keyboard.press('Escape');
    await expect(tooltip(page)).toBeHidden();
    // Off and on again, and off before 1200 ms: nothing shows.
    await page.mouse.move(5, 5);
    await last.hover();
    await page.clock.runFor(600);
    await expect(tooltip(page)).toBeHidden();
    await page.mouse.move(5, 5);
    await page.clock.runFor(2000);
    await expect(tooltip(page)).toBeHidden();
    expect(issues).toEqual([]);
  });
});

test('a chart point shows its tooltip 1200 ms after the keyboard reaches it; the next point at once', async ({ page, issues }) => {
  const bar = await liveChart(page);
  await bar.getByRole('button', { name: 'Show data table' }).focus();
  await page.keyboard.press('Tab');
  const first = bar.getByRole('img', { name: 'January, 2025: 420' });
  await expect(first).toBeFocused();
  await page.clock.runFor(1000);
  await expect(tooltip(page)).toBeHidden();
  await page.clock.runFor(200);
  await expect(tooltip(page)).toHaveText('January, 2025: 420');
  const point = await box(first);
  const tip = await box(tooltip(page));
  expect(Math.round(point.top - tip.bottom)).toBe(15);
  expect(tip.width).toBeLessThanOrEqual(250);
  await page.keyboard.press('ArrowRight');
  await expect(tooltip(page)).toHaveText('January, 2026: 480');
  // The point names itself: the tooltip is its visible twin, not a second reading.
  await expect(tooltip(page)).toHaveAttribute('aria-hidden', 'true');
  await expect(bar.getByRole('img', { name: 'January, 2026: 480' })).not.toHaveAttribute('aria-describedby', /.*/);
  expect(issues).toEqual([]);
});
