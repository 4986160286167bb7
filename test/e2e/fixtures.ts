// Shared Playwright fixtures: every console error, warning and page error a test's page produced;
// the JavaScript files it requested; and the fixture server's /__log, limited to this test.
//
// Every test is tagged, whether it asks for it or not (`testTag` is automatic): its browser context
// carries the `sr_test` cookie, so what it injects (failures) and stores (submissions, reviews, log
// entries) is its own, and tests running side by side in other workers never meet.

import { test as base, expect, type Page } from '@playwright/test';
import type { LogEntry } from '../../fixtures/server/request-log.mjs';
import type { StoredSubmission } from '../../fixtures/server/submissions.mjs';

interface ConsoleIssue {
  type: string;
  text: string;
}

// The fixture server's own types (from its JSDoc): a log entry, a stored submission.
export type { LogEntry };

interface Fixtures {
  /** This test's tag: on every request its context makes (cookie `sr_test`). */
  testTag: string;
  issues: ConsoleIssue[];
  /** The form submissions this test's pages made, as the local API stored them. */
  submissions: () => Promise<StoredSubmission[]>;
  scripts: string[];
  /** This test's API requests, oldest first; with `path`, only those whose path starts with it. */
  log: (path?: string) => Promise<LogEntry[]>;
}

export const test = base.extend<Fixtures>({
  testTag: [
    async ({ context, baseURL }, use, testInfo) => {
      const tag = `t${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
      await context.addCookies([{ name: 'sr_test', value: tag, url: baseURL! }]);
      await use(tag);
    },
    { auto: true },
  ],
  issues: async ({ page }, use) => {
    const issues: ConsoleIssue[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') issues.push({ type: message.type(), text: message.text() });
    });
    page.on('pageerror', (error) => issues.push({ type: 'pageerror', text: String(error) }));
    await use(issues);
  },
  scripts: async ({ page }, use) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname + url.search);
    });
    await use(scripts);
  },
  submissions: async ({ page, testTag }, use) => {
    // Submissions outlive the server (they are on disk): a test starts without those of its earlier runs.
    await page.request.delete(`/__submissions?tag=${testTag}`);
    await use(async () => (await (await page.request.get(`/__submissions?tag=${testTag}`)).json()) as StoredSubmission[]);
  },
  log: async ({ page, testTag: tag }, use) => {
    await use(async (path = '/') => {
      const response = await page.request.get(`/__log?tag=${tag}`);
      return ((await response.json()) as LogEntry[]).filter((entry) => entry.path.startsWith(path));
    });
  },
});

export { expect };

/** Holds every request to `url` until the returned function is called, then lets each go on to the
 *  server: a state that lasts while something loads, seen without timing. */
export async function holdRoute(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until the runtime has started (after the page's first paint): what it listens for is heard. */
export async function waitForRuntime(page: Page): Promise<void> {
  await page.waitForFunction(() => window.SiteRuntime?.state === 'initialized');
}

/** Touches a block as a keyboard visitor would (focus on its first control), and waits until it is
 *  live: a deferred block (src/island/deferred.ts) until its React island is awake, too. */
export async function wake(page: Page, selector: string): Promise<void> {
  await waitForRuntime(page);
  const block = page.locator(selector);
  await block.locator('a[href], button:not([disabled]), select, input:not([type="hidden"]), textarea').first().focus();
  await waitForState(page, selector, 'live');
  await expect(block).not.toHaveAttribute('data-sr-island', /asleep|waking/);
}

/** Waits until the block's island reports a settled state. */
export async function waitForState(page: Page, selector: string, state: 'live' | 'failed'): Promise<void> {
  await expect(page.locator(selector)).toHaveAttribute('data-sr-state', state);
}

/** Records the runtime's island-error events from the start of the page. */
export async function recordIslandErrors(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Array<{ block: string; blockType: number | undefined; id: string }> = [];
    (window as unknown as { __islandErrors: typeof seen }).__islandErrors = seen;
    document.addEventListener('site-runtime:island-error', (event) => {
      const detail = (event as CustomEvent<{ block: string; blockType: number | undefined; element: Element }>).detail;
      seen.push({ block: detail.block, blockType: detail.blockType, id: detail.element.id });
    });
  });
}

export function islandErrors(page: Page): Promise<Array<{ block: string; blockType: number | undefined; id: string }>> {
  return page.evaluate(
    () => (window as unknown as { __islandErrors: Array<{ block: string; blockType: number | undefined; id: string }> }).__islandErrors,
  );
}
