// Query strings on qs with the limits of spec 000 §5 (depth 5, 20 array items, 1000 parameters), and no
// way for a query to reach `__proto__`, `constructor` or `prototype` of anything.
//
// Kept for the first feature that reads a nested query; in no chunk yet. Everything the runtime reads
// from the page's address today is a named flag (`forceCookieBanner`, `nomotion`, the marketing terms),
// which URLSearchParams reads in linear time with no object to pollute; qs, which this module wraps,
// bundles to 18 KB gzip, more than a page without blocks may load in all.

import qs from 'qs';

export const QUERY_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export type Query = { [key: string]: QueryValue };
type QueryValue = string | QueryValue[] | Query | undefined;

export interface ParseQueryOptions {
  /** Read `a.b=1` as `{ a: { b: '1' } }` (off by default, as in qs). */
  allowDots?: boolean;
}

/**
 * Parses `?a=1&b[c]=2`. Beyond the limits qs keeps the data but not the shape: a deeper key stays one
 * literal key, an array past 20 items becomes an object with index keys, parameters past 1000 are
 * dropped. Three layers keep prototypes out: qs refuses prototype keys, every object has a null
 * prototype (so even `__proto__` would be an own key), and those keys are stripped at every depth.
 * Null-prototype results have no `hasOwnProperty`: use `Object.hasOwn` or `in`.
 */
export function parseQuery(search: string, options: ParseQueryOptions = {}): Query {
  const parsed = qs.parse(search, {
    ignoreQueryPrefix: true,
    depth: QUERY_LIMITS.depth,
    arrayLimit: QUERY_LIMITS.arrayLimit,
    parameterLimit: QUERY_LIMITS.parameterLimit,
    allowPrototypes: false,
    plainObjects: true,
    allowDots: options.allowDots ?? false,
  });
  return clean(parsed) as Query;
}

/** `{ a: '1', b: { c: 'x y' } }` → `a=1&b[c]=x%20y`; forbidden keys are left out at every depth. */
export function stringifyQuery(query: Record<string, unknown>): string {
  return qs.stringify(clean(query), { encoder: encodePart });
}

/** Keys keep their brackets readable; every other reserved character in a key is encoded, so a key
 *  such as `a&b=c` cannot add a parameter. */
function encodePart(value: unknown, defaultEncoder: (value: unknown) => string, _charset: string, type: 'key' | 'value'): string {
  const encoded = defaultEncoder(value);
  return type === 'key' ? encoded.replace(/%5B/gi, '[').replace(/%5D/gi, ']') : encoded;
}

/** A copy without the forbidden keys at any depth, in null-prototype objects. */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  const copy = Object.create(null) as Record<string, unknown>;
  for (const [key, item] of Object.entries(value)) if (!FORBIDDEN.has(key)) copy[key] = clean(item);
  return copy;
}
