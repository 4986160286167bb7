// axe-core over every fixture page (issue 19): once as the server sent it, before the runtime runs (its
// script held back until the page is parsed), and again once every block on it is live (scrolled to;
// those that wake at a touch touched from the keyboard). Dialogs are opened in accessibility.spec.ts.
// The page is served under the strict policy (a nonce, 'strict-dynamic', Trusted Types), and raises no
// violation, even on the paths only a touch starts: the strict half of hostile/policies.spec.ts.

import type { Locator, Page, Route } from '@playwright/test';
import { animationsDone } from './animations-done';
import { violations } from './axe';
import { EVERY_PAGE, LEFT_OUT, urlOf } from './every-page';
import { expect, test, waitForRuntime } from './fixtures';
import { policyMessages, recordViolations, violationsOf } from './policy-violations';

const SKIPPED = LEFT_OUT.accessibility;

/** What the builder's own markup gets wrong, as served, that the block's row puts right when it wakes
 *  (the live check then finds nothing): an icon link's empty name, named from its network; a gallery's
 *  slide titles published as h3s right under the page's h1, which the gallery draws as captions. */
const SLIDE_TITLE = 'heading-order: div[data-slide-id="5f0c0001"] > .meta > .meta-inside > h3';
const REPAIRED_WHEN_LIVE: Readonly<Record<string, readonly string[]>> = {
  'social-links': ['link-name: .email'],
  everything: ['link-name: .email'],
  'site-blocks-broken': ['link-name: a'],
  'gallery-grid': [SLIDE_TITLE],
  'gallery-list': [SLIDE_TITLE],
  'gallery-film-audio': ['heading-order: h3'],
  upgrade: [SLIDE_TITLE],
  'upgrade-owner': [SLIDE_TITLE],
  'upgrade-owner-trial': [SLIDE_TITLE],
  'upgrade-owner-resold': [SLIDE_TITLE],
  'upgrade-owner-resold-grace': [SLIDE_TITLE],
};

const CONTROL = 'a[href], button:not([disabled]), select, input:not([type="hidden"]), textarea';

/** Holds the runtime's script until `release()`, so the page can be read as served. */
async function holdRuntime(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/dist/site-runtime.js', (route) => (released ? route.continue() : void held.push(route)));
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

/** Resolves once the page's own intersection observers have been told the marker is in view: a fresh
 *  observer's callbacks run in the same task as theirs, after them (they were made first), so a block
 *  that wakes near the viewport (a gallery) is already waking. Without this, the check for blocks still
 *  waking could pass before the gallery's observer ran, and axe read its builder's markup. */
function seenByThePage(marker: Locator): Promise<void> {
  return marker.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(el);
      }),
  );
}

/** Every marker scrolled into view; one still waiting for the visitor gets focus on its first control. */
async function wakeAll(page: Page): Promise<void> {
  await waitForRuntime(page);
  for (const marker of await page.locator('[data-block-type],[data-block]').all()) {
    if (!(await marker.isVisible())) continue;
    await marker.scrollIntoViewIfNeeded();
    await seenByThePage(marker);
    if ((await marker.getAttribute('data-sr-state')) !== null) continue;
    const control = marker.locator(CONTROL).first();
    if ((await control.count()) > 0) await control.focus();
  }
  await expect(page.locator('[data-sr-state="loading"], [data-sr-island="waking"]')).toHaveCount(0);
  await page.evaluate(() => scrollTo(0, 0));
  await animationsDone(page.locator('body'));
}

for (const { name } of EVERY_PAGE) {
  const skip = SKIPPED[name];
  test(`${name}: axe finds nothing as served and with every block live`, async ({ page, issues }) => {
    test.skip(skip !== undefined, skip);
    await recordViolations(page);
    const release = await holdRuntime(page);
    const response = await page.goto(`${urlOf(name)}?csp=strict`, { waitUntil: 'commit' });
    expect(response?.headers()['content-security-policy']).toContain("'strict-dynamic'");
    // Parsed, and styled as a visitor's first paint is: axe measures targets and colours, and the
    // stylesheet can arrive after parsing ends (CI: the search field measured unstyled, under 24 px).
    await page.waitForFunction(
      () =>
        document.readyState !== 'loading' &&
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
    );
    expect(await violations(page), 'as served').toEqual(REPAIRED_WHEN_LIVE[name] ?? []);
    release();
    await wakeAll(page);
    expect(await violations(page), 'live').toEqual([]);
    expect(await violationsOf(page, name), 'policy violations').toEqual([]);
    expect(policyMessages(issues, name), 'policy errors in the console').toEqual([]);
  });
}
