// Block animations (spec 000 §4, §9) on the builder's markup (fixtures/pages/animations.ts): hidden
// below the fold, marked loaded once half seen (any part, for a tall one) and their pictures in; in view
// at first paint, never hidden; under reduced motion, nothing hidden or moving; nothing shifts.

import type { Locator, Page } from '@playwright/test';
import { violations } from './axe';
import { expect, test, waitForRuntime } from './fixtures';
import { layoutShift, watchLayoutShift } from './layout-shift';

test.use({ viewport: { width: 1000, height: 700 } });

const BELOW = '#block-anim-below [data-animation-role]';
const SCALE = '#block-anim-scale [data-animation-role]';

/** Every value each animated element's state took, by its block id (or its own id), from the start. */
async function recordStates(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Record<string, string[]> = {};
    Object.assign(window, { __states: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target as Element;
        const key = el.closest('[id]')?.id ?? '?';
        const value = el.getAttribute('data-sr-animation');
        const pictures = [...el.querySelectorAll('img')].every((img) => img.getAttribute('src') && img.complete);
        seen[key] = [...(seen[key] ?? []), value === 'loaded' && !pictures ? 'loaded-before-pictures' : String(value)];
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-sr-animation'] });
  });
}

const states = (page: Page): Promise<Record<string, string[]>> =>
  page.evaluate(() => (window as unknown as { __states: Record<string, string[]> }).__states);

/** Scrolls so that `visible` pixels of the element's top are on screen. */
async function showTop(page: Page, locator: Locator, visible: number): Promise<void> {
  await locator.evaluate((el, px) => {
    const top = el.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - window.innerHeight + px);
  }, visible);
  // Two frames: the observer has reported what the scroll showed.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test('in view at first paint: marked loaded, never hidden; below the fold: hidden until half of it is seen', async ({ page, issues }) => {
  await recordStates(page);
  await page.goto('/fixtures/animations.html');
  await waitForRuntime(page);
  const below = page.locator(BELOW);
  await expect(below).toHaveAttribute('data-sr-animation', 'hidden');
  await expect(below).toHaveCSS('opacity', '0');
  await expect(page.locator('#block-anim-top [data-animation-role]')).toHaveAttribute('data-sr-animation', 'loaded');
  await expect(page.locator('h1')).toHaveAttribute('data-sr-animation', 'loaded');

  // 30 % of its 400 px seen: still hidden.
  await showTop(page, below, 120);
  await expect(below).toHaveAttribute('data-sr-animation', 'hidden');
  // 60 %: marked loaded, and it fades in to its painted state.
  await showTop(page, below, 240);
  await expect(below).toHaveAttribute('data-sr-animation', 'loaded');
  await expect(below).toHaveCSS('opacity', '1');
  const seen = await states(page);
  expect(seen['block-anim-top']).toEqual(['loaded']);
  expect(seen['block-anim-below']).toEqual(['hidden', 'loaded']);
  expect(issues).toEqual([]);
});

