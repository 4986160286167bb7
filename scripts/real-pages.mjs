// `npm run real-pages`: every page of the builder's real pages corpus (../shared/real-pages, REAL_PAGES_DIR)
// loaded as a host adopts the runtime, at 1280 and 390 px, beside the same page with JavaScript off, and
// measured (test/real-pages/measure.mjs, the measuring test/e2e/real-pages.spec.ts asserts on). Writes
// real-pages-report/index.html (a person reads it) and report.json: per page and width the blocks and their
// states, images shown against JavaScript off, galleries navigated, videos played, forms sent to the
// fixture API, the layout shift the runtime causes, console errors, and both screenshots.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { REAL_PAGES_DIR, realPageFilesNow } from '../fixtures/server/real-pages.mjs';
import {
  compare,
  navigateGalleries,
  notCheckable,
  openLoad,
  playVideos,
  problemsText,
  secondChance,
  sendForms,
  WIDTHS,
} from '../test/real-pages/measure.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { root } from './setup.mjs';

const OUT = join(root, 'real-pages-report');
/** Two pages at a time: the machine's two cores. */
const AT_ONCE = 2;
/** A screenshot's height at most: a long page at 390 px is 60 screens. */
const SHOT_HEIGHT = 6_000;
/** The browser's word for a request this run stopped (another host) or that found nothing. */
const BLOCKED = /^Failed to load resource/;

const STYLE = `
body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:right}td:first-child,th:first-child{text-align:left}
.bad{color:#b00020;font-weight:600}.ok{color:#1b5e20}section{margin-top:3rem;border-top:2px solid #333}
.shots{display:flex;gap:1rem;align-items:flex-start}.shots figure{margin:0}.shots img{width:360px;border:1px solid #999}
pre{white-space:pre-wrap;background:#fafafa;padding:.5rem}`;

const SUMMARY_HEAD = ['Page', 'Width', 'Blocks', 'Live', 'Declined', 'Failed', 'Images (runtime / no JS)', 'Missing'];
const SUMMARY_TAIL = ['Galleries navigated', 'Videos played', 'Forms sent', 'CLS caused on load', 'Console errors', 'Verdict'];

