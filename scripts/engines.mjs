// `npm run test:engines` (issue 29): every fixture page and the journeys in Firefox ESR and WebKitGTK, each
// engine in a process of its own, side by side with a Chromium that gives the console to compare with.
// Ends with `engines: N passed, N failed`; exits non-zero on any failure.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../fixtures/server/index.mjs';
import { consoleDifference, FALLBACKS } from '../test/engines/compare.mjs';
import { ensureChromium, ensureDependencies, ensureEngines, root, run } from './setup.mjs';

/** The fixture server of this run (the engines' runs keep to ports 4206-4209). */
const PORT = Number(process.env.ENGINES_PORT || 4206);
/** A worker that has not finished by then is stopped and counted as failed. */
const WORKER_LIMIT_MS = 8 * 60_000;
const ENGINES = /** @type {const} */ (['firefox', 'webkit']);

const started = Date.now();
ensureDependencies(['puppeteer-core', 'webdriverio']);
const chromium = ensureChromium();
if (chromium) process.env.CHROMIUM_PATH = chromium;
if (!ensureEngines()) {
  console.log('engines: 0 passed, 1 failed');
  process.exit(1);
}
if (!existsSync(join(root, 'dist/fixtures'))) run('node build.mjs');

const work = mkdtempSync(join(tmpdir(), 'engines-'));
// Its own data directory: submissions and carts of this run only.
const server = await startServer({ port: PORT, dataDir: join(work, 'data') });
const only = process.argv.slice(2);
/** The workers' process groups (each is detached, to be stopped whole: xvfb-run, Xvfb, driver, browser). */
const groups = new Set();
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    for (const pid of groups) process.kill(-pid, 'SIGKILL');
    process.exit(130);
  });
}

/**
 * One engine's worker (test/engines/worker.mjs); WebKitGTK under a virtual display.
 * @param {'chromium' | 'firefox' | 'webkit'} engine
 * @returns {Promise<WorkerResult>}
 */
function worker(engine) {
  const out = join(work, `${engine}.json`);
  const args = ['test/engines/worker.mjs', engine, server.url, out, engine === 'chromium' ? 'pages' : 'all', ...only];
  const [command, commandArgs] = engine === 'webkit' ? ['xvfb-run', ['-a', process.execPath, ...args]] : [process.execPath, args];
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
    if (child.pid) groups.add(child.pid);
    const limit = setTimeout(() => {
      console.error(`${engine}: still running after ${WORKER_LIMIT_MS / 1000} s, stopped`);
      // Its whole group: xvfb-run, Xvfb, the driver and the browser.
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, WORKER_LIMIT_MS);
    child.on('exit', () => {
      clearTimeout(limit);
      if (child.pid) groups.delete(child.pid);
      try {
        resolve(JSON.parse(readFileSync(out, 'utf8')));
      } catch {
        resolve({
          engine,
          capabilities: {},
          pages: [],
          journeys: [],
          fatal: `${engine}: the worker left no result`,
          ms: Date.now() - started,
        });
      }
    });
  });
}

/**
 * What a worker writes (test/engines/worker.mjs).
 * @typedef {object} WorkerResult
 * @property {string} engine
 * @property {Record<string, unknown>} capabilities
 * @property {import('../test/engines/pages.mjs').PageRecord[]} pages
 * @property {import('../test/engines/journeys.mjs').JourneyRecord[]} journeys
 * @property {string} fatal
 * @property {number} ms
 */

const [baseline, ...results] = await Promise.all([worker('chromium'), ...ENGINES.map(worker)]);
await server.close();
rmSync(work, { recursive: true, force: true });
// Every page's record in every engine (console, errors, failed blocks, time), to read what was compared.
const report = join(root, '.cache/engines.json');
mkdirSync(join(root, '.cache'), { recursive: true });
writeFileSync(report, JSON.stringify([baseline, ...results], null, 2));

