// @vitest-environment node
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseQuery, QUERY_LIMITS, stringifyQuery } from '../../src/core/query';

type Tree = Record<string, unknown>;
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const nested = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], value);

describe('parseQuery', () => {
  it.each([
    ['?a=1&b[c]=2&d[]=x&d[]=y', { a: '1', b: { c: '2' }, d: ['x', 'y'] }],
    ['a=1', { a: '1' }],
    ['?', {}],
    ['', {}],
    ['a=1&a=2', { a: ['1', '2'] }],
    ['a=x%20y&b=%E2%82%AC', { a: 'x y', b: '€' }],
    ['b=%ZZ', { b: '%ZZ' }],
    ['a.b=1', { 'a.b': '1' }],
  ])('%j → %j', (search, expected) => expect(plain(parseQuery(search))).toEqual(expected));

  it('reads dots as nesting only when asked', () => {
    expect(plain(parseQuery('a.b=1', { allowDots: true }))).toEqual({ a: { b: '1' } });
  });

  it('gives objects without a prototype at every depth', () => {
    const result = parseQuery('a[b][c]=1&d[0][e]=2');
    expect(Object.getPrototypeOf(result)).toBeNull();
    expect(Object.getPrototypeOf(nested(result, 'a'))).toBeNull();
    expect(Object.getPrototypeOf(nested(result, 'a', 'b'))).toBeNull();
    expect(Object.getPrototypeOf((nested(result, 'd') as unknown[])[0])).toBeNull();
  });
});

describe('parseQuery against prototype pollution', () => {
  let before: string[];
  beforeEach(() => {
    before = Object.getOwnPropertyNames(Object.prototype).sort();
  });
  afterEach(() => {
    // Leave no trace for later tests even if one of these fails.
    for (const name of Object.getOwnPropertyNames(Object.prototype)) if (!before.includes(name)) delete (Object.prototype as Tree)[name];
  });

  const payloads: Array<[string, boolean]> = [
    ['__proto__[polluted]=1', false],
    ['__proto__[polluted][]=1', false],
    ['a[__proto__][polluted]=1', false],
    ['a[b][__proto__][polluted]=1', false],
    ['a[0][__proto__][polluted]=1', false],
    ['constructor[prototype][polluted]=1', false],
    ['a[constructor][prototype][polluted]=1', false],
    ['prototype[polluted]=1', false],
    ['__proto__=x&polluted=1', false],
    ['[__proto__][polluted]=1', false],
    ['__proto__%5Bpolluted%5D=1', false],
    ['%5F%5Fproto%5F%5F[polluted]=1', false],
    ['__proto__.polluted=1', true],
    ['a.__proto__.polluted=1', true],
    ['constructor.prototype.polluted=1', true],
    ['a[__proto__].polluted=1', true],
  ];

  it.each(payloads)('%s (allowDots %s) sets nothing on any prototype', (search, allowDots) => {
    const result = parseQuery(search, { allowDots });
    expect(({} as Tree)['polluted']).toBeUndefined();
    expect((Object.prototype as Tree)['polluted']).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(Object.getPrototypeOf(result)).toBeNull();
    expect(forbiddenKeys(result)).toEqual([]);
    expect(JSON.stringify(result)).not.toContain('proto');
  });

  it('keeps the harmless parameters beside a payload', () => {
    expect(plain(parseQuery('ok=1&__proto__[x]=1&a[constructor]=2&a[b]=3'))).toEqual({ ok: '1', a: { b: '3' } });
  });

  it('a key named like an Object method is just data', () => {
    const result = parseQuery('hasOwnProperty=1&toString=2&valueOf[x]=3');
    expect(plain(result)).toEqual({ hasOwnProperty: '1', toString: '2', valueOf: { x: '3' } });
    expect(String(Object.prototype.toString)).toContain('native code');
  });
});

describe('parseQuery limits', () => {
  it("are the spec's", () => expect(QUERY_LIMITS).toEqual({ depth: 5, arrayLimit: 20, parameterLimit: 1000 }));

  it('nests 5 levels below the key, and keeps the rest as one literal key', () => {
    const five = parseQuery('a[b][c][d][e][f]=1');
    expect(nested(five, 'a', 'b', 'c', 'd', 'e', 'f')).toBe('1');
    const six = parseQuery('a[b][c][d][e][f][g]=1');
    expect(Object.keys(nested(six, 'a', 'b', 'c', 'd', 'e') as object)).toEqual(['f']);
    expect(plain(nested(six, 'a', 'b', 'c', 'd', 'e', 'f'))).toEqual({ '[g]': '1' });
  });

  it.each([
    ['a[]=x', 20, true],
    ['a[]=x', 21, false],
    ['a=x', 20, true],
    ['a=x', 21, false],
  ])('%s repeated %d times is an array: %s (past 20, an object with every item)', (pair, times, isArray) => {
    const value = parseQuery(Array.from({ length: times }, () => pair).join('&'))['a'];
    expect(Array.isArray(value)).toBe(isArray);
    expect(Object.keys(value as object)).toHaveLength(times);
  });

  it.each([
    ['a[19]=x', true],
    ['a[20]=x', false],
  ])('an explicit index: %s is an array: %s', (search, isArray) => {
    expect(Array.isArray(parseQuery(search)['a'])).toBe(isArray);
  });

  it.each([
    [1000, 1000],
    [1001, 1000],
  ])('%d parameters: reads %d', (count, read) => {
    const result = parseQuery(Array.from({ length: count }, (_, i) => `p${i}=${i}`).join('&'));
    expect(Object.keys(result)).toHaveLength(read);
    expect(result['p999']).toBe('999');
    expect(result['p1000']).toBeUndefined();
  });
});

