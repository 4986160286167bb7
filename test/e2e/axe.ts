// axe-core's findings on a page, as lines a failing test can print: WCAG 2.2 A and AA (2.2 adds the
// target size Lighthouse checks too), so 2.1 A and AA and everything before them, and the heading order
// (a best practice in axe's tags, but one of Lighthouse's accessibility audits).

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: WCAG_TAGS }, rules: { 'heading-order': { enabled: true } } })
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
