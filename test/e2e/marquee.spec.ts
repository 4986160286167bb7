// Marquee blocks (70) in the builder's published markup: the text moves along the wave while on screen,
// left or right; it stops off screen and under reduced motion (the row shown still and readable), pauses
// on hover (when the block says so) and while focused; its text is in the accessibility tree once; bad
// data leaves the server text and the rest of the page working; axe-clean, no layout shift.

import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForRuntime, waitForState } from './fixtures';
import { layoutShift, watchLayoutShift } from './layout-shift';

const LEFT = '#block-marquee-left';
const RIGHT = '#block-marquee-right';
const marquee = (page: Page, block: string): Locator => page.locator(`${block} .Marquee`);

async function open(page: Page, path = '/fixtures/marquee.html'): Promise<void> {
  await page.goto(path);
  await waitForRuntime(page);
  await waitForState(page, LEFT, 'live');
  await waitForState(page, RIGHT, 'live');
}

/** The text's offset along the wave on each of the next `frames` frames. */
function offsets(page: Page, block: string, frames = 6): Promise<number[]> {
  return page.evaluate(
    async ({ block, frames }) => {
      const path = document.querySelector(`${block} textPath`);
      const seen: number[] = [];
      for (let i = 0; i < frames; i += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        seen.push(Number(path?.getAttribute('startOffset') ?? Number.NaN));
      }
      return seen;
    },
    { block, frames },
  );
}

/** Which way the text moves: the sign of most steps (one step may wrap round). */
async function movement(page: Page, block: string): Promise<'left' | 'right' | 'still'> {
  const seen = await offsets(page, block, 8);
  const steps = seen.slice(1).map((value, i) => value - (seen[i] ?? value));
  const left = steps.filter((step) => step < 0).length;
  const right = steps.filter((step) => step > 0).length;
  if (left === 0 && right === 0) return 'still';
  return left > right ? 'left' : 'right';
}

test('draws the builder text on a wave and moves it left or right, as each block says', async ({ page, issues }) => {
  await open(page);
  const left = marquee(page, LEFT);
  await expect(left).toHaveAttribute('data-sr-motion', 'running');
  await expect(left.locator('svg textPath tspan').first()).toHaveText('Fresh fish daily');
  await expect(left.locator('svg path').first()).toHaveAttribute('d', /^M-\d+(\.\d+)?,[\d.]+ S/);
  await expect.poll(() => movement(page, LEFT)).toBe('left');
  // The second block's settings are in its `.Marquee-props` script.
  await expect(marquee(page, RIGHT)).toHaveAttribute('data-sr-motion', 'running');
  await expect.poll(() => movement(page, RIGHT)).toBe('right');
  expect(issues).toEqual([]);
});

test('its text is in the accessibility tree once, not once per repeat', async ({ page }) => {
  await open(page);
  await expect
    .poll(async () => (await page.locator(LEFT).locator('textPath tspan', { hasText: 'Fresh fish daily' }).count()) > 1)
    .toBe(true);
  const tree = await page.locator(LEFT).ariaSnapshot();
  expect(tree.match(/Fresh fish daily/g)).toHaveLength(1);
  expect(tree).toContain('group "Scrolling text"');
});

test('pauses while the pointer is on the text when the block says so, and goes on after', async ({ page }) => {
  await open(page);
  const left = marquee(page, LEFT);
  await left.hover();
  await expect(left).toHaveAttribute('data-sr-motion', 'paused');
  expect(await movement(page, LEFT)).toBe('still');
  await page.getByRole('heading', { name: 'Marquee' }).hover();
  await expect(left).toHaveAttribute('data-sr-motion', 'running');
  await expect.poll(() => movement(page, LEFT)).toBe('left');
  // The other block does not pause on hover.
  await marquee(page, RIGHT).hover();
  await expect.poll(() => movement(page, RIGHT)).toBe('right');
});

