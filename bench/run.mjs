// @ts-check
// `npm run bench [-- --runs 5 --pages home,empty,real --no-lighthouse --out bench --work DIR --reuse-dist]`:
// builds, serves the fixture pages in three variants (static, runtime, eager) and the builder's real pages
// (`real`: ../shared/real-pages, adopted) in two (static: JavaScript off; runtime), loads each in Chromium
// with the CPU and network throttled, interleaved run by run, times the first interactions, loads each
// once more with coverage on (what ran), runs Lighthouse on every fixture page, then writes the tables
// (results.md), the figures (results.json) and the chart (results.svg).

import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { build, buildEager } from '../build.mjs';
import { startServer } from '../fixtures/server/index.mjs';
import { realPageFilesNow } from '../fixtures/server/real-pages.mjs';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { renderChart } from './chart.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { INTERACTIONS, measure, measureExecuted } from './measure.mjs';
import { writeReports } from './report.mjs';
import { addVariants, hasPage, pageUrl, REAL_PAGE, realPageFile, VARIANTS } from './site.mjs';
import { LIMITS, scaling, summarise, targets } from './stats.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCALE = [60, 600, 6000];
/** The scaling series and many-blocks are about cost per block, not noise in LCP: three runs do, and
 *  keep the full bench under 15 minutes on two cores. */
const SERIES_RUNS = 3;
/** The real pages: fourteen pages of up to 700 KB of HTML, two variants each, about 125 s a run. Two runs
 *  keep the full bench under 30 minutes (three, with seven runs of the fixture pages, took 33); their LCP
 *  intervals are wide for it, and say so. */
const REAL_RUNS = 2;
/** In --pages, the word for every page of the real pages corpus (../shared/real-pages). */
const REAL_PAGES = 'real';
const DEFAULT_PAGES = [
  'empty',
  'home',
  'form',
  'product-physical',
  // The product page whose "Add to cart" works at the first click (no option to choose first).
  'product-sale',
  'store',
  // The builder's published grid gallery: images through the loader, the lightbox at the first click.
  'gallery-grid',
  'many-blocks',
  // Every block type at once (issue 19), in the builder's published markup.
  'everything',
  ...SCALE.map((n) => `scale-${n}`),
  REAL_PAGES,
];

const options = readOptions();
const started = Date.now();
// The bench builds its own copy, not dist/: the tests may be rebuilding dist/ at the same time.
// --reuse-dist copies a build just made instead (the smoke test in npm test, right after its build).
const site = join(options.work, 'site');
const eager = join(options.work, 'eager');
if (options.reuseDist) {
  log(`copying dist/ to ${site}; building the eager bundle`);
  rmSync(site, { recursive: true, force: true });
  cpSync(join(root, 'dist'), site, { recursive: true });
} else {
  log(`building the site into ${site} and the eager bundle`);
  await build({ outDir: site });
}
await buildEager(eager);

const skipped = options.pages.filter((page) => !hasPage(site, page));
for (const page of skipped) log(`skipping ${page}: fixtures/${page}.html is not in the build (not written yet)`);
const pages = options.pages.filter((page) => hasPage(site, page));
addVariants({ site, eager, pages: pages.filter((page) => realPageFile(page) === null) });

