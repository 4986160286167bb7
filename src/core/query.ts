// Query strings on qs with the limits of spec 000 §5 (depth 5, 20 array items, 1000 parameters),
// and no way for a query to reach `__proto__`, `constructor` or `prototype` of anything.

import qs from 'qs';

export const QUERY_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export type Query = { [key: string]: QueryValue };
export type QueryValue = string | QueryValue[] | Query | undefined;

export function parseQuery(search: string): Query {
  const parsed = qs.parse(search, {
    ignoreQueryPrefix: true,
    depth: QUERY_LIMITS.depth,
    arrayLimit: QUERY_LIMITS.arrayLimit,
    parameterLimit: QUERY_LIMITS.parameterLimit,
    allowPrototypes: false,
    plainObjects: true,
  });
  return clean(parsed) as Query;
}

export function stringifyQuery(query: Record<string, unknown>): string {
  return qs.stringify(clean(query), { encodeValuesOnly: true });
}

/** A copy without the forbidden keys at any depth, in null-prototype objects. */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, item] of Object.entries(value)) if (!FORBIDDEN.has(key)) copy[key] = clean(item);
  return copy;
}