describe('stringifyQuery', () => {
  it.each([
    [{ a: '1', b: { c: 'x y' } }, 'a=1&b[c]=x%20y'],
    [{ d: ['x', 'y'] }, 'd[0]=x&d[1]=y'],
    [{ 'a&b=c': '1' }, 'a%26b%3Dc=1'],
    [{ q: 'a&b=c#d' }, 'q=a%26b%3Dc%23d'],
    [{ gone: undefined, empty: '' }, 'empty='],
  ] as Array<[Tree, string]>)('%j → %s', (query, expected) => expect(stringifyQuery(query)).toBe(expected));

  it('leaves out forbidden keys at every depth', () => {
    const hostile = JSON.parse('{"__proto__":{"x":1},"ok":"1","a":{"constructor":{"prototype":{"y":1}},"b":"2"},"prototype":"3"}') as Tree;
    expect(stringifyQuery(hostile)).toBe('ok=1&a[b]=2');
  });

  it('law: parse after stringify gives the query back (plain keys, string leaves, within the limits)', () => {
    const key = fc.stringMatching(/^[a-z][a-z0-9_]{0,5}$/).filter((k) => !['constructor', 'prototype'].includes(k));
    const leaf = fc.string({ minLength: 1, maxLength: 8 });
    const query = fc.dictionary(
      key,
      fc.oneof(leaf, fc.array(leaf, { minLength: 1, maxLength: 20 }), fc.dictionary(key, leaf, { minKeys: 1, maxKeys: 3 })),
      { maxKeys: 8 },
    );
    fc.assert(
      fc.property(query, (value) => {
        expect(plain(parseQuery(stringifyQuery(value)))).toEqual(value);
      }),
    );
  });
});

/** Every `__proto__`, `constructor` or `prototype` key, at any depth. */
function forbiddenKeys(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(['__proto__', 'constructor', 'prototype'].includes(key) ? [key] : []),
    ...forbiddenKeys(item),
  ]);
}

/** How much a parse produced: its leaves (strings) and its deepest nesting. What a query can make the
 *  runtime hold, and, with qs reading at most `parameterLimit` pairs, what it can make it do. */
function size(value: unknown, depth = 0): { leaves: number; depth: number } {
  if (typeof value !== 'object' || value === null) return { leaves: 1, depth };
  return Object.values(value).reduce<{ leaves: number; depth: number }>(
    (total, item) => {
      const inner = size(item, depth + 1);
      return { leaves: total.leaves + inner.leaves, depth: Math.max(total.depth, inner.depth) };
    },
    { leaves: 0, depth },
  );
}

// Issue 19's hostile queries: each leaves Object.prototype as it was, and what it produces is capped by
// the limits whatever the query's size (the work, not a clock: qs reads no more than 1000 pairs).
describe('parseQuery: hostile queries of any size stay within the limits', () => {
  const repeat = (times: number, make: (i: number) => string): string => Array.from({ length: times }, (_, i) => make(i)).join('&');
  const deep = (levels: number): string => `a${'[x]'.repeat(levels)}=1`;
  const cases: Array<[string, string]> = [
    ['__proto__ at every depth', repeat(60, (i) => `p${'[__proto__]'.repeat(i % 8)}[polluted]=${i}`)],
    ['depth 50', deep(50)],
    ['depth 50 under __proto__', `__proto__${'[x]'.repeat(50)}=1`],
    ['10,000 a[]=', repeat(10_000, () => 'a[]=x')],
    ['10,000 a[i]= with explicit indexes', repeat(10_000, (i) => `a[${i}]=x`)],
    ['2,000 parameters', repeat(2000, (i) => `p${i}=${i}`)],
    ['2,000 parameters, each 50 deep', repeat(2000, (i) => `p${i}${'[x]'.repeat(50)}=${i}`)],
    ['100,000 empty pairs', '&'.repeat(100_000)],
  ];

  let before: string[];
  beforeEach(() => {
    before = Object.getOwnPropertyNames(Object.prototype).sort();
  });

  it.each(cases)('%s', (_, search) => {
    const result = parseQuery(search);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Tree)['polluted']).toBeUndefined();
    expect(forbiddenKeys(result)).toEqual([]);
    const { leaves, depth } = size(result);
    expect(leaves).toBeLessThanOrEqual(QUERY_LIMITS.parameterLimit);
    // The key, its 5 levels, and the rest kept as one literal key.
    expect(depth).toBeLessThanOrEqual(QUERY_LIMITS.depth + 2);
  });

  it('10,000 a[]= keeps the first 1000 items, past the array limit as an object with index keys', () => {
    const value = parseQuery(repeat(10_000, () => 'a[]=x'))['a'];
    expect(Array.isArray(value)).toBe(false);
    expect(Object.keys(value as object)).toHaveLength(QUERY_LIMITS.parameterLimit);
  });

  it('a parameter far past the limit is never read, whatever it says', () => {
    const result = parseQuery(`${repeat(2000, (i) => `p${i}=${i}`)}&late[__proto__][polluted]=1&late=2`);
    expect(result['late']).toBeUndefined();
    expect(result['p999']).toBe('999');
  });

  it('depth 50 nests 5 levels and keeps the other 45 as one literal key', () => {
    const result = parseQuery(deep(50));
    const fifth = nested(result, 'a', 'x', 'x', 'x', 'x', 'x') as Tree;
    expect(Object.keys(fifth)).toEqual(['[x]'.repeat(45)]);
  });
});
