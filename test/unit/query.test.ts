import { describe, expect, it } from 'vitest';
import { parseQuery, QUERY_LIMITS, stringifyQuery } from '../../src/core/query';

describe('parseQuery', () => {
  it('parses nested keys and arrays', () => {
    expect(JSON.parse(JSON.stringify(parseQuery('?a=1&b[c]=2&d[]=x&d[]=y')))).toEqual({ a: '1', b: { c: '2' }, d: ['x', 'y'] });
  });

  it.each([
    '__proto__[polluted]=1',
    'a[__proto__][polluted]=1',
    'constructor[prototype][polluted]=1',
    'a[constructor][prototype][polluted]=1',
    '__proto__.polluted=1',
    'prototype[polluted]=1',
    'a[b][__proto__][polluted]=1',
  ])('cannot pollute a prototype: %s', (search) => {
    const result = parseQuery(search);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(result)).toBeNull();
    expect(forbiddenKeys(result)).toEqual([]);
  });

  it('stops nesting at depth 5', () => {
    const result = parseQuery('a[b][c][d][e][f][g]=1') as Record<string, Record<string, Record<string, Record<string, Record<string, Record<string, unknown>>>>>>;
    expect(Object.keys(result['a']!['b']!['c']!['d']!['e']!)).toEqual(['f']);
    expect(Object.keys(result['a']!['b']!['c']!['d']!['e']!['f'] as object)).toEqual(['[g]']);
    expect(QUERY_LIMITS.depth).toBe(5);
  });

  it('keeps arrays of up to 20 items, and makes an object beyond', () => {
    const items = (n: number) => Array.from({ length: n }, () => 'a[]=x').join('&');
    expect(Array.isArray(parseQuery(items(20))['a'])).toBe(true);
    expect(Array.isArray(parseQuery(items(21))['a'])).toBe(false);
    expect(Array.isArray(parseQuery('a[19]=x')['a'])).toBe(true);
    expect(Array.isArray(parseQuery('a[20]=x')['a'])).toBe(false);
  });

  it('reads at most 1000 parameters', () => {
    const search = Array.from({ length: 1001 }, (_, i) => `p${i}=${i}`).join('&');
    const result = parseQuery(search);
    expect(Object.keys(result)).toHaveLength(1000);
    expect(result['p1000']).toBeUndefined();
  });
});

describe('stringifyQuery', () => {
  it('round-trips and drops forbidden keys', () => {
    expect(stringifyQuery({ a: '1', b: { c: 'x y' } })).toBe('a=1&b[c]=x%20y');
    expect(stringifyQuery(JSON.parse('{"__proto__":{"x":1},"ok":"1"}') as Record<string, unknown>)).toBe('ok=1');
  });
});

/** Every `__proto__`, `constructor` or `prototype` key, at any depth. */
function forbiddenKeys(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => [...(['__proto__', 'constructor', 'prototype'].includes(key) ? [key] : []), ...forbiddenKeys(item)]);
}
