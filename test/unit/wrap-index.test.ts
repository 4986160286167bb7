// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wrapIndex } from '../../src/core/wrap-index';

describe('wrapIndex', () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 0],
    [7, 3, 1],
    [-1, 3, 2],
    [-3, 3, 0],
    [-4, 3, 2],
    [-0, 3, 0],
    [5, 1, 0],
    [-5, 1, 0],
    [Number.MAX_SAFE_INTEGER, 10, 1],
    [Number.MIN_SAFE_INTEGER, 10, 9],
  ])('wrapIndex(%d, %d) = %d', (index, length, expected) => expect(Object.is(wrapIndex(index, length), expected)).toBe(true));

  it('law: stays in [0, length) and moves by whole turns, for any integers', () => {
    const index = fc.oneof(fc.integer(), fc.maxSafeInteger());
    const length = fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 2 ** 31 }));
    fc.assert(
      fc.property(index, length, (i, n) => {
        const wrapped = wrapIndex(i, n);
        return Number.isInteger(wrapped) && wrapped >= 0 && wrapped < n && (BigInt(wrapped) - BigInt(i)) % BigInt(n) === 0n;
      }),
    );
  });

  it('law: one step forward then back returns, and the last steps forward to the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.nat(), (n, k) => {
        const i = k % n;
        return wrapIndex(wrapIndex(i + 1, n) - 1, n) === i && wrapIndex(n - 1 + 1, n) === 0 && wrapIndex(0 - 1, n) === n - 1;
      }),
    );
  });

  it.each([
    [0, 0],
    [0, -3],
    [1.5, 3],
    [0, 2.5],
    [Number.NaN, 3],
    [0, Number.POSITIVE_INFINITY],
  ])('refuses wrapIndex(%d, %d): no index is in range', (index, length) => {
    expect(() => wrapIndex(index, length)).toThrow(RangeError);
  });
});
