// A shape's drop shadow (spec 001 §8): drawn when the block data gives one that parses; one that cannot
// be parsed is logged to the console and left off, and that shape is still fitted like any other.

import { expect, test } from './fixtures';

test('a shape draws its drop shadow; an unparseable one is logged and the shape shows without it', async ({ page, issues }) => {
  await page.goto('/fixtures/shape-shadow.html');
  const good = page.locator('#block-shape-shadow');
  const bad = page.locator('#block-shape-bad-shadow');
  for (const shape of [good, bad]) {
    await shape.scrollIntoViewIfNeeded();
    await expect(shape).toHaveAttribute('data-sr-state', 'live');
  }
  await expect(good.locator('svg.sqs-shape')).toHaveCSS('filter', 'drop-shadow(rgba(0, 0, 0, 0.5) 4px 6px 8px)');
  await expect(bad.locator('svg.sqs-shape')).toHaveCSS('filter', 'none');
  // Fitted all the same: a fluid rectangle is drawn square.
  await expect(bad.locator('svg.sqs-shape')).toHaveAttribute('preserveAspectRatio', 'xMidYMid meet');
  expect(issues.map((issue) => issue.text)).toEqual(['site-runtime: shape: the drop shadow "a soft glow" cannot be parsed; it is ignored']);
});
