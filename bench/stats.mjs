// @ts-check
// Turns runs into medians and ratios, and checks the targets of issue 7 against them.

/** @param {(number | null)[]} values @returns {number | null} */
function median(values) {
  const sorted = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .map(Number)
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}

/** The figures a variant's median is taken of. */
const FIELDS = /** @type {const} */ ([
  'jsRequests',
  'jsTransferred',
  'jsDecoded',
  'requests',
  'fcp',
  'lcp',
  'cls',
  'longTasks',
  'tbt',
  'scriptMs',
  'taskMs',
  'initMs',
  'interactionMs',
]);

/** @typedef {{ [K in typeof FIELDS[number]]: number | null }} Figures */
/**
 * `lcpRange`: the lowest and highest LCP of the runs, to judge a ratio against the noise.
 * @typedef {Figures & { marks: Record<string, number | null>, runs: number, unsettled: number, lcpRange: [number, number] | null }} Summary
 */

/**
 * @param {import('./measure.mjs').Run[]} runs
 * @returns {Summary}
 */
export function summarise(runs) {
  const summary = /** @type {Summary} */ ({ runs: runs.length, unsettled: runs.filter((run) => !run.settled).length, marks: {} });
  for (const field of FIELDS) summary[field] = median(runs.map((run) => run[field]));
  const lcps = runs.map((run) => run.lcp).filter((lcp) => typeof lcp === 'number');
  summary.lcpRange = lcps.length ? [Math.min(...lcps), Math.max(...lcps)] : null;
  const names = new Set(runs.flatMap((run) => Object.keys(run.marks)));
  for (const name of [...names].sort()) summary.marks[name] = median(runs.map((run) => run.marks[name] ?? null));
  return summary;
}

/** @param {number | null | undefined} a @param {number | null | undefined} b */
function ratio(a, b) {
  return typeof a === 'number' && typeof b === 'number' && b !== 0 ? a / b : null;
}

/**
 * Start-up cost of the scaling series: main-thread script time and the runtime's scan (rum-start to
 * ready), per block, and the marginal cost per block between the sizes. Growth counts as linear when
 * the marginal cost from the middle to the largest size is at most 1.5× the one from the smallest
 * to the middle: a cost per block that holds, not one that climbs with the page.
 * @param {{ blocks: number, summary: Record<string, Summary> }[]} series sorted by blocks
 */
export function scaling(series) {
  const rows = series.map(({ blocks, summary }) => ({
    blocks,
    variants: Object.fromEntries(
      Object.entries(summary).map(([variant, s]) => [
        variant,
        {
          scriptMs: s.scriptMs,
          initMs: s.initMs,
          tbt: s.tbt,
          scriptPerBlockUs: perBlock(s.scriptMs, blocks),
          initPerBlockUs: perBlock(s.initMs, blocks),
        },
      ]),
    ),
  }));
  /** @type {Record<string, { metric: string, slopesUs: (number | null)[], growth: number | null, linear: boolean | null }[]>} */
  const growth = {};
  for (const variant of ['runtime', 'eager']) {
    growth[variant] = ['scriptMs', 'initMs'].map((metric) => {
      const slopes = [];
      for (let i = 1; i < series.length; i += 1) {
        const a = series[i - 1];
        const b = series[i];
        const va = a?.summary[variant]?.[/** @type {'scriptMs'} */ (metric)];
        const vb = b?.summary[variant]?.[/** @type {'scriptMs'} */ (metric)];
        slopes.push(a && b && typeof va === 'number' && typeof vb === 'number' ? ((vb - va) / (b.blocks - a.blocks)) * 1000 : null);
      }
      const first = slopes[0];
      const last = slopes[slopes.length - 1];
      const g = slopes.length > 1 ? ratio(last, first) : null;
      return { metric, slopesUs: slopes, growth: g, linear: g === null ? null : g <= 1.5 };
    });
  }
  return { rows, growth };
}

/** @param {number | null} ms @param {number} blocks µs per block */
function perBlock(ms, blocks) {
  return typeof ms === 'number' ? (ms / blocks) * 1000 : null;
}

/**
 * @typedef {{ name: string, value: number | null, limit: string, met: boolean | null, note?: string }} Target
 */

/**
 * The targets of issue 7. `met: null` means the bench could not tell (the page was not measured).
 * @param {Record<string, Record<string, Summary>>} pages page → variant → summary
 * @param {ReturnType<typeof scaling> | null} scale
 * @returns {Target[]}
 */
export function targets(pages, scale) {
  /** @type {Target[]} */
  const list = [];
  for (const [page, v] of Object.entries(pages)) {
    const lcp = ratio(v.runtime?.lcp, v.static?.lcp);
    list.push({ name: `${page}: LCP runtime/static`, value: lcp, limit: '≤ 1.05', met: lcp === null ? null : lcp <= 1.05 });
    const cls = v.runtime && v.static && v.runtime.cls !== null && v.static.cls !== null ? v.runtime.cls - v.static.cls : null;
    list.push({
      name: `${page}: CLS caused by the runtime (runtime − static)`,
      value: cls,
      limit: '0',
      met: cls === null ? null : cls <= 0,
    });
  }
  const home = pages.home;
  const tbt = home?.runtime?.tbt ?? null;
  list.push({ name: 'home: total blocking time at 4× (ms)', value: tbt, limit: '≤ 50', met: tbt === null ? null : tbt <= 50 });
  const bytes = ratio(home?.runtime?.jsTransferred, home?.eager?.jsTransferred);
  const bytesMet = bytes === null ? null : bytes <= 0.5;
  list.push({ name: 'home: JS bytes transferred runtime/eager', value: bytes, limit: '≤ 0.5', met: bytesMet });
  for (const entry of scale?.growth.runtime ?? []) {
    const what = entry.metric === 'scriptMs' ? 'script time' : 'scan (rum-start → ready)';
    list.push({
      name: `scaling: runtime ${what} per block, marginal 600→6000 / 60→600`,
      value: entry.growth,
      limit: '≤ 1.5 (linear)',
      met: entry.linear,
    });
  }
  return list;
}