test('pauses while it has keyboard focus, with a visible outline', async ({ page }) => {
  await open(page);
  const left = marquee(page, LEFT);
  await left.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(left).toBeFocused();
  await expect(left).toHaveAttribute('data-sr-motion', 'paused');
  expect(await movement(page, LEFT)).toBe('still');
  expect(await left.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  await page.keyboard.press('Tab');
  await expect(marquee(page, RIGHT)).toBeFocused();
  await expect(left).toHaveAttribute('data-sr-motion', 'running');
});

test('stops when it leaves the viewport and starts again when it comes back', async ({ page }) => {
  await open(page);
  const left = marquee(page, LEFT);
  await page.locator('#page-end').scrollIntoViewIfNeeded();
  await expect(left).toHaveAttribute('data-sr-motion', 'stopped');
  expect(await movement(page, LEFT)).toBe('still');
  await page.getByRole('heading', { name: 'Marquee' }).scrollIntoViewIfNeeded();
  await expect(left).toHaveAttribute('data-sr-motion', 'running');
  await expect.poll(() => movement(page, LEFT)).toBe('left');
});

test('under reduced motion it stands still and shows its text as a readable row', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  const left = marquee(page, LEFT);
  await expect(left).toHaveAttribute('data-sr-motion', 'still');
  await expect(left.locator('svg')).toBeHidden();
  await expect(left.locator('.Marquee-measure').getByText('Fresh fish daily')).toBeVisible();
  expect(await left.locator('.Marquee-measure').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  // Asked for while it runs: it stops at once.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(left).toHaveAttribute('data-sr-motion', 'running');
  await expect(left.locator('svg')).toBeVisible();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(left).toHaveAttribute('data-sr-motion', 'still');
  await expect(left.locator('.Marquee-measure').getByText('Fresh fish daily')).toBeVisible();
});

test('is axe-clean and shifts nothing as it starts', async ({ page }) => {
  await watchLayoutShift(page);
  await open(page);
  await expect(marquee(page, LEFT)).toHaveAttribute('data-sr-motion', 'running');
  expect(await layoutShift(page)).toBe(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('bad data: the block keeps its server text, says why, and the rest of the page works', async ({ page, issues }) => {
  await page.goto('/fixtures/motion-broken.html');
  await waitForRuntime(page);
  for (const id of ['block-marquee-bad-json', 'block-marquee-bad-direction', 'block-marquee-bad-script']) {
    await waitForState(page, `#${id}`, 'failed');
    await expect(page.locator(`#${id} svg`)).toHaveCount(0);
  }
  await expect(page.locator('#block-marquee-bad-json')).toHaveText('Malformed settings');
  await expect(page.locator('#block-marquee-bad-direction').getByText('Sideways')).toBeVisible();
  await waitForState(page, '#block-marquee-ok', 'live');
  await expect(marquee(page, '#block-marquee-ok')).toHaveAttribute('data-sr-motion', 'running');
  await expect.poll(() => movement(page, '#block-marquee-ok')).toBe('left');
  const errors = issues.filter((issue) => issue.type === 'error').map((issue) => issue.text);
  expect(errors.some((text) => text.startsWith('Error decoding marquee block data.'))).toBe(true);
  expect(errors.some((text) => text.startsWith('Error evaluating marquee block data.'))).toBe(true);
  expect(errors.some((text) => text.includes('island:marquee') && text.includes('JSON'))).toBe(true);
});

test('SiteRuntime.destroy() stops it and gives the block its server text back', async ({ page }) => {
  await open(page);
  await expect(marquee(page, LEFT)).toHaveAttribute('data-sr-motion', 'running');
  await page.evaluate(() => window.SiteRuntime?.destroy());
  await expect(page.locator(`${LEFT} svg`)).toHaveCount(0);
  await expect(marquee(page, LEFT)).not.toHaveAttribute('data-sr-motion', /.*/);
  await expect(page.locator(LEFT).getByText('Fresh fish daily')).toBeVisible();
});
