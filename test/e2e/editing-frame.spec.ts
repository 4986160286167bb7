// The editing frame (issue 19): the editor shows the site in a frame, adds, replaces and removes blocks
// in it and calls `SiteRuntime.refresh(root)` after each change (docs/adopting.md, "The page contract"). Blocks it
// adds mount, blocks it takes away are torn down (the next refresh prunes them), and a hundred rounds of
// that on the page with every block type leave the frame's DOM nodes, documents and event listeners
// where they were: Chromium's own counters (CDP `Memory.getDOMCounters`) after a forced garbage collection.

import type { Frame } from '@playwright/test';
import { EVERYTHING_BLOCKS } from '../../fixtures/pages/everything';
import { openEditor } from './editor';
import { expect, test } from './fixtures';

// Not added by an editor as blocks: the announcement bar is drawn from the site's settings, and the
// cart and reviews pages are page roots, one a page.
const NOT_EDITED = new Set(['announcement-bar', 'cart-page', 'reviews']);

/**
 * The blocks as the server published them (the page's own HTML, parsed), each to start at once
 * (`data-load="load"`), and the page emptied of them: the editor owns the blocks from here on.
 */
async function takeBlocks(frame: Frame): Promise<string[]> {
  const selectors = Object.entries(EVERYTHING_BLOCKS)
    .filter(([name]) => !NOT_EDITED.has(name))
    .map(([, selector]) => selector);
  return frame.evaluate(async (wanted) => {
    const html = await (await fetch(location.href)).text();
    const published = new DOMParser().parseFromString(html, 'text/html');
    const sources = wanted.map((selector) => {
      const el = published.querySelector(selector);
      if (!el) throw new Error(`no ${selector} in the published page`);
      el.setAttribute('data-load', 'load');
      return el.outerHTML;
    });
    for (const selector of wanted) document.querySelector(selector)?.remove();
    const area = document.createElement('section');
    area.id = 'editor-area';
    document.body.prepend(area);
    window.SiteRuntime!.refresh(document);
    return sources;
  }, selectors);
}

interface Round {
  states: Record<string, string | null>;
  asleep: string[];
}

/**
 * One round, as the editor does it: the blocks inserted, `refresh(area)`, each woken (focus on its first
 * control: an island that waits for the visitor wakes), then every block removed and `refresh(area)`.
 */
