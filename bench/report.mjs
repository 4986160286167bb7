// @ts-check
// Writes what a bench run found: the tables to the terminal, bench/results.md for people and
// bench/results.json (with the machine, date, command and conditions) for the next run to compare.

import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { CPU_SLOWDOWN, NETWORK, VIEWPORT } from './measure.mjs';
import { REAL_PAGE } from './site.mjs';
import { LIMITS, ratioInterval } from './stats.mjs';

/**
 * @typedef {object} BenchResult
 * @property {string} command
 * @property {string[]} skipped pages asked for that the build does not have
 * @property {Record<string, Record<string, import('./stats.mjs').Summary>>} summaries
 * @property {ReturnType<typeof import('./stats.mjs').scaling> | null} scale
 * @property {import('./stats.mjs').Target[]} targets
 * @property {import('./lighthouse.mjs').LighthouseResult} lighthouse
 * @property {Record<string, Record<string, import('./measure.mjs').Run[]>>} runs
 * @property {number} durationS
 */

/**
 * @param {BenchResult} result @param {{ out: string, browserVersion: string }} where
 * @returns {Promise<{ commit: string }>} the commit measured
 */
export async function writeReports(result, { out, browserVersion }) {
  const full = { date: new Date().toISOString(), machine: machine(browserVersion), conditions: conditions(), ...result };
  const markdown = toMarkdown(full);
  writeFileSync(join(out, 'results.json'), `${JSON.stringify(full, null, 2)}\n`);
  writeFileSync(join(out, 'results.md'), markdown);
  console.log(`\n${markdown}`);
  console.log(`wrote ${join(out, 'results.md')} and results.json`);
  return { commit: full.machine.commit };
}

/** @param {string} browserVersion */
function machine(browserVersion) {
  const cpus = os.cpus();
  return {
    commit: commit(),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpus: `${cpus.length} × ${cpus[0]?.model ?? 'unknown'}`,
    memoryGB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    chromium: browserVersion,
    node: process.version,
  };
}

/** The commit measured, `+changes` when the working tree had uncommitted changes. */
function commit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

function conditions() {
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    network: {
      latencyMs: NETWORK.latency,
      downloadMbps: (NETWORK.downloadThroughput * 8) / 1024 ** 2,
      uploadMbps: (NETWORK.uploadThroughput * 8) / 1024 ** 2,
    },
    viewport: VIEWPORT,
    cache: 'cold: a new browser context per load',
  };
}

/** @param {BenchResult & { date: string, machine: ReturnType<typeof machine>, conditions: ReturnType<typeof conditions> }} r */
function toMarkdown(r) {
  const c = r.conditions;
  const runs = Math.max(0, ...Object.values(r.summaries).flatMap((v) => Object.values(v).map((s) => s.runs)));
  return [
    '# Benchmark results',
    '',
    `${r.date} · \`${r.command}\` · ${r.durationS} s`,
    '',
    `Commit ${r.machine.commit}. Machine: ${r.machine.os}, ${r.machine.cpus}, ${r.machine.memoryGB} GB, ` +
      `Chromium ${r.machine.chromium}, Node ${r.machine.node}.`,
    `Conditions: CPU ${c.cpuSlowdown}× slower, network ${c.network.latencyMs} ms latency, ` +
      `${c.network.downloadMbps} Mbps down / ${c.network.uploadMbps} Mbps up, viewport ${c.viewport.width}×${c.viewport.height}, ` +
      `${c.cache}. Medians of ${runs} runs per variant (fewer where the table says so), interleaved.`,
    ...(r.skipped.length ? ['', `Skipped (not in the build): ${r.skipped.join(', ')}.`] : []),
    '',
    [
      'Variants: **static** is the page as a visitor without JavaScript gets it (no script tag, its `<noscript>` pictures',
      'shown: the limit), **runtime** the page as shipped, **eager** the same',
      'source as one bundle that mounts every block at start-up. JS bytes and requests are counted until the page settled,',
      'before any interaction: *wire* is what crossed the network (brotli, headers included; chunks fetched ahead count),',
      '*decoded* their size once decompressed, *run* the gzip size of the scripts that actually ran (one more load with',
      "V8's coverage on). TBT is the part past 50 ms of each long task after FCP until the page settled (no request and no",
      "long task for 1.5 s). *scan* is the runtime's `rum-start` mark to its `site-runtime:ready` event; *script* is",
      "Chromium's main-thread script time. An interaction runs from its input (pointerdown, focus) to the frame that shows",
      'the answer, less the time the server\'s requests were in flight. A run "cut off" hit its time limit before settling.',
      'LCP ratios carry a 90% bootstrap interval over the runs: a target is met or missed only when the whole interval is.',
    ].join(' '),
    '',
    '## Pages',
    '',
    pagesTable(r.summaries),
    '',
    '## First interactions',
    '',
    interactionsTable(r.summaries),
    '',
    '## Ratios',
    '',
    ratiosTable(r.summaries),
    ...(r.scale ? ['', '## Start-up cost by number of blocks', '', scalingTable(r.scale)] : []),
    ...realPagesSection(r.summaries),
    '',
    "## The runtime's `rum-` marks (runtime variant, ms since navigation)",
    '',
    marksTable(r.summaries),
    '',
    '## Targets',
    '',
    targetsTable(r.targets),
    '',
    '## Lighthouse (runtime variant, mobile)',
    '',
    lighthouseTable(r.lighthouse),
    '',
  ].join('\n');
}

