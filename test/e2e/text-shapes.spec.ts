// Text shapes in the builder's text blocks (html, 2, with their TextAttributes-props): each of the 11
// shapes drawn as SVG around its span; the reveal waits for the block's first intersection; the shapes
// follow the text when it reflows; the text itself is untouched for assistive technology; bad data keeps
// the server text and the rest of the page working; axe-clean, no layout shift.

import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { TEXT_SHAPE_TYPES } from '../../src/platform/text-effects';
import { expect, test, waitForRuntime, waitForState } from './fixtures';
import { layoutShift, watchLayoutShift } from './layout-shift';

const nodes = (page: Page, block: string, id: string): Locator => page.locator(`${block} .TextShape-node[data-text-attribute-id="${id}"]`);

/** The lines the span's text runs over, as the page lays it out now. */
function lines(page: Page, block: string, id: string): Promise<Array<{ left: number; right: number; top: number }>> {
  return page.evaluate(
    ({ block, id }) => {
      const span = document.querySelector(`${block} .sqsrte-text-highlight[data-text-attribute-id="${id}"]`);
      const found: Array<{ left: number; right: number; top: number }> = [];
      for (const rect of span?.getClientRects() ?? []) {
        const same = found.find((line) => Math.abs(line.top - rect.top) < 1);
        if (same) same.right = Math.max(same.right, rect.right);
        else found.push({ left: rect.left, right: rect.right, top: rect.top });
      }
      return found;
    },
    { block, id },
  );
}

test('draws each of the 11 shapes as an SVG around its text, and reveals them', async ({ page, issues }) => {
  await page.goto('/fixtures/text-shapes.html');
  await waitForState(page, '#block-text-shapes', 'live');
  for (const [i, shape] of TEXT_SHAPE_TYPES.list.entries()) {
    const node = nodes(page, '#block-text-shapes', `shape-${i}`);
    await expect(node, shape).toHaveAttribute('data-shape', shape);
    await expect(node.locator('svg path').first(), shape).toHaveAttribute('d', /^M/);
    await expect(node, shape).toHaveAttribute('data-reveal', 'shown');
    await expect(node.locator('svg'), shape).toBeVisible();
    // Over its own text.
    const box = await node.first().boundingBox();
    const text = await page.locator(`[data-text-attribute-id="shape-${i}"].sqsrte-text-highlight`).boundingBox();
    expect(box && text && box.x <= text.x && box.x + box.width >= text.x + text.width, shape).toBe(true);
  }
  expect(issues).toEqual([]);
});

test('the reveal starts on the block’s first intersection, not before, once its text has faded in', async ({ page }) => {
  // Each change of the shape's state, with how opaque its text was then (it fades in as the page's
  // block animation, 0.6 s).
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __reveals: seen });
    new MutationObserver((records) => {
      for (const { target } of records) {
        const block = (target as Element).closest('#block-text-later');
        const text = block?.querySelector('.sqs-html-content');
        if (text) seen.push(`${(target as Element).getAttribute('data-reveal')} ${getComputedStyle(text).opacity}`);
      }
    }).observe(document, { subtree: true, attributeFilter: ['data-reveal'] });
  });
  await page.goto('/fixtures/text-shapes.html');
  // This block starts at load (data-load="load"), far below the fold.
  await waitForState(page, '#block-text-later', 'live');
  const node = nodes(page, '#block-text-later', 'later');
  await expect(node).toHaveAttribute('data-reveal', 'waiting');
  await expect(node).toBeHidden();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(node).toHaveAttribute('data-reveal', 'waiting');
  await page.locator('#block-text-later').scrollIntoViewIfNeeded();
  await expect(node).toHaveAttribute('data-reveal', /^(revealing|shown)$/);
  await expect(node).toBeVisible();
  await expect(node).toHaveAttribute('data-reveal', 'shown');
  const reveals = await page.evaluate(() => (window as unknown as { __reveals: string[] }).__reveals);
  // (A record's state is read when the observer runs, so a state may be seen twice.)
  expect(new Set(reveals.filter((each) => !each.startsWith('waiting')))).toEqual(new Set(['revealing 1', 'shown 1']));
});

