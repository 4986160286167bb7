// @ts-check
// Turns runs into medians and ratios (with how far noise moves them), and checks the targets of issues 7
// and 14 against them.

import { REAL_PAGE } from './site.mjs';

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
]);

/** @typedef {{ [K in typeof FIELDS[number]]: number | null }} Figures */
/**
 * `lcpRange`: the lowest and highest LCP of the runs, to judge a ratio against the noise; `lcpElement`
 * what the largest paint was in most runs.
 * `interactions`: name → median ms (the server's share excluded), with `interactionRanges` their lowest
 * and highest. `executedGzip` and `executed`: the scripts that ran before the page settled (one load
 * with coverage, measureExecuted()), filled in by run.mjs.
 * @typedef {Figures & {
 *   marks: Record<string, number | null>,
 *   runs: number,
 *   unsettled: number,
 *   lcpRange: [number, number] | null,
 *   lcps: number[],
 *   lcpElement: string | null,
 *   interactions: Record<string, number | null>,
 *   interactionRanges: Record<string, [number, number] | null>,
 *   executedGzip: number | null,
 *   executed: string[],
 * }} Summary
 */

/**
 * @param {import('./measure.mjs').Run[]} runs
 * @returns {Summary}
 */
export function summarise(runs) {
  const figures = /** @type {Figures} */ (Object.fromEntries(FIELDS.map((field) => [field, median(runs.map((run) => run[field]))])));
  /** @type {Record<string, number | null>} */
  const marks = {};
  for (const name of [...new Set(runs.flatMap((run) => Object.keys(run.marks)))].sort())
    marks[name] = median(runs.map((run) => run.marks[name] ?? null));
  /** @type {Record<string, number | null>} */
  const interactions = {};
  /** @type {Record<string, [number, number] | null>} */
  const interactionRanges = {};
  for (const name of new Set(runs.flatMap((run) => Object.keys(run.interactions)))) {
    const times = runs.map((run) => run.interactions[name] ?? null);
    interactions[name] = median(times);
    interactionRanges[name] = range(numbers(times));
  }
  const lcps = numbers(runs.map((run) => run.lcp));
  return {
    ...figures,
    runs: runs.length,
    unsettled: runs.filter((run) => !run.settled).length,
    marks,
    lcps,
    lcpRange: range(lcps),
    lcpElement: mostCommon(runs.map((run) => run.lcpElement ?? null)),
    interactions,
    interactionRanges,
    executedGzip: null,
    executed: [],
  };
}

/** The value most runs have, nulls aside (the first seen of equals); null when none has one.
 *  @param {(string | null)[]} values */