/** @param {Record<string, Record<string, import('./stats.mjs').Summary>>} summaries */
function pagesTable(summaries) {
  const rows = Object.entries(summaries).flatMap(([page, variants]) =>
    Object.entries(variants).map(([variant, s]) => [
      page,
      variant,
      s.unsettled ? `${s.runs} (${s.unsettled} cut off)` : String(s.runs),
      n(s.jsRequests),
      `${kb(s.jsTransferred)} / ${kb(s.jsDecoded)}`,
      variant === 'static' ? '0.0' : kb(s.executedGzip),
      n(s.requests),
      n(s.fcp),
      n(s.lcp),
      s.lcpRange ? `${n(s.lcpRange[0])}–${n(s.lcpRange[1])}` : '–',
      n(s.cls, 3),
      n(s.longTasks),
      n(s.tbt),
      n(s.scriptMs),
      n(s.initMs, 1),
    ]),
  );
  return table(
    [
      'page',
      'variant',
      'runs',
      'JS req',
      'JS KB wire / decoded',
      'JS KB run (gzip)',
      'requests',
      'FCP ms',
      'LCP ms',
      'LCP range',
      'CLS',
      'long tasks',
      'TBT ms',
      'script ms',
      'scan ms',
    ],
    rows,
  );
}

/** @param {Record<string, Record<string, import('./stats.mjs').Summary>>} summaries */
function interactionsTable(summaries) {
  const rows = Object.values(summaries).flatMap((v) =>
    Object.keys(v.runtime?.interactions ?? {}).map((name) => {
      const at = (/** @type {import('./stats.mjs').Summary | undefined} */ s) => {
        const r = s?.interactionRanges[name];
        return `${n(s?.interactions[name] ?? null)}${r ? ` (${n(r[0])}–${n(r[1])})` : ''}`;
      };
      return [name, at(v.runtime), at(v.eager)];
    }),
  );
  return [
    `Median ms at ${CPU_SLOWDOWN}× CPU (lowest–highest of the runs); target ≤ ${LIMITS.interactionMs} ms with the runtime.`,
    '',
    table(['interaction', 'runtime', 'eager'], rows),
  ].join('\n');
}

