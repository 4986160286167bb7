// @vitest-environment node
// The two-way enumeration helper of src/platform/enum.ts: lookups, refusal of bad tables, and the types.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { BLOCK_TYPES, type SpecBlockType } from '../../src/platform/block-types';
import { defineEnum, type EnumName, type EnumValue } from '../../src/platform/enum';

describe('defineEnum', () => {
  const COLORS = defineEnum({ RED: 1, GREEN: 2, BLUE: 'blue' });

  it('looks up both ways and exposes members directly', () => {
    expect(COLORS.RED).toBe(1);
    expect(COLORS.values).toEqual({ RED: 1, GREEN: 2, BLUE: 'blue' });
    expect(COLORS.names).toEqual(['RED', 'GREEN', 'BLUE']);
    expect(COLORS.list).toEqual([1, 2, 'blue']);
    expect(COLORS.nameOf(2)).toBe('GREEN');
    expect(COLORS.nameOf('blue')).toBe('BLUE');
    expect(COLORS.valueOf('BLUE')).toBe('blue');
  });

  it('answers undefined for unknown values and names, without coercion or inherited names', () => {
    expect(COLORS.nameOf(3)).toBeUndefined();
    expect(COLORS.nameOf('1')).toBeUndefined();
    expect(COLORS.nameOf(null)).toBeUndefined();
    expect(COLORS.nameOf({})).toBeUndefined();
    expect(COLORS.valueOf('red')).toBeUndefined();
    expect(COLORS.valueOf('constructor')).toBeUndefined();
    expect(COLORS.valueOf('toString')).toBeUndefined();
    expect(COLORS.valueOf('__proto__')).toBeUndefined();
    expect(COLORS.valueOf('nameOf')).toBeUndefined();
    expect(COLORS.has(1)).toBe(true);
    expect(COLORS.has('1')).toBe(false);
    expect(COLORS.has('RED')).toBe(false);
    expect(COLORS.hasName('RED')).toBe(true);
    expect(COLORS.hasName('hasOwnProperty')).toBe(false);
    expect(COLORS.hasName(1)).toBe(false);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(COLORS)).toBe(true);
    expect(Object.isFrozen(COLORS.values)).toBe(true);
    expect(Object.isFrozen(COLORS.names)).toBe(true);
    expect(Object.isFrozen(COLORS.list)).toBe(true);
  });

  it('refuses a value used twice, naming both names', () => {
    expect(() => defineEnum({ A: 1, B: 1 })).toThrow(/A and B/);
    expect(() => defineEnum({ A: 'x', B: 'x' })).toThrow(/"x"/);
  });

  it('keeps 1 and "1" apart', () => {
    const MIXED = defineEnum({ ONE: 1, ONE_TEXT: '1' });
    expect(MIXED.nameOf(1)).toBe('ONE');
    expect(MIXED.nameOf('1')).toBe('ONE_TEXT');
  });

  it('refuses names that are not UPPER_SNAKE_CASE (they could clash with the helper members)', () => {
    expect(() => defineEnum({ nameOf: 1 })).toThrow(/UPPER_SNAKE_CASE/);
    expect(() => defineEnum({ Red: 1 })).toThrow(/UPPER_SNAKE_CASE/);
    expect(() => defineEnum({ '1A': 1 })).toThrow(/UPPER_SNAKE_CASE/);
  });

  it('has precise types', () => {
    expectTypeOf(BLOCK_TYPES.GALLERY).toEqualTypeOf<8>();
    expectTypeOf(BLOCK_TYPES.nameOf(8)).toEqualTypeOf<'GALLERY'>();
    expectTypeOf(BLOCK_TYPES.valueOf('FORM')).toEqualTypeOf<9>();
    expectTypeOf(BLOCK_TYPES.nameOf(123 as number)).toEqualTypeOf<EnumName<typeof BLOCK_TYPES> | undefined>();
    expectTypeOf(BLOCK_TYPES.valueOf('nope' as string)).toEqualTypeOf<SpecBlockType | undefined>();
    expectTypeOf<SpecBlockType>().toEqualTypeOf<1 | 2 | 5 | 8 | 9 | 43 | 51 | 52 | 53 | 67 | 69 | 70 | 71>();
    expectTypeOf<EnumValue<typeof COLORS>>().toEqualTypeOf<1 | 2 | 'blue'>();
    const unknownValue: unknown = 53;
    if (BLOCK_TYPES.has(unknownValue)) expectTypeOf(unknownValue).toEqualTypeOf<SpecBlockType>();
  });
});
