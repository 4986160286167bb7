// The runtime's Trusted Types policy converts HTML as is, so no other script on the page may reach it:
// not through what the entry shares with the chunks (SiteRuntime._: the error sink and the shared table),
// not through an export of the entry or of any chunk the page
// loaded (a chunk is given the policy's holder by the runtime, and only takes one, never gives it).

import { expect, test } from '../fixtures';
import { block, hostilePage } from './page';

test('no script on the page can reach the Trusted Types policy the runtime made', async ({ page, testTag }) => {
  const body = block(69, 'accordion', { headingLevel: 2, items: [{ title: 'Open', content: '<p>Sanitized <b>text</b>.</p>' }] });
  await page.goto(await hostilePage(page, testTag, body));
  // The accordion's content went through the sanitizer, and so through the policy: it has been made.
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('region', { name: 'Open' })).toHaveText('Sanitized text.');

  const reached = await page.evaluate(async () => {
    const isPolicy = (value: unknown): boolean =>
      typeof value === 'object' && value !== null && typeof (value as { createHTML?: unknown }).createHTML === 'function';
    const found: string[] = [];
    const entryUrl = '/dist/site-runtime.js';
    // What the entry hands the chunks, as any script on the page can read it.
    const handed = (window.SiteRuntime as unknown as { _: Record<string, unknown> & { shared(key: string, make: () => unknown): unknown } })
      ._;
    if (isPolicy(handed.shared('trusted-types-policy', () => undefined))) found.push('shared("trusted-types-policy")');
    for (const [name, value] of Object.entries({ ...handed, ...window.SiteRuntime }))
      if (isPolicy(value)) found.push(`SiteRuntime: ${name}`);
    const chunks = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/dist/chunks/') && path.endsWith('.js'));
    for (const url of [entryUrl, ...new Set(chunks)]) {
      const module = (await import(url)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (isPolicy(value)) found.push(`${url}: ${name}`);
        // A chunk takes a holder and fills it only if it has none: handing it one gets nothing back.
        if (name === '__trust' && typeof value === 'function') {
          const holder: { policy?: unknown } = {};
          value(holder);
          if (isPolicy(holder.policy)) found.push(`${url}: __trust filled a holder`);
        }
      }
    }
    return { found, chunks: chunks.length };
  });
  expect(reached.chunks).toBeGreaterThan(0);
  expect(reached.found).toEqual([]);
});