test('under reduced motion the shapes are shown whole as soon as they are seen', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/fixtures/text-shapes.html');
  await waitForState(page, '#block-text-later', 'live');
  await page.locator('#block-text-later').scrollIntoViewIfNeeded();
  await expect(nodes(page, '#block-text-later', 'later')).toHaveAttribute('data-reveal', 'shown');
  expect(await page.locator('#block-text-later path').evaluate((path) => path.getAnimations().length)).toBe(0);
});

test('follows the text when it reflows: one node per line, over each line', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/fixtures/text-shapes.html');
  await waitForState(page, '#block-text-wrap', 'live');
  const wrap = nodes(page, '#block-text-wrap', 'wrap');
  const wide = await lines(page, '#block-text-wrap', 'wrap');
  await expect(wrap).toHaveCount(wide.length);
  await page.setViewportSize({ width: 420, height: 720 });
  const narrow = await lines(page, '#block-text-wrap', 'wrap');
  expect(narrow.length).toBeGreaterThan(wide.length);
  await expect(wrap).toHaveCount(narrow.length);
  for (const [i, line] of narrow.entries()) {
    await expect
      .poll(async () => {
        const box = await wrap.nth(i).boundingBox();
        return box !== null && box.x <= line.left && box.x + box.width >= line.right && box.y <= line.top;
      })
      .toBe(true);
  }
});

test('leaves the text to assistive technology as it was, is axe-clean and shifts nothing', async ({ page }) => {
  await watchLayoutShift(page);
  await page.goto('/fixtures/text-shapes.html');
  await waitForState(page, '#block-text-shapes', 'live');
  await expect(nodes(page, '#block-text-shapes', 'shape-0')).toHaveAttribute('data-reveal', 'shown');
  expect(await layoutShift(page)).toBe(0);
  await expect(page.locator('#block-text-wrap')).toMatchAriaSnapshot(
    '- paragraph: Our bakery opens at seven, and every loaf is shaped by hand before the sun comes up over the harbour.',
  );
  await expect(page.locator('.TextShape-node:not([aria-hidden="true"])')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('bad data: the text stays as the server sent it, the reason is logged, the rest works', async ({ page, issues }) => {
  await page.goto('/fixtures/motion-broken.html');
  await waitForRuntime(page);
  await waitForState(page, '#block-text-bad-json', 'failed');
  await expect(page.locator('#block-text-bad-json .sqs-html-content')).toHaveText('A broken list.');
  await expect(page.locator('#block-text-bad-json .TextShape-node')).toHaveCount(0);
  // One bad highlight is refused alone.
  await waitForState(page, '#block-text-bad-one', 'live');
  await expect(nodes(page, '#block-text-bad-one', 'good')).toHaveAttribute('data-reveal', 'shown');
  await expect(nodes(page, '#block-text-bad-one', 'bad')).toHaveCount(0);
  await expect(page.locator('#after-blocks')).toBeVisible();
  const errors = issues.filter((issue) => issue.type === 'error').map((issue) => issue.text);
  expect(errors.some((text) => text.includes('island:text-shapes') && text.includes('JSON'))).toBe(true);
  expect(errors.some((text) => text.includes('text-shapes: highlight 0: "shape" must be one of'))).toBe(true);
});

test('follows a change to the text (the editing frame, a host script)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/fixtures/text-shapes.html');
  await waitForState(page, '#block-text-wrap', 'live');
  const wrap = nodes(page, '#block-text-wrap', 'wrap');
  await expect(wrap).toHaveCount(2);
  await page.locator('#block-text-wrap .sqsrte-text-highlight').evaluate((span) => {
    span.textContent = 'every loaf';
  });
  await expect(wrap).toHaveCount(1);
  const text = await page.locator('#block-text-wrap .sqsrte-text-highlight').boundingBox();
  await expect.poll(async () => ((await wrap.boundingBox())?.width ?? 0) < (text?.width ?? 0) * 2).toBe(true);
});
