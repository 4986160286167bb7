// axe-core's findings on a page, as lines a failing test can print: WCAG 2.2 A and AA (2.2 adds the
// target size Lighthouse checks too), so 2.1 A and AA and everything before them, and the heading order
// and allowed ARIA roles (best practices in axe's tags, but Lighthouse accessibility audits).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  rules: { 'heading-order': { enabled: true }, 'aria-allowed-role': { enabled: true } },
};
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export async function violations(page: Page): Promise<string[]> {
  const results = await analyze(page);
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A page of one document is checked with axe.run in it, axe put in once per document. AxeBuilder puts
 *  axe in twice a call and finishes in a page of its own (half a second of a busy machine, twice on each
 *  of ~120 pages); a page with frames still goes through it, as it checks every frame. Same findings. */
async function analyze(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).options(OPTIONS).analyze();
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (options) => (window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(document, options),
    OPTIONS,
  );
}
