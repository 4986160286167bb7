// @ts-check
// Every fixture page once in one browser: the built pages (fixtures/pages/index.ts PAGES and the
// hand-written legacy.html, as dist/fixtures/ holds them), each with the probe, scrolled through once and
// settled; what the page threw and said on the console is its record. Then the builder's real pages
// (`real:<file>`, fixtures/server/real-pages.mjs) the same way, each also read against itself without
// JavaScript: a link, a form's button or a field it has there and not with the runtime is in the record.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { realPageFilesNow } from '../../fixtures/server/real-pages.mjs';
import { compare, IMAGE_FILE, readPage } from '../real-pages/measure.mjs';
import { animationsDone, failedBlocks, readProbe, scrollThrough, settle } from './in-page.mjs';

const REAL = 'real:';
/** Screens a fixture page is scrolled through (the scaling pages repeat one block); a real page, all. */
const FIXTURE_SCREENS = 8;
const ALL_SCREENS = 1000;

/** How long one page may take to settle before it counts as stuck. */
const SETTLE_MS = 15_000;

/**
 * @typedef {object} PageRecord
 * @property {string} name
 * @property {string[]} errors uncaught errors and unhandled rejections
 * @property {Array<{ type: string, text: string }>} console errors and warnings, in order
 * @property {string[]} failed the blocks whose island could not start
 * @property {string[]} worse on a real page, what a visitor reaches without JavaScript and not with the runtime
 * @property {string} problem what kept the page from settling or being read ('' when nothing)
 * @property {number} ms
 */

/** The fixture pages, then the real pages (none when the corpus is not on this machine). @param {string} distDir */
export function pageNames(distDir) {
  const fixtures = readdirSync(join(distDir, 'fixtures'))
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.slice(0, -'.html'.length))
    .sort();
  return [...fixtures, ...realPageFilesNow().map((file) => `${REAL}${file.slice(0, -'.html'.length)}`)];
}

/**
 * @param {import('./driver.mjs').Driver} driver
 * @param {string} base the fixture server's URL
 * @param {string} name
 * @returns {Promise<PageRecord>}
 */
export async function visitPage(driver, base, name) {
  const started = Date.now();
  const record = {
    name,
    errors: /** @type {string[]} */ ([]),
    console: /** @type {PageRecord['console']} */ ([]),
    failed: /** @type {string[]} */ ([]),
    worse: /** @type {string[]} */ ([]),
    problem: '',
    ms: 0,
  };
  const real = name.startsWith(REAL);
  const address = real ? `${base}/real-pages/${name.slice(REAL.length)}.html` : `${base}/fixtures/${name}.html`;
  try {
    await driver.goto(`${address}?engine-probe=1`);
    const first = await driver.evaluate(settle, SETTLE_MS);
    if (first.settled) await driver.evaluate(scrollThrough, real ? ALL_SCREENS : FIXTURE_SCREENS);
    const after = first.settled ? await driver.evaluate(settle, SETTLE_MS) : first;
    if (!after.settled) record.problem = `did not settle: waiting for ${after.waiting}`;
    const probe = await driver.evaluate(readProbe, undefined);
    if (!probe) record.problem ||= 'the probe is missing (no record)';
    else Object.assign(record, { errors: probe.errors, console: probe.console });
    record.failed = await driver.evaluate(failedBlocks, undefined);
    if (real && after.settled) {
      await driver.evaluate(animationsDone, SETTLE_MS);
      record.worse = await worseThanWithout(driver, address, await driver.evaluate(readPage, undefined));
    }
  } catch (error) {
    record.problem = `driver: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
  record.ms = Date.now() - started;
  return record;
}

/**
 * What the page without JavaScript (its `<noscript>` content shown) lets a visitor reach that `withRuntime`,
 * read from the page with the runtime, lacks: links, forms' buttons and fields (the Chromium suite,
 * test/e2e/real-pages.spec.ts, also holds the images and the links to them, at two widths).
 * @param {import('./driver.mjs').Driver} driver
 * @param {string} address
 * @param {import('../real-pages/measure.mjs').Seen} withRuntime
 */
async function worseThanWithout(driver, address, withRuntime) {
  await driver.goto(`${address}?javascript=off`);
  const without = await driver.evaluate(readPage, undefined);
  /** @type {(seen: import('../real-pages/measure.mjs').Seen, variant: 'runtime' | 'no-js') => import('../real-pages/measure.mjs').Load} */
  const load = (seen, variant) => {
    const nothing = { pageErrors: [], consoleErrors: [], islandErrors: [], offHost: [], leaving: [] };
    return { file: address, width: 0, variant, seen, clsOnLoad: 0, cls: 0, ...nothing };
  };
  const { links: all, buttons, fields } = compare(load(without, 'no-js'), load(withRuntime, 'runtime'));
  // A link to a picture's file (a 7.0 gallery's slide) the gallery opens in its lightbox, once the picture
  // is shown: the Chromium suite brings each to it, here it is left out.
  const links = all.filter((link) => !IMAGE_FILE.test(link));
  return [
    ...links.map((link) => `link ${link}`),
    ...buttons.map((button) => `button ${button}`),
    ...fields.map((field) => `field ${field}`),
  ];
}