const files = realPageFilesNow();
if (files.length === 0) {
  console.error(`real-pages: no page in ${REAL_PAGES_DIR}: the corpus is missing there (REAL_PAGES_DIR names another folder)`);
  process.exit(1);
}
if (!existsSync(join(root, 'dist/site-runtime.js'))) {
  console.log('real-pages: no dist/, building first');
  if (spawnSync('node', ['build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const { startServer } = await import('../fixtures/server/index.mjs');
const dataDir = await mkdtemp(join(tmpdir(), 'real-pages-'));
const server = await startServer({ port: 0, dataDir });
const executablePath = findChromium();
const browser = await chromium.launch({ args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) });
await rm(OUT, { recursive: true, force: true });
await mkdir(join(OUT, 'shots'), { recursive: true });

const jobs = files.flatMap((file) => WIDTHS.map((width) => ({ file, width })));
/** @type {Array<Awaited<ReturnType<typeof measure>>>} */
const entries = [];
try {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = /** @type {{ file: string, width: number }} */ (jobs[next++]);
      const entry = await measure(job.file, job.width);
      console.log(`${job.file} at ${job.width}px: ${summaryLine(entry)}`);
      entries.push(entry);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
} finally {
  await browser.close();
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
entries.sort((a, b) => a.page.localeCompare(b.page) || b.width - a.width);
await writeFile(
  join(OUT, 'report.json'),
  `${JSON.stringify({ at: new Date().toISOString(), corpus: REAL_PAGES_DIR, pages: entries }, null, 2)}\n`,
);
await writeFile(join(OUT, 'index.html'), html(entries));
const failing = entries.filter((entry) => entry.problems !== '').length;
console.log(
  `\nreal-pages: ${entries.length} loads, ${failing} worse than without JavaScript or failing; report in ${join(OUT, 'index.html')}`,
);

/**
 * One page at one width, both ways.
 * @param {string} file
 * @param {number} width
 */
async function measure(file, width) {
  const tag = `real-pages-${file}-${width}`;
  const options = { baseURL: server.url, file, width, tag };
  const shot = (/** @type {string} */ variant) => `shots/${file.replace(/\.html$/, '')}-${width}-${variant}.jpg`;
  const noJs = await openLoad(browser, { ...options, variant: 'no-js' });
  await screenshot(noJs.page, shot('no-js'));
  await noJs.close();
  const withRuntime = await openLoad(browser, { ...options, variant: 'runtime' });
  try {
    const problems = compare(noJs.load, withRuntime.load);
    await secondChance(withRuntime.page, problems);
    await withRuntime.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(withRuntime.page, shot('runtime'));
    const galleries = await navigateGalleries(withRuntime.page);
    const videos = await playVideos(withRuntime.page);
    const forms = await sendForms(withRuntime.page);
    problems.leaving = withRuntime.load.leaving;
    const load = withRuntime.load;
    return {
      page: file,
      width,
      blocks: blockCounts(load.seen.blocks),
      images: {
        withRuntime: load.seen.images.length,
        withoutJavaScript: noJs.load.seen.images.length,
        missing: problems.images,
        onlyWithRuntime: load.seen.images.filter((image) => !noJs.load.seen.images.includes(image)).length,
      },
      reachable: {
        links: { withRuntime: load.seen.links.length, withoutJavaScript: noJs.load.seen.links.length, missing: problems.links },
        buttons: { withRuntime: load.seen.buttons.length, withoutJavaScript: noJs.load.seen.buttons.length, missing: problems.buttons },
        fields: { withRuntime: load.seen.fields.length, withoutJavaScript: noJs.load.seen.fields.length, missing: problems.fields },
      },
      galleries,
      videos,
      forms: { withRuntime: load.seen.forms, withoutJavaScript: noJs.load.seen.forms, tries: forms },
      layoutShift: {
        withRuntime: round(load.cls),
        withoutJavaScript: round(noJs.load.cls),
        causedByRuntime: round(load.cls - noJs.load.cls),
        onLoad: { withRuntime: round(load.clsOnLoad), withoutJavaScript: round(noJs.load.clsOnLoad) },
        causedOnLoad: round(load.clsOnLoad - noJs.load.clsOnLoad),
      },
      // What the run's own blocking of other hosts makes the browser say is counted apart.
      consoleErrors: load.consoleErrors.filter((text) => !BLOCKED.test(text)),
      blockedResources: load.consoleErrors.filter((text) => BLOCKED.test(text)).length,
      pageErrors: load.pageErrors,
      failedBlocks: problems.failedBlocks,
      offHost: problems.offHost,
      leaving: problems.leaving,
      notCheckable: notCheckable(load),
      problems: problemsText(file, width, problems),
      screenshots: { withRuntime: shot('runtime'), withoutJavaScript: shot('no-js') },
    };
  } finally {
    await withRuntime.close();
  }
}

/**
 * @param {import('@playwright/test').Page} page
 * @param {string} name
 */
async function screenshot(page, name) {
  const { width, height } = await page.evaluate(() => ({ width: window.innerWidth, height: document.documentElement.scrollHeight }));
  await page.screenshot({
    path: join(OUT, name),
    type: 'jpeg',
    quality: 60,
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(height, SHOT_HEIGHT) },
  });
}

/**
 * Blocks found, live, declined (left as the builder's HTML), failed, still loading: all and by type.
 * @param {import('../test/real-pages/measure.mjs').BlockSeen[]} blocks
 */
function blockCounts(blocks) {
  const zero = () => ({ found: 0, live: 0, declined: 0, failed: 0, loading: 0 });
  const all = zero();
  /** @type {Record<string, ReturnType<typeof zero>>} */
  const byType = {};
  for (const block of blocks) {
    byType[block.type] ??= zero();
    const counts = byType[block.type];
    for (const tally of [all, counts]) {
      tally.found += 1;
      tally[block.state] += 1;
    }
  }
  return { ...all, byType };
}

/** @param {number} value */
function round(value) {
  return Math.round(value * 1000) / 1000;
}

/** @param {Awaited<ReturnType<typeof measure>>} entry */
function summaryLine(entry) {
  const { blocks, images } = entry;
  return (
    `blocks ${blocks.found} (live ${blocks.live}, declined ${blocks.declined}, failed ${blocks.failed}), ` +
    `images ${images.withRuntime} with runtime / ${images.withoutJavaScript} without JS (${images.missing.length} missing), ` +
    `galleries ${entry.galleries.navigated}/${entry.galleries.found}, videos ${entry.videos.played}/${entry.videos.found}, ` +
    `forms sent ${entry.forms.tries.filter((one) => one.outcome.startsWith('/api/')).length}/${entry.forms.tries.length}, ` +
    `CLS caused on load ${entry.layoutShift.causedOnLoad}, console errors ${entry.consoleErrors.length}`
  );
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** @param {string[]} list */
function items(list) {
  if (list.length === 0) return '<span class="ok">none</span>';
  return `<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/** @param {Array<string | number>} cells */
function row(cells, tag = 'td') {
  return `<tr>${cells.map((cell) => `<${tag}>${cell}</${tag}>`).join('')}</tr>`;
}

/** @param {Awaited<ReturnType<typeof measure>>} entry */
function formsSent(entry) {
  return `${entry.forms.tries.filter((one) => one.outcome.startsWith('/api/')).length} / ${entry.forms.tries.length}`;
}

/** @param {Array<Awaited<ReturnType<typeof measure>>>} all */
function html(all) {
  const rows = all.map((entry) =>
    row([
      `<a href="#${escapeHtml(entry.page)}-${entry.width}">${escapeHtml(entry.page)}</a>`,
      entry.width,
      entry.blocks.found,
      entry.blocks.live,
      entry.blocks.declined,
      entry.blocks.failed,
      `${entry.images.withRuntime} / ${entry.images.withoutJavaScript}`,
      entry.images.missing.length,
      `${entry.galleries.navigated} / ${entry.galleries.found}`,
      `${entry.videos.played} / ${entry.videos.found}`,
      formsSent(entry),
      entry.layoutShift.causedOnLoad,
      entry.consoleErrors.length,
      entry.problems ? '<span class="bad">worse or failing</span>' : '<span class="ok">ok</span>',
    ]),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Real pages report</title><style>${STYLE}</style></head><body>
<h1>Real pages: the runtime on the builder's published pages</h1>
<p>Each page of <code>${escapeHtml(REAL_PAGES_DIR)}</code> served as a host adopts the runtime, with the runtime and with
JavaScript off, at each width. Images: shown with the runtime / shown without JavaScript; missing: shown without JavaScript
and not with the runtime. Declined blocks are left as the builder's HTML. CLS caused on load: the layout shift of the first
screen as the page loads with the runtime, minus the same without JavaScript.</p>
<table><thead>${row([...SUMMARY_HEAD, ...SUMMARY_TAIL], 'th')}</thead><tbody>${rows.join('\n')}</tbody></table>
${all.map(section).join('\n')}
</body></html>
`;
}

/** @param {Awaited<ReturnType<typeof measure>>} entry */
function section(entry) {
  const types = Object.entries(entry.blocks.byType)
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([type, c]) => row([escapeHtml(type), c.found, c.live, c.declined, c.failed, c.loading]))
    .join('');
  const { images, reachable, galleries, videos, forms, layoutShift: shift } = entry;
  const pair = (/** @type {{ withRuntime: number, withoutJavaScript: number }} */ one) => `${one.withRuntime} / ${one.withoutJavaScript}`;
  const verdict = entry.problems
    ? `<pre class="bad">${escapeHtml(entry.problems)}</pre>`
    : '<p class="ok">Never worse than without JavaScript; no block failed.</p>';
  return `<section id="${escapeHtml(entry.page)}-${entry.width}"><h2>${escapeHtml(entry.page)} at ${entry.width} px</h2>
${verdict}
<table><thead>${row(['Block type', 'Found', 'Live', 'Declined', 'Failed', 'Loading'], 'th')}</thead><tbody>${types}</tbody></table>
<h3>Images</h3>
<p>${images.withRuntime} shown with the runtime, ${images.withoutJavaScript} without JavaScript, ${images.onlyWithRuntime} only with
the runtime. Missing with the runtime: ${items(images.missing)}</p>
<h3>Reachable (with the runtime / without JavaScript)</h3>
<p>Links ${pair(reachable.links)}, buttons ${pair(reachable.buttons)}, fields ${pair(reachable.fields)}.</p>
<p>Links missing: ${items(reachable.links.missing)} Buttons missing: ${items(reachable.buttons.missing)}
Fields missing: ${items(reachable.fields.missing)}</p>
<h3>Galleries, videos, forms</h3>
<p>Galleries navigated: ${galleries.navigated} of ${galleries.found} with a next button. Videos played: ${videos.played} of
${videos.found}. Forms one can see: ${pair(forms)}.</p>
<p>Forms sent: ${items(forms.tries.map((one) => `${one.form}: ${one.outcome}`))}</p>
<h3>Layout shift</h3>
<p>On load (the first screen, before any scroll): ${shift.onLoad.withRuntime} with the runtime, ${shift.onLoad.withoutJavaScript}
without JavaScript: ${shift.causedOnLoad} caused by the runtime. Through the whole scroll: ${shift.withRuntime} with the runtime,
${shift.withoutJavaScript} without JavaScript: ${shift.causedByRuntime} (this one varies from run to run with what loads when).</p>
<h3>Errors</h3>
<p>Failed blocks: ${items(entry.failedBlocks)} Page errors: ${items(entry.pageErrors)}
Console errors: ${items(entry.consoleErrors)} (and ${entry.blockedResources} resources not found or stopped)</p>
<p>Requests for another host only the runtime makes: ${items(entry.offHost)} Leaving the page: ${items(entry.leaving)}</p>
<p>Not checkable on this capture: ${items(entry.notCheckable)}</p>
<div class="shots">
<figure><img src="${entry.screenshots.withRuntime}" alt="With the runtime"><figcaption>With the runtime</figcaption></figure>
<figure><img src="${entry.screenshots.withoutJavaScript}" alt="Without JavaScript"><figcaption>Without JavaScript</figcaption></figure>
</div>
</section>`;
}
