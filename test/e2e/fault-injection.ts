// Fault injection for the browser tests of issue 19: the ways a network fails, a recorder of what nobody
// handled (unhandled rejections, failed islands) from the page's first script on, and one call faulted.

import { expect, type Page, type Route } from '@playwright/test';

export type Fault = 'abort' | 'timeout' | '500' | 'invalid-json' | 'late';
export const FAULTS: readonly Fault[] = ['abort', 'timeout', '500', 'invalid-json', 'late'];

export interface Seen {
  /** Each marked block's text as the server sent it, by id. */
  served: Record<string, string>;
  rejections: string[];
  islandErrors: Array<{ id: string; block: string; name: string; message: string }>;
}

/** Records what nobody handled and which blocks failed, from the page's first script on. */
export async function watch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Seen = { served: {}, rejections: [], islandErrors: [] };
    document.addEventListener('DOMContentLoaded', () => {
      for (const el of document.querySelectorAll('[data-block-type][id], [data-block][id]')) seen.served[el.id] = el.textContent ?? '';
    });
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

export function seen(page: Page): Promise<Seen> {
  return page.evaluate(() => (window as unknown as { __faults: Seen }).__faults);
}

/** Routes `path` (a /api/ path) to the fault; returns how many requests reached it and the held ones. */
export async function faultOn(page: Page, path: string, fault: Fault): Promise<{ count: () => number; release: () => Promise<void> }> {
  let count = 0;
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      count += 1;
      if (fault === 'abort') return route.abort('failed');
      if (fault === 'timeout') return route.abort('timedout');
      if (fault === '500') return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      if (fault === 'invalid-json') return route.fulfill({ status: 200, contentType: 'application/json', body: '{"truncated": ' });
      held.push(route);
    },
  );
  return {
    count: () => count,
    release: async () => {
      for (const route of held.splice(0)) await route.fallback();
    },
  };
}

export async function clean(page: Page, errors: string[]): Promise<void> {
  expect((await seen(page)).rejections).toEqual([]);
  expect(errors).toEqual([]);
  expect(await page.evaluate(() => window.SiteRuntime?.state)).toBe('initialized');
}
