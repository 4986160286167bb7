// A builder page served with the preload hints a host sends (docs/serving.md, "Preload hints";
// fixtures/server/preload-hints.mjs): the browser fetches the hinted chunks while it parses, and the
// runtime's own imports take those very responses: each chunk comes once, and nothing hinted goes unused.

import { realPageFilesNow } from '../../fixtures/server/real-pages.mjs';
import { expect, test, waitForRuntime } from './fixtures';

const PAGE = 'inventorcenter-home.html';

test.skip(!realPageFilesNow().includes(PAGE), `the real pages corpus has no ${PAGE}`);

test('the hinted chunks are fetched once, while the page parses, and the runtime runs them', async ({ page, scripts, issues }) => {
  const response = await page.goto(`/real-pages/${PAGE}`);
  const hinted = [...(response?.headers()['link'] ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map((match) => match[1]);
  // Its context's reader, its blocks, the template's images, the bars and the announcement bar it draws.
  expect(hinted.map((address) => /\/chunks\/(.+)-[A-Z0-9]+\.js$/.exec(address ?? '')?.[1])).toEqual([
    'static-context',
    'blocks',
    'template',
    'bars',
    'announcement-bar',
  ]);
  await waitForRuntime(page);
  await expect(page.getByRole('region', { name: 'Announcement' })).toContainText('Get early class registration access');
  for (const address of hinted)
    expect(
      scripts.filter((script) => script === address),
      address,
    ).toHaveLength(1);
  // Chromium warns of a preload nobody used.
  expect(issues.filter((issue) => /preload/i.test(issue.text))).toEqual([]);
});
