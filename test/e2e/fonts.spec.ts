// Web fonts (spec 000 §1, §8): the fonts stylesheet service's sheet and the typekit kit, from the
// fixture server's stand-ins, added after first paint; a font the kit lacks is a console error.

import type { Page } from '@playwright/test';
import { violations } from './axe';
import { expect, test, waitForRuntime } from './fixtures';
import { layoutShift, watchLayoutShift } from './layout-shift';

/** The faces the page's stylesheets declared for a family, with their load status. */
const faces = (page: Page, family: string): Promise<string[]> =>
  page.evaluate(
    (name) => [...document.fonts].filter((face) => face.family.replace(/"/g, '') === name).map((face) => `${face.weight} ${face.status}`),
    family,
  );

/** The width of an element's text drawn in a given family: the same as the element's own once its web font is in. */
const widthIn = (page: Page, selector: string, family?: string): Promise<number> =>
  page.locator(selector).evaluate((el, name) => {
    const probe = document.createElement('span');
    probe.textContent = el.textContent;
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font-size:${getComputedStyle(el).fontSize}`;
    probe.style.fontWeight = getComputedStyle(el).fontWeight;
    probe.style.fontFamily = name ?? getComputedStyle(el).fontFamily;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  }, family);

/** The runtime's console errors, first line each (the stack follows). */
const runtimeErrors = (issues: Array<{ type: string; text: string }>): string[] =>
  issues
    .filter((issue) => issue.type === 'error' && issue.text.startsWith('site-runtime:'))
    .map((issue) => issue.text.split('\n')[0] ?? '');

test('the fonts page asks both services once and draws its text in their fonts', async ({ page, issues, log }) => {
  await page.goto('/fixtures/fonts.html');
  await waitForRuntime(page);
  // The heading is bold: only the face it uses is loaded.
  await expect.poll(() => faces(page, 'Fixture Mono')).toEqual(['400 unloaded', '700 loaded']);
  await expect.poll(() => faces(page, 'fixture-serif')).toEqual(['400 loaded', '700 loaded']);
  // Declared by the kit, used by nothing on the page: never downloaded.
  expect(await faces(page, 'fixture-sans')).toEqual(['400 unloaded']);
  expect(await page.evaluate(() => document.fonts.check('700 16px "Fixture Mono"'))).toBe(true);

  // The heading is drawn in the service's font (the installed font behind the stand-in), not its fallback.
  await expect(page.locator('#fonts-heading')).toHaveCSS('font-family', '"Fixture Mono", serif');
  expect(await widthIn(page, '#fonts-heading')).toBe(await widthIn(page, '#fonts-heading', '"DejaVu Sans Mono"'));
  expect(await widthIn(page, '#fonts-heading')).not.toBe(await widthIn(page, '#fonts-heading', 'serif'));
  expect(await widthIn(page, '#kit-bold')).toBe(await widthIn(page, '#kit-bold', '"DejaVu Serif"'));

  const google = await log('/fonts/');
  expect(google.map((entry) => [entry.path, entry.query])).toEqual([
    ['/fonts/css2', { family: 'Fixture Mono:wght@400;700', display: 'swap' }],
  ]);
  expect((await log('/typekit/')).map((entry) => entry.path)).toEqual(['/typekit/fix7kit.css']);
  // Appended to the head, after the page's own sheets.
  const links = await page.locator('head link[rel="stylesheet"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
  expect(links.slice(1).map((href) => new URL(href ?? '', 'http://x').pathname)).toEqual(['/fonts/css2', '/typekit/fix7kit.css']);
  expect(issues).toEqual([]);
});

test('a family or variation the kit lacks is a console error naming it; the rest of the kit is used', async ({ page, issues, log }) => {
  await page.goto('/fixtures/fonts-missing.html');
  await waitForRuntime(page);
  await expect
    .poll(() => runtimeErrors(issues))
    .toEqual([
      expect.stringContaining('The font fixture-serif i7 is missing from the typekit service'),
      expect.stringContaining('The font fixture-script is missing from the typekit service'),
    ]);
  await expect.poll(() => faces(page, 'fixture-serif')).toEqual(['400 loaded', '700 loaded']);
  // No fonts stylesheet service on this page: only the kit was asked for.
  expect((await log('/fonts/')).length).toBe(0);
  expect((await log('/typekit/')).length).toBe(1);
});

test('a page without fonts asks neither service and loads no fonts code', async ({ page, log, scripts }) => {
  await page.goto('/fixtures/empty.html');
  await waitForRuntime(page);
  await page.waitForLoadState('load');
  expect(await log('/fonts/')).toEqual([]);
  expect(await log('/typekit/')).toEqual([]);
  expect(scripts.filter((src) => src.includes('/chunks/page-chrome-'))).toEqual([]);
  expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(1);
});

test('services that never answer do not hold the first paint; one that fails is a console error', async ({ page, issues }) => {
  await page.route('**/fonts/css2**', () => undefined);
  await page.route('**/typekit/**', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/fixtures/fonts.html');
  await waitForRuntime(page);
  // The page painted and its text is there, in the fallback fonts, while the fonts stylesheet is still pending
  // (it never answers). Polled: the browser records the paint once the frame is shown, which on a busy
  // machine can come after the runtime has started (a run on 4 workers read no entry yet).
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  await expect(page.locator('#fonts-heading')).toBeVisible();
  await expect
    .poll(() => runtimeErrors(issues))
    .toEqual([expect.stringMatching(/^site-runtime: fonts: Error: Unable to load fonts from http:\/\/[^ ]+\/typekit\/fix7kit\.css$/)]);
});

test('the swap to the web fonts after first paint moves nothing under them (display=swap, CLS 0)', async ({ page }) => {
  await watchLayoutShift(page);
  // Both sheets held until the page is painted in its fallbacks.
  const held: Array<() => void> = [];
  await page.route(/\/(fonts|typekit)\//, async (route) => {
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  await page.goto('/fixtures/fonts.html');
  await waitForRuntime(page);
  await expect.poll(() => held.length).toBe(2);
  const top = (): Promise<number> => page.locator('#after-fonts').evaluate((node) => node.getBoundingClientRect().top);
  const before = { top: await top(), width: await widthIn(page, '#fonts-heading') };
  for (const go of held.splice(0)) go();
  await expect.poll(() => faces(page, 'fixture-serif')).toEqual(['400 loaded', '700 loaded']);
  await expect.poll(() => faces(page, 'Fixture Mono')).toEqual(['400 unloaded', '700 loaded']);
  // The heading was redrawn in another font (its width changed), and the text under it did not move.
  expect(await widthIn(page, '#fonts-heading')).not.toBe(before.width);
  expect(await top()).toBe(before.top);
  expect(await layoutShift(page)).toBe(0);
});

test('the page in its web fonts has no accessibility violations', async ({ page }) => {
  await page.goto('/fixtures/fonts.html');
  await waitForRuntime(page);
  await expect.poll(() => faces(page, 'fixture-serif')).toEqual(['400 loaded', '700 loaded']);
  expect(await violations(page)).toEqual([]);
});

test('destroy() takes the font stylesheets off the page', async ({ page }) => {
  await page.goto('/fixtures/fonts.html');
  await waitForRuntime(page);
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(3);
  await page.evaluate(() => window.SiteRuntime?.destroy());
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1);
});
