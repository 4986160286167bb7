// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropShadowFilter, parseDropShadow } from '../../src/features/shape/drop-shadow';

describe('a shape’s drop shadow (spec 001 §8: unparseable is logged and ignored)', () => {
  let errors: unknown[][];
  beforeEach(() => {
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['2px 4px 8px #00000080', { x: 2, y: 4, blur: 8, color: '#00000080' }],
    ['2 4 red', { x: 2, y: 4, blur: 0, color: 'red' }],
    ['-3px 0 6px rgb(0 0 0 / 50%)', { x: -3, y: 0, blur: 6, color: 'rgb(0 0 0 / 50%)' }],
    ['1px 1px rgba(0, 0, 0, 0.4)', { x: 1, y: 1, blur: 0, color: 'rgba(0, 0, 0, 0.4)' }],
  ])('%s is drawn', (text, shadow) => {
    expect(parseDropShadow(text)).toEqual(shadow);
    expect(errors).toEqual([]);
  });

  it.each([['2px'], ['2px 4px'], ['big soft shadow'], ['2px 4px -1px red'], ['2px 4px url(x)'], ['2px 4px red; x: y'], [42], [{}]])(
    '%j is logged and ignored',
    (value) => {
      expect(parseDropShadow(value)).toBeNull();
      expect(errors).toHaveLength(1);
      expect(String(errors[0]?.[0])).toMatch(/^site-runtime: shape: the drop shadow .* cannot be parsed; it is ignored$/);
    },
  );

  it('none set: no shadow and nothing logged', () => {
    expect(parseDropShadow(undefined)).toBeNull();
    expect(parseDropShadow('')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('draws as a CSS drop-shadow filter', () => {
    expect(dropShadowFilter({ x: 2, y: 4, blur: 8, color: 'red' })).toBe('drop-shadow(2px 4px 8px red)');
  });
});