function round(frame: Frame, sources: string[]): Promise<Round> {
  return frame.evaluate(async (html) => {
    const area = document.getElementById('editor-area')!;
    const settle = async (done: () => boolean): Promise<void> => {
      for (let i = 0; i < 500 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    area.innerHTML = html.join('');
    window.SiteRuntime!.refresh(area);
    const blocks = Array.from(area.children) as HTMLElement[];
    const settled = (el: HTMLElement): boolean => /^(live|failed)$/.test(el.getAttribute('data-sr-state') ?? '');
    await settle(() => blocks.every(settled));
    for (const el of blocks) {
      el.querySelector<HTMLElement>('a[href], button:not([disabled]), select, input:not([type="hidden"]), textarea')?.focus();
    }
    const sleeping = (): HTMLElement[] => blocks.filter((el) => /asleep|waking/.test(el.getAttribute('data-sr-island') ?? ''));
    // Each in view until its island is awake: the gallery's wakes as it nears the viewport.
    for (const el of sleeping()) {
      el.scrollIntoView();
      await settle(() => !/asleep|waking/.test(el.getAttribute('data-sr-island') ?? ''));
    }
    const result = {
      states: Object.fromEntries(blocks.map((el) => [el.id || el.className, el.getAttribute('data-sr-state')])),
      asleep: sleeping().map((el) => el.id),
    };
    (document.activeElement as HTMLElement | null)?.blur();
    area.replaceChildren();
    scrollTo(0, 0);
    window.SiteRuntime!.refresh(area);
    return result;
  }, sources);
}

/** Enough for any leak to show past the tolerance below: one block left a round is 40 × its markup. */
const ROUNDS = 40;

test('40 rounds of adding, waking and removing every block leave DOM nodes and listeners at their baseline', async ({ page, issues }) => {
  test.setTimeout(150_000);
  const frame = await openEditor(page, 'everything', { width: 1200, height: 680 });
  const sources = await takeBlocks(frame);
  const cdp = await page.context().newCDPSession(page);
  type Counters = { documents: number; nodes: number; jsEventListeners: number };
  const read = async (): Promise<Counters> => {
    // Twice: what the first collection frees may hold more (a finalizer, a weak map) for the second.
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return cdp.send('Memory.getDOMCounters');
  };
  // Right after a round, some of its removed nodes are still held by work queued in the page: 110 here,
  // 290 on CI's busier machine, all freed within 100 ms. Counted once two readings agree, the check
  // compares what stays, and a leak, which stays, still shows.
  const counters = async (): Promise<Counters> => {
    let last = await read();
    for (let i = 0; i < 20; i += 1) {
      await page.waitForTimeout(200);
      const next = await read();
      if (next.nodes === last.nodes && next.jsEventListeners === last.jsEventListeners) return next;
      last = next;
    }
    return last;
  };

  // Warm-up: the chunks, React and the providers' scripts load once and stay, as they would in the editor.
  for (let i = 0; i < 3; i += 1) {
    const first = await round(frame, sources);
    expect(Object.values(first.states).every((state) => state === 'live')).toBe(true);
    expect(first.asleep).toEqual([]);
  }
  const baseline = await counters();
  for (let i = 0; i < ROUNDS; i += 1) {
    const { states, asleep } = await round(frame, sources);
    expect(states, `round ${i}`).toEqual(Object.fromEntries(Object.keys(states).map((id) => [id, 'live'])));
    expect(asleep, `round ${i}`).toEqual([]);
  }
  const after = await counters();
  // The tolerance is far under what any leak would make: one block left behind per round is at least
  // ROUNDS × its markup (the smallest here is over 5 nodes, so 200; a React island leaves its ~140 root listeners).
  // Settled, the two readings agreed to the node in 6 runs of 100 rounds here, and within one listener; the margin is
  // for the page's own bookkeeping at the moment of counting (a listener of a trigger waiting for idle time).
  expect(after.documents).toBe(baseline.documents);
  expect(Math.abs(after.nodes - baseline.nodes), JSON.stringify({ baseline, after })).toBeLessThanOrEqual(150);
  expect(Math.abs(after.jsEventListeners - baseline.jsEventListeners), JSON.stringify({ baseline, after })).toBeLessThanOrEqual(10);
  expect(issues).toEqual([]);
});

test('a block replaced in place (same id, new JSON) remounts with the new data', async ({ page, issues }) => {
  const frame = await openEditor(page, 'everything', { width: 1200, height: 680 });
  await takeBlocks(frame);
  const place = (version: string): Promise<void> =>
    frame.evaluate((text) => {
      const area = document.getElementById('editor-area')!;
      const json = (data: unknown): string => JSON.stringify(data).replace(/'/g, '&#39;');
      const accordion = json({ items: [{ title: `${text} question`, content: `<p>${text} answer.</p>` }], firstItemExpanded: false });
      const button = json({ text: `${text} link`, url: '/fixtures/home.html' });
      const next = document.createElement('div');
      next.innerHTML =
        `<div id="block-replaced-accordion" data-block-type="69" data-load="load" data-block-json='${accordion}'></div>` +
        `<div id="block-replaced-button" data-block-type="53" data-load="load" data-block-json='${button}'></div>`;
      // The editor swaps each block's element for the new one, as it does after a change in its panel.
      for (const el of Array.from(next.children)) {
        const old = document.getElementById(el.id);
        if (old) old.replaceWith(el);
        else area.append(el);
      }
      window.SiteRuntime!.refresh(area);
    }, version);

  await place('First');
  const accordion = frame.locator('#block-replaced-accordion');
  await expect(accordion).toHaveAttribute('data-sr-state', 'live');
  await expect(frame.locator('#block-replaced-button')).toHaveAttribute('data-sr-state', 'live');
  await expect(frame.getByRole('button', { name: 'First question' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'First link' })).toBeVisible();

  await place('Second');
  await expect(accordion).toHaveAttribute('data-sr-state', 'live');
  await expect(frame.locator('#block-replaced-button')).toHaveAttribute('data-sr-state', 'live');
  // By keyboard: Playwright's click never found the button "stable" inside the frame (it timed out with the
  // button still at the top of the frame; not understood), and Enter is what a keyboard visitor does.
  await frame.getByRole('button', { name: 'Second question' }).press('Enter');
  await expect(frame.getByRole('region', { name: 'Second question' })).toHaveText('Second answer.');
  await expect(frame.getByRole('link', { name: 'Second link' })).toHaveAttribute('href', '/fixtures/home.html');
  await expect(frame.getByText(/First/)).toHaveCount(0);
  expect(issues).toEqual([]);
});
