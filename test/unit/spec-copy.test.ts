// @vitest-environment node
// The tests read the specs from test/spec, so a clean clone has them. Where the shared originals sit
// beside the repository (a developer's machine), the copy must still equal them.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const COPY = resolve(process.cwd(), 'test/spec');
const SHARED = resolve(process.cwd(), '../shared/spec');

describe('the spec copy', () => {
  it('has both specs', () => {
    expect(readdirSync(COPY).sort()).toEqual(['000_06ecaa88106ba3c9.txt', '001_2c6798eca6d770f9.txt']);
  });

  it.runIf(existsSync(SHARED))('equals ../shared/spec (copy it again when the spec changes)', () => {
    for (const file of readdirSync(COPY))
      expect(readFileSync(resolve(COPY, file), 'utf8')).toBe(readFileSync(resolve(SHARED, file), 'utf8'));
  });
});
