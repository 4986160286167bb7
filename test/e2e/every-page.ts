// One condition, every fixture page: the pages of fixtures/pages/index.ts (and the hand-written legacy
// page) loaded one after another in the same page of one context, each with its own record of what the
// console and the page said, so a test per condition stays cheap and still names the page that broke.

import type { Page } from '@playwright/test';
import { PAGES } from '../../fixtures/pages';
import type { PageContext } from '../../src/core/page-context';

export interface PageRun {
  name: string;
  /** The page's context object, when its definition has one (a string is a broken context on purpose). */
  context: PageContext | undefined;
  warnings: string[];
  errors: string[];
  pageErrors: string[];
  /** Documents running the runtime: the page and its same-site frames (an editing frame, a preview). */
  runtimes: number;
}

export const EVERY_PAGE: ReadonlyArray<{ name: string; context: PageContext | undefined }> = [
  ...PAGES.map((definition) => ({
    name: definition.name,
    context: typeof definition.context === 'object' && definition.context !== null ? definition.context : undefined,
  })),
  { name: 'legacy', context: undefined },
];

/** The pages faults.spec.ts leaves out, and those whose first load there skips axe, with why. The policy
 *  check (hostile/policies.spec.ts) visits the pages left out under both policies: on the others,
 *  faults.spec.ts's first load holds the strict policy and its faulted loads the default one. */
export const LEFT_OUT: Readonly<Record<'faults' | 'axe', Readonly<Record<string, string>>>> = {
  faults: {
    // Each of its 1,200 forced blocks wakes and sends its render beacon, five loads over: minutes of
    // requests for the one button block every other page has under the same faults.
    'hostile-forced-load': 'the same button block 1,200 times, forced to load at once (hostile/perf.spec.ts)',
    // The scroll reaches 8 screens of them: what scale-60 and many-blocks (600 blocks) already load.
    'scale-600': 'scale-60 ten times over: the same button block',
    'scale-6000': 'scale-60 a hundred times over',
  },
  axe: {
    'many-blocks': 'the same button block 600 times, as scale-60 has it: axe alone would take longer than the loads',
  },
};

/** Listens once on `page`; `start(name)` begins a new page's record, returned so a test can read it live.
 *  The record takes over when the next document commits: what the page being left says as it goes
 *  (pagehide, beacons) is still that page's. */
export function recorder(page: Page): { start: (entry: (typeof EVERY_PAGE)[number]) => PageRun; all: PageRun[] } {
  const all: PageRun[] = [];
  let current: PageRun | undefined;
  let next: PageRun | undefined;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || !next) return;
    current = next;
    next = undefined;
  });
  page.on('console', (message) => {
    if (message.type() === 'warning') current?.warnings.push(message.text());
    if (message.type() === 'error') current?.errors.push(message.text());
  });
  page.on('pageerror', (error) => current?.pageErrors.push(String(error)));
  return {
    all,
    start(entry) {
      next = { name: entry.name, context: entry.context, warnings: [], errors: [], pageErrors: [], runtimes: 1 };
      all.push(next);
      return next;
    },
  };
}

/** The page's URL: the search page is served where a real site's is. */
export function urlOf(name: string): string {
  return `/fixtures/${name}.html`;
}

/** How many documents of the page run the runtime (each warns, each starts, on its own). */
export async function countRuntimes(page: Page): Promise<number> {
  let count = 0;
  for (const frame of page.frames()) {
    const running = await frame.evaluate(() => window.SiteRuntime !== undefined).catch(() => false);
    if (running) count += 1;
  }
  return count;
}
