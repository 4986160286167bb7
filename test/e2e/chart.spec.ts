// Chart blocks in the builder's markup: the server's SVG and data table without JavaScript; live, a
// tooltip on each data point by keyboard and by pointer, the table toggle, a chart published without
// its drawing drawn by the runtime; bad data leaves the server's drawing and the rest of the page alone;
// accessibility and layout stability.

import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForRuntime } from './fixtures';
import { layoutShift, watchLayoutShift } from './layout-shift';

const block = (page: Page, id: string): Locator => page.locator(`#${id}`);
/** The runtime's one tooltip (island/tooltip.ts), shared by every chart on the page. */
const tip = (page: Page): Locator => page.locator('#sr-tooltip');

/** Opens a page and brings each chart into view (trigger `visible`) until it has started or failed. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForRuntime(page);
  for (const each of await page.locator('.chart-block').all()) {
    await each.scrollIntoViewIfNeeded();
    await expect(each).toHaveAttribute('data-sr-state', /^(live|failed)$/);
  }
}

test('without JavaScript the server draws each chart as SVG, with its data as a table screen readers reach', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/fixtures/chart.html');
  const bar = block(page, 'block-chart-bar');
  await expect(bar.getByRole('img', { name: 'Bar chart: Coffees sold' })).toBeVisible();
  await expect(bar.locator('rect.sr-chart__point')).toHaveCount(8);
  await expect(block(page, 'block-chart-line').getByRole('img', { name: 'Line chart: Visitors a day' })).toBeVisible();
  await expect(block(page, 'block-chart-pie').locator('path.sr-chart__point')).toHaveCount(3);

  const table = bar.getByRole('table', { name: 'Coffees sold' });
  const holder = bar.locator('.sr-chart__table');
  await expect(table.getByRole('columnheader')).toHaveText(['Month', '2025', '2026']);
  await expect(table.getByRole('row', { name: 'March 510 560' })).toBeAttached();
  await expect(
    block(page, 'block-chart-pie').getByRole('table', { name: 'What we pour' }).getByRole('row', { name: 'Tea 30 (30%)' }),
  ).toBeAttached();
  // The table is for screen readers until someone asks for it: it takes no room on screen.
  expect(await holder.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  await context.close();
});

test('a data point shows its tooltip by keyboard: one tab stop, arrows, Home and End, Escape hides it', async ({ page, issues }) => {
  await open(page, '/fixtures/chart.html');
  const bar = block(page, 'block-chart-bar');
  await expect(bar).toHaveAttribute('data-sr-state', 'live');
  await bar.getByRole('button', { name: 'Show data table' }).focus();
  await page.keyboard.press('Tab');
  const first = bar.getByRole('img', { name: 'January, 2025: 420' });
  await expect(first).toBeFocused();
  await expect(tip(page)).toBeVisible();
  await expect(tip(page)).toHaveText('January, 2025: 420');

  await page.keyboard.press('ArrowRight');
  await expect(bar.getByRole('img', { name: 'January, 2026: 480' })).toBeFocused();
  await expect(tip(page)).toHaveText('January, 2026: 480');
  await page.keyboard.press('End');
  await expect(tip(page)).toHaveText('April, 2026: 700');
  await page.keyboard.press('Home');
  await expect(tip(page)).toHaveText('January, 2025: 420');
  await page.keyboard.press('Escape');
  await expect(tip(page)).toBeHidden();

  // One tab stop: the next Tab leaves the drawing for the next chart's toggle, the last point it was on kept.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(block(page, 'block-chart-line').getByRole('button', { name: 'Show data table' })).toBeFocused();
  await expect(tip(page)).toBeHidden();
  await page.keyboard.press('Shift+Tab');
  await expect(bar.getByRole('img', { name: 'January, 2026: 480' })).toBeFocused();
  expect(issues).toEqual([]);
});

test('a data point shows its tooltip under the pointer; the toggle shows the table to everyone', async ({ page, issues }) => {
  await open(page, '/fixtures/chart.html');
  const pie = block(page, 'block-chart-pie');
  await pie.getByRole('img', { name: 'Tea: 30 (30%)' }).hover();
  await expect(tip(page)).toHaveText('Tea: 30 (30%)');
  await page.mouse.move(0, 0);
  await expect(tip(page)).toBeHidden();

  const line = block(page, 'block-chart-line');
  const toggle = line.getByRole('button', { name: 'Show data table' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(line.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');
  const table = line.getByRole('table', { name: 'Visitors a day' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: 'Sat 320' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(line.getByRole('button', { name: 'Show data table' })).toBeFocused();
  expect(await line.locator('.sr-chart__table').evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  expect(issues).toEqual([]);
});

test('a chart published without its drawing is drawn by the runtime from its data', async ({ page, issues }) => {
  await open(page, '/fixtures/chart.html');
  const cakes = block(page, 'block-chart-undrawn');
  await expect(cakes).toHaveAttribute('data-sr-state', 'live');
  await expect(cakes.getByRole('group', { name: 'Pie chart: Cakes we bake' })).toBeVisible();
  await expect(cakes.getByRole('img', { name: 'Lemon: 3 (75%)' })).toBeAttached();
  await expect(cakes.getByRole('table', { name: 'Cakes we bake' }).getByRole('row', { name: 'Carrot 1 (25%)' })).toBeAttached();
  expect(issues).toEqual([]);
});

test('bad data keeps the server drawing of that chart, with a console error, and the rest works', async ({ page, issues }) => {
  await open(page, '/fixtures/chart-broken.html');
  for (const id of ['block-chart-bad-json', 'block-chart-bad-type', 'block-chart-mismatch']) {
    await expect(block(page, id)).toHaveAttribute('data-sr-state', 'failed');
    await expect(block(page, id).locator('svg.sr-chart__svg')).toBeVisible();
    await expect(block(page, id).locator('svg.sr-chart__svg')).toHaveAttribute('role', 'img');
    await expect(block(page, id).getByRole('button')).toHaveCount(0);
  }
  await expect(block(page, 'block-chart-mismatch').locator('.sr-chart__point')).toHaveCount(2);
  const ok = block(page, 'block-chart-ok');
  await expect(ok).toHaveAttribute('data-sr-state', 'live');
  await ok.getByRole('img', { name: 'Fri: 210' }).hover();
  await expect(tip(page)).toHaveText('Fri: 210');
  await expect(page.locator('#after-charts')).toBeVisible();
  expect(issues.map((issue) => issue.text)).toEqual([
    expect.stringContaining('Error decoding chart block data.'),
    expect.stringContaining('Error evaluating chart block data.'),
    expect.stringContaining('chart: the drawing does not match the block data'),
  ]);
});

test("on a phone the drawing's words stay 11 px or more on screen, from the stylesheet alone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/fixtures/chart.html');
  for (const id of ['block-chart-bar', 'block-chart-line']) {
    const sizes = await block(page, id)
      .locator('.sr-chart__grid text')
      .evaluateAll((texts) =>
        texts.map((text) => Number.parseFloat(getComputedStyle(text).fontSize) * (text as SVGTextElement).getScreenCTM()!.a),
      );
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
  }
});

test('charts are axe-clean once live, and waking them shifts nothing', async ({ page }) => {
  await watchLayoutShift(page);
  await open(page, '/fixtures/chart.html');
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await layoutShift(page)).toBe(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
