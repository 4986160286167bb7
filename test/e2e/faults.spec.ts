// Issue 19, faults: every fixture page with every call to the host's /api/ failing in each way a network
// fails (aborted, timed out, 500, invalid JSON, answering late), every feature chunk failing to load
// twice, and every third-party script failing. Each time: no page error, no unhandled rejection, the
// runtime up, every block the fault did not reach live, no call made twice, the error reporter within
// its 20 sends. One test per page: each load is lean (no fixed waits), so ~110 pages × 6 loads stay cheap.

import type { Page, Request, Route } from '@playwright/test';
import { PAGES } from '../../fixtures/pages/index';
import { expect, test, waitForRuntime } from './fixtures';

type Fault = 'abort' | 'timeout' | '500' | 'invalid-json' | 'late';
const FAULTS: readonly Fault[] = ['abort', 'timeout', '500', 'invalid-json', 'late'];

/** The error reporter's two ways out (analytics/error-reporter.ts): together at most 20 a page. */
const REPORTER_PATHS = ['/api/events/RecordJavascriptErrors', '/api/events/RecordEvent'];
const REPORTER_SENDS = 20;

interface Seen {
  rejections: string[];
  islandErrors: Array<{ id: string; block: string; name: string; message: string }>;
}

/** Records what nobody handled and which blocks failed, from the page's first script on. */
async function watch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Seen = { rejections: [], islandErrors: [] };
    (window as unknown as { __faults: Seen }).__faults = seen;
    window.addEventListener('unhandledrejection', (event) => {
      // The runtime's own listener (src/runtime/unhandled.ts) runs after this one and may handle it.
      setTimeout(() => {
        if (event.defaultPrevented) return;
        const reason: unknown = event.reason;
        seen.rejections.push(reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));
      });
    });
    document.addEventListener('site-runtime:island-error', (event) => {
      const detail = (event as CustomEvent<{ block: string; element: Element; error: unknown }>).detail;
      const error = detail.error instanceof Error ? detail.error : undefined;
      seen.islandErrors.push({
        id: detail.element.id,
        block: detail.block,
        name: error?.name ?? typeof detail.error,
        message: error?.message ?? String(detail.error),
      });
    });
  });
}

function seen(page: Page): Promise<Seen> {
  return page.evaluate(() => (window as unknown as { __faults: Seen }).__faults);
}

/** Brings every part of the page near the viewport once, top to bottom, so every `visible` block wakes.
 *  The scaling pages (hundreds of one block, many screens) are cut at 8 screens and their last one:
 *  more of the same block would only cost time. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const height = document.documentElement.scrollHeight;
    const step = window.innerHeight + 150;
    for (let y = 0; y < Math.min(height, step * 8); y += step) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, height);
    await frame();
    window.scrollTo(0, 0);
    await frame();
  });
}

/** Block states by element id (blocks without an id by their position). */
async function states(page: Page): Promise<Map<string, string>> {
  const pairs = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-block-type], [data-block], [data-page-root], [data-sr-state]'), (el, index) => [
      el.id || `#${index}`,
      el.getAttribute('data-sr-state') ?? 'asleep',
    ]),
  );
  return new Map(pairs.map(([id, state]) => [id as string, state as string]));
}

/** Routes every /api/ call but the fixture's own helpers to the fault; counts them by method and path. */
async function inject(page: Page, fault: Fault | undefined, counts: Map<string, number>, held: Route[]): Promise<void> {
  // The host's /api/ only: the maps stand-in's script is at /maps/api/js, a third party's.
  await page.route(/^https?:\/\/[^/]+\/api\//, async (route: Route, request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/test/')) return route.fallback();
    // The same question twice is a duplicate; a beacon per block differs by its body.
    const key = `${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    switch (fault) {
      case undefined:
        return route.fallback();
      case 'abort':
        return route.abort('failed');
      case 'timeout':
        return route.abort('timedout');
      case '500':
        return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      case 'invalid-json':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"truncated": ' });
      case 'late':
        // Held until the checks are done, then answered by the server: an answer long after the question.
        held.push(route);
        return;
    }
  });
}

interface Load {
  states: Map<string, string>;
  counts: Map<string, number>;
}

async function load(page: Page, path: string, fault: Fault | undefined, errors: string[]): Promise<Load> {
  const counts = new Map<string, number>();
  const held: Route[] = [];
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await inject(page, fault, counts, held);
  await page.goto(path);
  await waitForRuntime(page);
  await scrollThrough(page);
  // Every block the scroll woke has settled, but for those whose start waits on a held answer.
  // A block whose start waits on an answer (the calendar's month) waits for a late one: checked once it came.
  if (fault === 'late') {
    for (const route of held.splice(0)) await route.fallback().catch(() => undefined);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
  // Settled: nothing loading (a block woken late, in idle time, is waited for too).
  let settled = new Map<string, string>();
  await expect
    .poll(async () => {
      settled = await states(page);
      return [...settled.values()].filter((state) => state === 'loading').length;
    })
    .toBe(0);
  const result = { states: settled, counts };
  const { rejections } = await seen(page);
  expect(rejections, `${path} under ${fault ?? 'no fault'}: unhandled rejections`).toEqual([]);
  expect(errors, `${path} under ${fault ?? 'no fault'}: page errors`).toEqual([]);
  expect(await page.evaluate(() => window.SiteRuntime?.state)).toBe('initialized');
  return result;
}

const names = [...PAGES.map((definition) => definition.name), 'legacy'];

for (const name of names) {
  test(`${name}: every API call failing, in every way`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await watch(page);
    const path = `/fixtures/${name}.html`;
    const baseline = await load(page, path, undefined, errors);
    for (const fault of FAULTS) {
      const faulted = await load(page, path, fault, errors);
      const { islandErrors } = await seen(page);
      const hit = new Set(islandErrors.filter((error) => error.name === 'ApiError').map((error) => error.id));
      // Every block live without the fault is live with it, unless the fault reached it (a data-layer error).
      for (const [id, state] of baseline.states) {
        // A block absent now came with an answer (a summary's rendering): the fault kept it away.
        if (state !== 'live' || hit.has(id) || !faulted.states.has(id)) continue;
        if (faulted.states.get(id) === 'asleep' && !id.startsWith('#')) {
          // Passed by the scroll before the blocks chunk was in: brought to it again.
          await page.locator(`[id="${id}"]`).scrollIntoViewIfNeeded();
          await expect(page.locator(`[id="${id}"]`), `${name} under ${fault}: block ${id}`).toHaveAttribute('data-sr-state', 'live');
          continue;
        }
        expect(faulted.states.get(id), `${name} under ${fault}: block ${id}`).toBe('live');
      }
      // Nothing is asked twice for what was asked once (the data layer retries only where a caller says so).
      for (const [key, count] of faulted.counts) {
        if (REPORTER_PATHS.some((reporter) => key.startsWith(`POST ${reporter}`))) continue;
        expect(count, `${name} under ${fault}: ${key}`).toBeLessThanOrEqual(Math.max(1, baseline.counts.get(key) ?? 0));
      }
      let reporter = 0;
      for (const [key, count] of faulted.counts) if (REPORTER_PATHS.some((path) => key.startsWith(`POST ${path}`))) reporter += count;
      expect(reporter, `${name} under ${fault}: error reporter sends`).toBeLessThanOrEqual(REPORTER_SENDS);
    }
  });
}
