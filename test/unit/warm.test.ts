// Warm: what a block row asks to have ready with its code. Money: one currency formatter, made once a
// page (the first sets up Intl's data), never failing the page where Intl lacks currencies; the rows
// of blocks that show prices at their first touch ask for it.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCKS } from '../../src/runtime/registry';

const FEATURES = join(import.meta.dirname, '../../src/features');

type WarmModule = typeof import('../../src/runtime/warm');

let warm: WarmModule['warm'];

beforeEach(async () => {
  vi.resetModules();
  ({ warm } = (await import('../../src/runtime/warm')) as WarmModule);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warm', () => {
  it('money: makes one currency formatter, the first time only', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    warm('money');
    warm('money');
    expect(made).toHaveBeenCalledTimes(1);
    expect(made.mock.calls[0]).toEqual(['en-US', { style: 'currency', currency: 'USD' }]);
  });

  it('money: an Intl that cannot format currencies is left for the block to meet', () => {
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(() => {
      throw new RangeError('Unsupported currency');
    });
    expect(() => warm('money')).not.toThrow();
  });

  it('a block that wakes at a touch and formats money asks for it; no other block does', () => {
    const formatsMoney = (name: string): boolean =>
      readdirSync(join(FEATURES, name), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file))
        .some((file) => /\bformat(Money|Cents)\(|Intl\.NumberFormat\(/.test(readFileSync(join(FEATURES, name, file), 'utf8')));
    const expected = BLOCKS.filter((row) => row.trigger === 'interaction' && formatsMoney(row.name)).map((row) => row.name);
    expect(expected).toContain('product');
    expect(BLOCKS.filter((row) => row.warm === 'money').map((row) => row.name)).toEqual(expected);
  });
});