// The server's data folder is the bench's own, so its beacons never mix with the tests' data.
const server = await startServer({ port: 0, distDir: site, dataDir: join(options.work, 'data') });
const executablePath = findChromium();
// No other host answers on the bench's closed network: a real page's fonts or widgets from elsewhere fail
// at once, as the real-pages run's do, instead of holding the page unsettled until they time out.
const OFFLINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';
const browser = await chromium.launch({ args: [...CHROMIUM_ARGS, OFFLINE], ...(executablePath ? { executablePath } : {}) });
/** @type {Record<string, Record<string, import('./measure.mjs').Run[]>>} */
const runs = Object.fromEntries(pages.map((page) => [page, Object.fromEntries(VARIANTS.map((variant) => [variant, []]))]));
/** @type {Record<string, Partial<Record<import('./site.mjs').Variant, Awaited<ReturnType<typeof measureExecuted>>>>>} */
const executed = {};
try {
  for (let run = 0; run < options.runs; run += 1) {
    for (const page of pages) {
      for (const variant of rotate(VARIANTS, run).filter((v) => runsFor(page, v, run))) {
        const result = await measure(browser, { url: pageUrl(server.url, page, variant), page, variant, timeoutMs: timeoutFor(page) });
        runs[page]?.[variant]?.push(result);
        const times = Object.entries(result.interactions).map(([name, ms]) => `, ${name} ${fmt(ms)} ms`);
        const figures = `LCP ${fmt(result.lcp)} ms, TBT ${fmt(result.tbt)} ms, JS ${result.jsTransferred} B${times.join('')}`;
        log(`run ${run + 1}/${options.runs} ${page} ${variant}: ${figures}${result.settled ? '' : ' (did not settle)'}`);
      }
    }
  }
  // What ran, once per page: coverage would skew the timed runs.
  for (const page of pages.filter((name) => !name.startsWith('scale-'))) {
    executed[page] = {};
    for (const variant of /** @type {const} */ (['runtime', 'eager']).filter((v) => runsFor(page, v, 0))) {
      const found = await measureExecuted(browser, { url: pageUrl(server.url, page, variant), site, timeoutMs: timeoutFor(page) });
      executed[page][variant] = found;
      log(`ran before the first interaction, ${page} ${variant}: ${found.executedGzip} B gzip (${found.executed.join(', ')})`);
    }
  }
} finally {
  await browser.close();
}

/** @type {Record<string, Record<string, import('./stats.mjs').Summary>>} */
const summaries = Object.fromEntries(
  Object.entries(runs).map(([page, byVariant]) => [
    page,
    Object.fromEntries(
      Object.entries(byVariant)
        .filter(([, list]) => list.length > 0)
        .map(([variant, list]) => {
          const ran = executed[page]?.[/** @type {import('./site.mjs').Variant} */ (variant)];
          return [variant, { ...summarise(list), ...(ran ? { executedGzip: ran.executedGzip, executed: ran.executed } : {}) }];
        }),
    ),
  ]),
);
const series = SCALE.filter((n) => summaries[`scale-${n}`]).map((n) => ({
  blocks: n,
  summary: /** @type {Record<string, import('./stats.mjs').Summary>} */ (summaries[`scale-${n}`]),
}));
const scale = series.length > 1 ? scaling(series) : null;
const lighthouse = options.lighthouse
  ? await runLighthouse(server.url, listPages(site), log)
  : { skipped: 'turned off with --no-lighthouse' };
await server.close();

mkdirSync(options.out, { recursive: true });
const result = {
  command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
  skipped,
  summaries,
  scale,
  targets: targets(summaries, scale, lighthouse),
  lighthouse,
  runs,
  durationS: Math.round((Date.now() - started) / 1000),
};
const { commit } = await writeReports(result, { out: options.out, browserVersion: browser.version() });
writeFileSync(join(options.out, 'results.svg'), renderChart(chartData(summaries, commit)));
log(`wrote ${join(options.out, 'results.svg')}`);

