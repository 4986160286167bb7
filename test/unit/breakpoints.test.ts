// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, DEVICE_HEIGHT_TIERS, MOBILE_QUERY } from '../../src/platform/breakpoints';

const SRC = join(__dirname, '../../src');

function files(dir: string, ends: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, ends);
    return ends.test(entry.name) ? [path] : [];
  });
}

/** Every `(max-width: Npx)` / `(min-width: Npx)` written in a file, as [kind, N]. */
function widthQueries(text: string): Array<['max' | 'min', number]> {
  return [...text.matchAll(/\((max|min)-width:\s*(\d+)px\)/g)].map((match) => [match[1] as 'max' | 'min', Number(match[2])]);
}

describe('breakpoints (spec 001 §9)', () => {
  it('are the spec numbers: mobile up to 432, desktop 800 and 1024, device heights 926, 1024, 1366', () => {
    expect(BREAKPOINTS).toEqual({ mobileMax: 432, desktop: 800, wideDesktop: 1024 });
    expect(DEVICE_HEIGHT_TIERS).toEqual({ phone: 926, tablet: 1024, largeTablet: 1366 });
    expect(MOBILE_QUERY).toBe(`(max-width: ${BREAKPOINTS.mobileMax}px)`);
  });

  it('every screen width query in the stylesheets is one of them (max N, or min N + 1)', () => {
    const widths: number[] = Object.values(BREAKPOINTS);
    // Screens only: a container query (`@container`) sizes a widget by its box, not by the screen.
    const media = (text: string): string => [...text.matchAll(/@media[^{]*/g)].join('\n');
    const found = files(SRC, /\.css$/).flatMap((file) => widthQueries(media(readFileSync(file, 'utf8'))).map((query) => ({ file, query })));
    expect(found.length).toBeGreaterThan(0);
    for (const { file, query } of found) {
      const [kind, px] = query;
      expect(widths, `${file}: (${kind}-width: ${px}px)`).toContain(kind === 'max' ? px : px - 1);
    }
  });

  it('no script writes a width query of its own: they come from platform/breakpoints.ts', () => {
    const own = files(SRC, /\.tsx?$/)
      .filter((file) => !file.endsWith('breakpoints.ts'))
      .filter((file) => widthQueries(readFileSync(file, 'utf8')).length > 0);
    expect(own).toEqual([]);
  });
});