function mostCommon(values) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const value of values) if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = null;
  for (const [value, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = value;
  return best;
}

/** @param {(number | null)[]} values */
function numbers(values) {
  return values.filter((value) => typeof value === 'number' && Number.isFinite(value)).map(Number);
}

/** @param {number[]} values @returns {[number, number] | null} */
function range(values) {
  return values.length ? [Math.min(...values), Math.max(...values)] : null;
}

/**
 * How far the noise of the runs moves the ratio of two medians: a bootstrap (resampling each side's
 * runs with replacement, `samples` times) gives the interval holding `level` of the ratios. Seeded, so
 * a rerun of the same figures says the same thing.
 * @param {number[]} top @param {number[]} bottom
 * @returns {[number, number] | null}
 */
export function ratioInterval(top, bottom, { samples = 2000, level = 0.9, seed = 14 } = {}) {
  if (top.length < 2 || bottom.length < 2) return null;
  const random = mulberry32(seed);
  const resample = (/** @type {number[]} */ values) => values.map(() => values[Math.floor(random() * values.length)] ?? 0);
  /** @type {number[]} */
  const ratios = [];
  for (let i = 0; i < samples; i += 1) {
    const a = median(resample(top));
    const b = median(resample(bottom));
    if (a !== null && b) ratios.push(a / b);
  }
  ratios.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => ratios[Math.min(ratios.length - 1, Math.max(0, Math.round(q * (ratios.length - 1))))] ?? 0;
  return [at((1 - level) / 2), at(1 - (1 - level) / 2)];
}

/** A small seeded generator (public domain, Tommy Ettinger's mulberry32). @param {number} seed */
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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
 * `met: null` means the bench cannot tell: the page was not measured, or (with a `note`) the noise of the
 * runs spans the limit.
 * @typedef {{ name: string, value: number | null, limit: string, met: boolean | null, note?: string }} Target
 */

export const LIMITS = {
  lcpRatio: 1.05,
  tbtMs: 50,
  executedGzip: 15 * 1024,
  // Issue 31: every first interaction within half of INP's "good" line.
  interactionMs: 100,
  scriptRequests: 6,
  performance: 98,
  accessibility: 100,
};

/** Pages whose JavaScript run before the first interaction is held to LIMITS.executedGzip. */
const STORE_AND_FORM = /^(form|product|store)/;

/**
 * The targets of issues 7 and 14.
 * @param {Record<string, Record<string, Summary>>} pages page → variant → summary
 * @param {ReturnType<typeof scaling> | null} scale
 * @param {import('./lighthouse.mjs').LighthouseResult} lighthouse
 * @returns {Target[]}
 */
export function targets(pages, scale, lighthouse) {
  /** @type {Target[]} */
  const list = [];
  for (const [page, v] of Object.entries(pages)) {
    list.push(lcpTarget(page, v));
    const cls = v.runtime && v.static && v.runtime.cls !== null && v.static.cls !== null ? v.runtime.cls - v.static.cls : null;
    list.push({
      name: `${page}: CLS caused by the runtime (runtime − static)`,
      value: cls,
      limit: '0',
      met: cls === null ? null : cls <= 0,
    });
    list.push(atMost(`${page}: total blocking time at 4× (ms)`, v.runtime?.tbt, LIMITS.tbtMs));
    // A fixture page's budget; a real page has as many blocks as its owner put there.
    if (!page.startsWith(REAL_PAGE))
      list.push(atMost(`${page}: script requests before the first interaction`, v.runtime?.jsRequests, LIMITS.scriptRequests));
    if (STORE_AND_FORM.test(page)) {
      const executed = v.runtime?.executedGzip;
      list.push({
        ...atMost(
          `${page}: JS run before the first interaction (KB gzip)`,
          typeof executed === 'number' ? executed / 1024 : null,
          LIMITS.executedGzip / 1024,
        ),
        note: v.runtime?.executed.join(', ') ?? '',
      });
    }
    for (const [name, ms] of Object.entries(v.runtime?.interactions ?? {}))
      list.push(atMost(`${name}: click → shown at 4× (ms)`, ms, LIMITS.interactionMs));
  }
  const home = pages.home;
  const bytes = ratio(home?.runtime?.jsTransferred, home?.eager?.jsTransferred);
  list.push({ name: 'home: JS bytes on the wire runtime/eager', value: bytes, limit: '≤ 0.5', met: bytes === null ? null : bytes <= 0.5 });
  for (const entry of scale?.growth.runtime ?? []) {
    const what = entry.metric === 'scriptMs' ? 'script time' : 'scan (rum-start → ready)';
    list.push({
      name: `scaling: runtime ${what} per block, marginal 600→6000 / 60→600`,
      value: entry.growth,
      limit: '≤ 1.5 (linear)',
      met: entry.linear,
    });
  }
  list.push(...lighthouseTargets(lighthouse));
  return list;
}

/** @param {string} name @param {number | null | undefined} value @param {number} limit @returns {Target} */
function atMost(name, value, limit) {
  const known = typeof value === 'number';
  return { name, value: known ? value : null, limit: `≤ ${limit}`, met: known ? value <= limit : null };
}

/**
 * LCP runtime/static, judged against the noise: met when the whole interval is at or under the limit,
 * missed when it is all above, and undecided (with the interval) when it spans the limit.
 * @param {string} page @param {Record<string, Summary>} v @returns {Target}
 */
function lcpTarget(page, v) {
  const value = ratio(v.runtime?.lcp, v.static?.lcp);
  const interval = v.runtime && v.static ? ratioInterval(v.runtime.lcps, v.static.lcps) : null;
  const limit = `≤ ${LIMITS.lcpRatio}`;
  const name = `${page}: LCP runtime/static`;
  if (value === null) return { name, value, limit, met: null };
  if (!interval) return { name, value, limit, met: value <= LIMITS.lcpRatio };
  const [low, high] = interval;
  const spread = `90% interval ${low.toFixed(2)}–${high.toFixed(2)}`;
  if (high <= LIMITS.lcpRatio) return { name, value, limit, met: true, note: spread };
  if (low > LIMITS.lcpRatio) return { name, value, limit, met: false, note: spread };
  return { name, value, limit, met: null, note: `within noise: ${spread}` };
}

/**
 * Every fixture page, as Lighthouse loaded it: scores, its TBT (simulated 4× CPU) and the scripts it
 * requested (nothing touched), each the worst page's figure, with the pages that miss.
 * @param {import('./lighthouse.mjs').LighthouseResult} lighthouse @returns {Target[]}
 */
function lighthouseTargets(lighthouse) {
  if ('skipped' in lighthouse) return [];
  const pages = lighthouse.pages;
  /**
   * @param {string} name @param {(p: import('./lighthouse.mjs').LighthousePage) => number | null} read
   * @param {number} limit @param {'min' | 'max'} worst
   */
  const every = (name, read, limit, worst) => {
    const values = pages.map((p) => ({ page: p.page, value: read(p) })).filter((p) => p.value !== null);
    const misses = values
      .filter((p) => (worst === 'min' ? (p.value ?? 0) < limit : (p.value ?? 0) > limit))
      .map((p) => `${p.page} ${p.value}`);
    const figures = values.map((p) => p.value ?? 0);
    return {
      name: `every fixture page (Lighthouse): ${name}`,
      value: figures.length ? (worst === 'min' ? Math.min(...figures) : Math.max(...figures)) : null,
      limit: `${worst === 'min' ? '≥' : '≤'} ${limit}`,
      met: figures.length === pages.length ? misses.length === 0 : null,
      ...(misses.length ? { note: misses.join(', ') } : {}),
    };
  };
  return [
    every('performance', (p) => p.performance, LIMITS.performance, 'min'),
    every('accessibility', (p) => p.accessibility, LIMITS.accessibility, 'min'),
    every('total blocking time (ms)', (p) => p.tbt ?? null, LIMITS.tbtMs, 'max'),
    every('script requests', (p) => p.scripts ?? null, LIMITS.scriptRequests, 'max'),
  ];
}