/** @param {Record<string, Record<string, import('./stats.mjs').Summary>>} summaries */
function ratiosTable(summaries) {
  const rows = Object.entries(summaries).map(([page, v]) => {
    const interval = v.runtime && v.static ? ratioInterval(v.runtime.lcps, v.static.lcps) : null;
    return [
      page,
      `${x(ratioOf(v.runtime?.lcp, v.static?.lcp))}${interval ? ` (${interval[0].toFixed(2)}–${interval[1].toFixed(2)})` : ''}`,
      x(ratioOf(v.runtime?.fcp, v.static?.fcp)),
      x(ratioOf(v.runtime?.jsTransferred, v.eager?.jsTransferred)),
      x(ratioOf(v.runtime?.executedGzip, v.eager?.executedGzip)),
      x(ratioOf(v.runtime?.lcp, v.eager?.lcp)),
      x(ratioOf(v.runtime?.scriptMs, v.eager?.scriptMs)),
      `${n(v.runtime?.tbt ?? null)} / ${n(v.eager?.tbt ?? null)}`,
    ];
  });
  return table(
    [
      'page',
      'LCP runtime/static (90% interval)',
      'FCP runtime/static',
      'JS wire runtime/eager',
      'JS run runtime/eager',
      'LCP runtime/eager',
      'script runtime/eager',
      'TBT ms runtime / eager',
    ],
    rows,
  );
}

/** What the builder's own script loads on each of its pages: the figure published for its sites. The
 *  corpus's captures have the builder's scripts removed (they could not run here), so it is not measured. */
const BUILDER_JS_KB = 1300;

/**
 * The builder's real pages adopted (`real:` pages): what the runtime costs them, beside the page with
 * JavaScript off and beside the builder's own script.
 * @param {Record<string, Record<string, import('./stats.mjs').Summary>>} summaries
 */
function realPagesSection(summaries) {
  const real = Object.entries(summaries).filter(([page]) => page.startsWith(REAL_PAGE));
  if (real.length === 0) return [];
  const rows = real.map(([page, v]) => {
    const interval = v.runtime && v.static ? ratioInterval(v.runtime.lcps, v.static.lcps) : null;
    const cls = v.runtime?.cls != null && v.static?.cls != null ? v.runtime.cls - v.static.cls : null;
    return [
      page.slice(REAL_PAGE.length),
      `${kb(v.runtime?.jsTransferred ?? null)} / ${kb(v.runtime?.executedGzip ?? null)}`,
      n(v.runtime?.tbt ?? null),
      `${n(v.runtime?.lcp ?? null)} / ${n(v.static?.lcp ?? null)}`,
      `${x(ratioOf(v.runtime?.lcp, v.static?.lcp))}${interval ? ` (${interval[0].toFixed(2)}–${interval[1].toFixed(2)})` : ''}`,
      `${v.runtime?.lcpElement ?? '–'} / ${v.static?.lcpElement ?? 'none'}`,
      n(cls, 3),
    ];
  });
  return [
    '',
    "## The builder's real pages",
    '',
    [
      `Each page of \`../shared/real-pages\` as a host adopts the runtime (the builder's scripts removed, its other hosts`,
      'answered locally with placeholder pictures), against the same page with JavaScript off (its `<noscript>` pictures',
      `shown). For comparison, the builder's own script loads about ${BUILDER_JS_KB} KB of JavaScript on each of its pages`,
      '(its published figure; not measured here, the captures have its scripts removed). The captures hold no stylesheet',
      "of the builder's (its files answer 404 here): both variants are measured unstyled. *LCP element*: what the",
      'largest paint was in most runs, and which part of the runtime drew it when it did (content the page without',
      'JavaScript does not have); *none*: no run had a largest paint.',
    ].join(' '),
    '',
    table(
      [
        'page',
        'JS KB wire / run (gzip)',
        'TBT ms',
        'LCP ms runtime / JS off',
        'LCP runtime / JS off (90%)',
        'LCP element runtime / JS off',
        'CLS caused',
      ],
      rows,
    ),
  ];
}

