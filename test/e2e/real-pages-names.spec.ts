// The builder's real published pages (../shared/real-pages, served adopted, read at run time): every link
// and button a screen reader can name on the page without the runtime, it can still name with it, before
// any picture has arrived (a thumbnail link's only name is its picture's alt).

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { realPageFilesNow } from '../../fixtures/server/real-pages.mjs';
import { expect, test, waitForRuntime } from './fixtures';

/** The controls axe finds without a name, each as `rule href-or-class`: the same control on both loads. */
async function unnamed(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['link-name', 'button-name']).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const key = /\bhref="([^"]*)"/.exec(node.html) ?? /\bclass="([^"]*)"/.exec(node.html);
      return `${violation.id} ${key?.[1]?.replace(/\s+/g, ' ').trim() ?? node.html}`;
    }),
  );
}

for (const file of realPageFilesNow()) {
  test(`${file}: every link and button named without the runtime is named with it`, async ({ page }) => {
    // Pictures never arrive: each stays as the loader left it, waiting.
    await page.route('**/*', (route) => (route.request().resourceType() === 'image' ? undefined : route.fallback()));
    await page.goto(`/real-pages/${file}?runtime=0`, { waitUntil: 'domcontentloaded' });
    const before = new Set(await unnamed(page));
    await page.goto(`/real-pages/${file}`, { waitUntil: 'domcontentloaded' });
    await waitForRuntime(page);
    expect((await unnamed(page)).filter((control) => !before.has(control))).toEqual([]);
  });
}