test('a scalable block is hidden scaled to 0.94 and waits for its picture; a block with none never hides', async ({ page }) => {
  await recordStates(page);
  const held: Array<() => void> = [];
  await page.route('**/images/orchard-**', async (route) => {
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  await page.goto('/fixtures/animations.html');
  await waitForRuntime(page);
  const scale = page.locator(SCALE);
  await expect(scale).toHaveAttribute('data-sr-animation', 'hidden');
  await expect(scale).toHaveCSS('transform', 'matrix(0.94, 0, 0, 0.94, 0, 0)');

  await scale.scrollIntoViewIfNeeded();
  await expect.poll(() => held.length).toBe(1);
  // Fully in view, its picture not in yet: still hidden.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(scale).toHaveAttribute('data-sr-animation', 'hidden');
  for (const go of held.splice(0)) go();
  await expect(scale).toHaveAttribute('data-sr-animation', 'loaded');
  // It transitions to its painted state in the default 0.3 s.
  await expect(scale).toHaveCSS('transition-duration', '0.3s, 0.3s');
  await expect(scale).toHaveCSS('transform', 'none');
  expect((await states(page))['block-anim-scale']).toEqual(['hidden', 'loaded']);

  const still = page.locator('#block-anim-still [data-animation-role]');
  await still.scrollIntoViewIfNeeded();
  await expect(still).toHaveCSS('opacity', '1');
  expect((await states(page))['block-anim-still']).toBeUndefined();
});

test('a section taller than the screen is marked loaded as soon as any of it is seen', async ({ page }) => {
  await page.goto('/fixtures/animations.html');
  await waitForRuntime(page);
  const tall = page.locator('#anim-tall');
  await expect(tall).toHaveAttribute('data-sr-animation', 'hidden');
  // 100 of its 3000 px: a thirtieth of it, which no threshold but 0 reaches.
  await showTop(page, tall, 100);
  await expect(tall).toHaveAttribute('data-sr-animation', 'loaded');
});

test('under reduced motion nothing is hidden and nothing transitions', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordStates(page);
  await page.goto('/fixtures/animations.html');
  await waitForRuntime(page);
  for (const selector of [BELOW, SCALE, '#anim-tall']) {
    await expect(page.locator(selector)).toHaveAttribute('data-sr-animation', 'loaded');
    await expect(page.locator(selector)).toHaveCSS('opacity', '1');
    await expect(page.locator(selector)).toHaveCSS('transition-duration', '0s');
  }
  // Shown at once, pictures or not: never hidden.
  expect(Object.values(await states(page)).flat()).not.toContain('hidden');
});

test('nothing shifts while blocks animate in (CLS 0)', async ({ page }) => {
  await watchLayoutShift(page);
  await page.goto('/fixtures/animations.html');
  await waitForRuntime(page);
  for (const selector of [BELOW, SCALE, '#anim-tall']) {
    await page.locator(selector).scrollIntoViewIfNeeded();
    await expect(page.locator(selector)).toHaveAttribute('data-sr-animation', 'loaded');
  }
  expect(await layoutShift(page)).toBe(0);
});

test('a site without animations loads no animation code, though its blocks carry animation roles', async ({ page, scripts }) => {
  await page.goto('/fixtures/images.html');
  await waitForRuntime(page);
  await page.waitForLoadState('load');
  expect(scripts.filter((src) => src.includes('/chunks/page-chrome-'))).toEqual([]);
  await expect(page.locator('[data-sr-animation]')).toHaveCount(0);
});

test('the page has no accessibility violations, with blocks hidden below the fold and once shown', async ({ page }) => {
  await page.goto('/fixtures/animations.html');
  await waitForRuntime(page);
  // Transparent text is hidden text to axe.
  await expect(page.locator(BELOW)).toHaveCSS('opacity', '0');
  expect(await violations(page)).toEqual([]);
  await page.locator(BELOW).scrollIntoViewIfNeeded();
  await expect(page.locator(BELOW)).toHaveCSS('opacity', '1');
  expect(await violations(page)).toEqual([]);
});

test('destroy() shows every hidden block again, as the server sent it', async ({ page }) => {
  await page.goto('/fixtures/animations.html');
  await waitForRuntime(page);
  await expect(page.locator(BELOW)).toHaveAttribute('data-sr-animation', 'hidden');
  await page.evaluate(() => window.SiteRuntime?.destroy());
  // The image block puts its server HTML back as it found it, marks included: they no longer hide anything.
  for (const selector of [BELOW, SCALE, '#anim-tall']) {
    await expect(page.locator(selector)).toHaveCSS('opacity', '1');
    await expect(page.locator(selector)).toHaveCSS('transform', 'none');
  }
  await expect(page.locator('html')).not.toHaveClass(/sr-animate/);
});