function readOptions() {
  const { values } = parseArgs({
    options: {
      // Five runs a variant: the intervals call most LCP ratios met or missed, and with the real pages and
      // Lighthouse on every fixture page (16 minutes of the run) the bench stays under 30 minutes.
      runs: { type: 'string', default: '5' },
      pages: { type: 'string', default: DEFAULT_PAGES.join(',') },
      out: { type: 'string', default: join(root, 'bench') },
      // Where the build, the eager bundle and the server's data go (replaced on each run).
      work: { type: 'string', default: join(root, '.cache/bench') },
      'no-lighthouse': { type: 'boolean', default: false },
      'reuse-dist': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`bench: --runs must be a whole number ≥ 1, not ${values.runs}`);
  return {
    runs,
    pages: values.pages
      .split(',')
      .map((page) => page.trim())
      .filter(Boolean)
      .flatMap((page) => (page === REAL_PAGES ? realPages() : [page])),
    out: resolve(values.out),
    work: resolve(values.work),
    reuseDist: values['reuse-dist'],
    lighthouse: !values['no-lighthouse'],
  };
}

/** Each run starts with another variant, so none is always the first load after the previous page. */
function rotate(/** @type {readonly import('./site.mjs').Variant[]} */ list, /** @type {number} */ by) {
  return list.map((_, i) => /** @type {import('./site.mjs').Variant} */ (list[(i + by) % list.length]));
}

/** Thousands of eager islands and their 6000 render beacons take minutes at 4× on two cores: the
 *  largest page's eager variant is measured once (15 s of blocking time is not noise), each run cut
 *  off after a minute (the run is then marked as not settled; its figures are what
 *  happened in that minute). */
function timeoutFor(/** @type {string} */ page) {
  return page === 'scale-6000' ? 60_000 : 30_000;
}

/** Every page of the corpus, as bench page names; none when the corpus is not on this machine. */
function realPages() {
  const files = realPageFilesNow();
  if (files.length === 0) console.log('bench: no real pages: ../shared/real-pages is not on this machine (REAL_PAGES_DIR names another)');
  return files.map((file) => `${REAL_PAGE}${file.slice(0, -'.html'.length)}`);
}

/** @param {string} page @param {import('./site.mjs').Variant} variant @param {number} run */
function runsFor(page, variant, run) {
  if (realPageFile(page) !== null) return variant !== 'eager' && run < REAL_RUNS;
  if (page === 'scale-6000' && variant === 'eager') return run < 1;
  if (page === 'many-blocks' || page.startsWith('scale-')) return run < SERIES_RUNS;
  return true;
}

/** The chart's figures: per page and variant, JS bytes (wire, and run) and TBT; the interactions. */
function chartData(/** @type {Record<string, Record<string, import('./stats.mjs').Summary>>} */ summaries, /** @type {string} */ commit) {
  const kb = (/** @type {number | null | undefined} */ bytes) => (typeof bytes === 'number' ? bytes / 1024 : null);
  const chartPages = Object.entries(summaries)
    .filter(([page]) => !page.startsWith('scale-'))
    .map(([page, v]) => ({
      page,
      variants: Object.fromEntries(
        Object.entries(v).map(([variant, s]) => [
          variant,
          { jsKB: kb(s.jsTransferred), executedKB: variant === 'static' ? 0 : kb(s.executedGzip), tbt: s.tbt },
        ]),
      ),
    }));
  const interactions = Object.entries(INTERACTIONS).flatMap(([page, steps]) =>
    steps.map((step) => ({
      name: step.name,
      runtime: summaries[page]?.runtime?.interactions[step.name] ?? null,
      eager: summaries[page]?.eager?.interactions[step.name] ?? null,
    })),
  );
  return {
    title: `npm run bench, ${commit}, ${new Date().toISOString().slice(0, 10)}, 4× CPU, 10 Mbps / 40 ms`,
    pages: chartPages,
    interactions,
    limits: { tbt: LIMITS.tbtMs, executedKB: LIMITS.executedGzip / 1024, interactionMs: LIMITS.interactionMs },
  };
}

/** Every fixture page of the build, for Lighthouse: not the bench's variants, and not the scaling
 *  series, synthetic pages the bench itself measures (6000 blocks would add minutes for nothing). */
function listPages(/** @type {string} */ siteDir) {
  return readdirSync(join(siteDir, 'fixtures'))
    .filter((name) => name.endsWith('.html') && !/\.(static|eager)\.html$|^scale-/.test(name))
    .map((name) => name.slice(0, -'.html'.length))
    .sort();
}

function fmt(/** @type {number | null} */ value) {
  return value === null ? '–' : value.toFixed(0);
}

function log(/** @type {string} */ message) {
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
}