let passed = 0;
let failed = 0;
/** Each engine's count, for `npm test` (scripts/test.mjs reads it from .cache/engines-summary.json). */
const byEngine = /** @type {Record<string, { passed: number; failed: number }>} */ ({});
const chromiumPages = new Map((baseline?.pages ?? []).map((page) => [page.name, page]));
if (baseline?.fatal) {
  console.log(`\nchromium (the console compared with): ${baseline.fatal}`);
  failed += 1;
}
for (const result of results) {
  const version = String(result.capabilities.version ?? result.capabilities.userAgent ?? '');
  const viewport = String(result.capabilities.viewport ?? '?');
  console.log(`\n== ${result.engine}: ${version}, viewport ${viewport} (${(result.ms / 1000).toFixed(1)} s)`);
  if (result.fatal) {
    console.log(`✗ ${result.fatal}`);
    failed += 1;
  }
  let pagesOk = 0;
  const pageFailures = [];
  for (const page of result.pages) {
    const problems = [];
    if (page.problem) problems.push(page.problem);
    for (const missing of page.worse ?? []) problems.push(`without JavaScript, not with the runtime: ${missing}`);
    for (const error of page.errors) problems.push(`uncaught: ${error}`);
    const reference = chromiumPages.get(page.name);
    if (!reference || reference.problem) problems.push(`no Chromium console to compare with${reference ? ` (${reference.problem})` : ''}`);
    else {
      // On a real page a block that failed (a summary the fixture API does not know) gets its server HTML
      // back, and a broken picture in it is asked again if the first ask came before: the engine's timing.
      // There, each message is compared once.
      const { onlyHere, onlyChromium } = consoleDifference(page.console, reference.console, page.name.startsWith('real:'));
      for (const text of onlyHere) problems.push(`console here, not in Chromium: ${text}`);
      for (const text of onlyChromium) problems.push(`console in Chromium, not here: ${text}`);
      // The broken fixtures' bad blocks fail everywhere; any other difference is an island this engine lost or kept.
      if (page.failed.join() !== reference.failed.join()) {
        problems.push(`blocks failed here: ${page.failed.join(', ') || 'none'}; in Chromium: ${reference.failed.join(', ') || 'none'}`);
      }
    }
    if (problems.length === 0) pagesOk += 1;
    else pageFailures.push(`✗ ${page.name}\n${problems.map((text) => `    ${text}`).join('\n')}`);
  }
  const pagesFailed = result.pages.length - pagesOk;
  console.log(`pages: ${pagesOk} passed, ${pagesFailed} failed`);
  if (pageFailures.length > 0) console.log(pageFailures.join('\n'));
  const journeysOk = result.journeys.filter((journey) => journey.ok);
  console.log(`journeys: ${journeysOk.length} passed, ${result.journeys.length - journeysOk.length} failed`);
  for (const journey of result.journeys) {
    console.log(`${journey.ok ? '✓' : '✗'} ${journey.name} (${journey.ms} ms)${journey.ok ? '' : `\n    ${journey.error}`}`);
  }
  const fallbacks = Object.entries(FALLBACKS).filter(([capability]) => result.capabilities[capability] === false);
  console.log(`fallbacks exercised here: ${fallbacks.length === 0 ? 'none' : fallbacks.length}`);
  for (const [capability, path] of fallbacks) console.log(`  no ${capability}: ${path}`);
  if (result.capabilities["'webkit' in window"] === true)
    console.log("  'webkit' in window: the page chrome chunk loads as for the native app");
  const engineFailed = pagesFailed + result.journeys.length - journeysOk.length + (result.fatal ? 1 : 0);
  byEngine[result.engine] = { passed: pagesOk + journeysOk.length, failed: engineFailed };
  passed += pagesOk + journeysOk.length;
  failed += pagesFailed + result.journeys.length - journeysOk.length;
}
console.log(`\nwall time ${((Date.now() - started) / 1000).toFixed(1)} s; every page's record: ${report}`);
writeFileSync(join(root, '.cache/engines-summary.json'), JSON.stringify({ passed, failed, byEngine }));
console.log(`engines: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