/** @param {NonNullable<BenchResult['scale']>} scale */
function scalingTable(scale) {
  const rows = scale.rows.map((row) => {
    const rt = row.variants.runtime;
    const ea = row.variants.eager;
    return [
      String(row.blocks),
      n(rt?.initMs ?? null, 1),
      n(rt?.initPerBlockUs ?? null, 1),
      n(rt?.scriptMs ?? null),
      n(rt?.scriptPerBlockUs ?? null, 1),
      n(rt?.tbt ?? null),
      n(ea?.scriptMs ?? null),
      n(ea?.scriptPerBlockUs ?? null, 1),
      n(ea?.tbt ?? null),
    ];
  });
  const growth = Object.entries(scale.growth).flatMap(([variant, list]) =>
    list.map((g) => {
      const verdict = g.linear === null ? 'unknown' : g.linear ? 'linear' : 'NOT linear: the cost per block climbs';
      const slopes = g.slopesUs.map((s) => n(s, 1)).join(' → ');
      const what = g.metric === 'scriptMs' ? 'script time' : 'scan';
      return `- ${variant}, ${what}: marginal µs per block ${slopes}; growth ${x(g.growth)} (${verdict})`;
    }),
  );
  return [
    table(
      [
        'blocks',
        'runtime scan ms',
        'scan µs/block',
        'runtime script ms',
        'script µs/block',
        'runtime TBT ms',
        'eager script ms',
        'eager script µs/block',
        'eager TBT ms',
      ],
      rows,
    ),
    '',
    'Marginal cost per block, 60→600 then 600→6000 (linear when the second is at most 1.5× the first):',
    '',
    ...growth,
  ].join('\n');
}

/** @param {Record<string, Record<string, import('./stats.mjs').Summary>>} summaries */
function marksTable(summaries) {
  const rows = Object.entries(summaries).map(([page, v]) => [
    page,
    Object.entries(v.runtime?.marks ?? {})
      .map(([name, time]) => `${name} ${n(time)}`)
      .join(', ') || '–',
  ]);
  return table(['page', 'marks'], rows);
}

/** @param {import('./stats.mjs').Target[]} list */
function targetsTable(list) {
  const result = (/** @type {import('./stats.mjs').Target} */ t) =>
    t.met === null ? (t.note ? 'undecided' : 'not measured') : t.met ? 'met' : '**MISSED**';
  return table(
    ['target', 'value', 'limit', 'result', 'detail'],
    list.map((t) => [t.name, n(t.value, 2), t.limit, result(t), t.note ?? '']),
  );
}

/** @param {import('./lighthouse.mjs').LighthouseResult} result */
function lighthouseTable(result) {
  if ('skipped' in result) return `Not run: ${result.skipped}`;
  const rows = result.pages.map((p) => [
    p.page,
    n(p.performance),
    n(p.accessibility),
    n(p.tbt ?? null),
    `${n(p.scripts ?? null)}${p.framed ? ` (frame ${p.framed})` : ''}`,
    gate(p, 60, 90),
    gate(p, LIMITS.performance, LIMITS.accessibility),
    p.failing?.join(', ') ?? '',
    p.error ?? '',
  ]);
  const ours = `our gate ${LIMITS.performance}/${LIMITS.accessibility}`;
  return [
    `Lighthouse ${result.version}, ${result.settings}. *scripts*: script requests of the load, nothing touched, ` +
      'per document (the page or its frame, whichever loads more).',
    '',
    table(
      ['page', 'performance', 'accessibility', 'TBT ms', 'scripts', 'hosted gate 60/90', ours, 'accessibility audits failed', 'error'],
      rows,
    ),
  ].join('\n');
}

/** @param {{ performance: number | null, accessibility: number | null }} p @param {number} perf @param {number} a11y */
function gate(p, perf, a11y) {
  if (p.performance === null || p.accessibility === null) return '–';
  return p.performance >= perf && p.accessibility >= a11y ? 'pass' : '**fail**';
}

/** @param {number | null | undefined} a @param {number | null | undefined} b */
function ratioOf(a, b) {
  return typeof a === 'number' && typeof b === 'number' && b !== 0 ? a / b : null;
}

/** @param {string[]} head @param {string[][]} rows */
function table(head, rows) {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/** @param {number | null} value @param {number} [digits] */
function n(value, digits = 0) {
  return value === null ? '–' : value.toFixed(digits);
}

/** @param {number | null} value */
function kb(value) {
  return value === null ? '–' : (value / 1024).toFixed(1);
}

/** @param {number | null} value */
function x(value) {
  return value === null ? '–' : `${value.toFixed(2)}×`;
}
