// @ts-check
// Every fixture page once in one browser: the built pages (fixtures/pages/index.ts PAGES and the
// hand-written legacy.html, as dist/fixtures/ holds them), each with the probe, scrolled through once and
// settled; what the page threw and said on the console is its record.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { failedBlocks, readProbe, scrollThrough, settle } from './in-page.mjs';

/** How long one page may take to settle before it counts as stuck. */
const SETTLE_MS = 15_000;

/**
 * @typedef {object} PageRecord
 * @property {string} name
 * @property {string[]} errors uncaught errors and unhandled rejections
 * @property {Array<{ type: string, text: string }>} console errors and warnings, in order
 * @property {string[]} failed the blocks whose island could not start
 * @property {string} problem what kept the page from settling or being read ('' when nothing)
 * @property {number} ms
 */

/** @param {string} distDir */
export function pageNames(distDir) {
  return readdirSync(join(distDir, 'fixtures'))
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.slice(0, -'.html'.length))
    .sort();
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
    problem: '',
    ms: 0,
  };
  try {
    await driver.goto(`${base}/fixtures/${name}.html?engine-probe=1`);
    const first = await driver.evaluate(settle, SETTLE_MS);
    if (first.settled) await driver.evaluate(scrollThrough, undefined);
    const after = first.settled ? await driver.evaluate(settle, SETTLE_MS) : first;
    if (!after.settled) record.problem = `did not settle: waiting for ${after.waiting}`;
    const probe = await driver.evaluate(readProbe, undefined);
    if (!probe) record.problem ||= 'the probe is missing (no record)';
    else Object.assign(record, { errors: probe.errors, console: probe.console });
    record.failed = await driver.evaluate(failedBlocks, undefined);
  } catch (error) {
    record.problem = `driver: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
  record.ms = Date.now() - started;
  return record;
}
