// Web fonts (spec 000 §3, §8): the two services' addresses from the page context, and which expected
// typekit families or variations a kit lacks.

import { describe, expect, it } from 'vitest';
import type { PageContext } from '../../src/core/page-context';
import { expectedFonts, missingFonts } from '../../src/features/page-chrome/fonts/kit-check';
import { googleFontsHref, typekitHref } from '../../src/features/page-chrome/fonts/services';

describe('the fonts stylesheet service', () => {
  it('asks for each family of includeName, text shown at once (display=swap), at the real service by default', () => {
    const href = googleFontsHref({ googleFonts: { includeName: 'Lora:wght@400;700|Inter' } });
    const url = new URL(href ?? '');
    expect(url.origin + url.pathname).toBe('https://fonts.googleapis.com/css2');
    expect(url.searchParams.getAll('family')).toEqual(['Lora:wght@400;700', 'Inter']);
    expect(url.searchParams.get('display')).toBe('swap');
  });

  it('uses the address the site gives, when it is https or on the site; else the real one', () => {
    const at = (googleFontsUrl: string): string | undefined =>
      googleFontsHref({ googleFonts: { includeName: 'Inter' }, websiteSettings: { googleFontsUrl } });
    expect(new URL(at('/fonts/css2') ?? '').pathname).toBe('/fonts/css2');
    expect(at('https://fonts.example.com/css2')).toMatch(/^https:\/\/fonts\.example\.com\/css2\?/);
    expect(at('javascript:alert(1)')).toMatch(/^https:\/\/fonts\.googleapis\.com\//);
    expect(at('//evil.example/css')).toMatch(/^https:\/\/fonts\.googleapis\.com\//);
  });

  it('asks nothing without families, and throws on a malformed setting', () => {
    expect(googleFontsHref({})).toBeUndefined();
    expect(googleFontsHref({ googleFonts: { includeName: ' | ' } })).toBeUndefined();
    expect(() => googleFontsHref({ googleFonts: {} })).toThrow('googleFonts.includeName is not a text');
    expect(() => googleFontsHref({ googleFonts: 'Inter' } as unknown as PageContext)).toThrow(TypeError);
  });
});

describe('the typekit kit', () => {
  it('is <service><kit id>.css, at the real service by default', () => {
    expect(typekitHref({ website: { typekitId: 'abc1def' } })).toBe('https://use.typekit.net/abc1def.css');
    expect(new URL(typekitHref({ website: { typekitId: 'k1' }, websiteSettings: { typekitUrl: '/typekit/' } }) ?? '').pathname).toBe(
      '/typekit/k1.css',
    );
    expect(typekitHref({})).toBeUndefined();
    expect(() => typekitHref({ website: { typekitId: '../x' } })).toThrow('is not a kit id');
  });

  it('names each expected family the kit lacks, and each variation of a family it has', () => {
    const faces = [
      { family: '"proxima-nova"', style: 'normal', weight: '400' },
      { family: 'proxima-nova', style: 'italic', weight: '700' },
      { family: 'museo', style: 'normal', weight: 'normal' },
    ];
    const expected = expectedFonts({
      typekitFonts: [{ id: 'proxima-nova', variations: ['n4', 'i7', 'n7'] }, { id: 'museo', variations: ['n4'] }, { id: 'lost-script' }],
    });
    expect(missingFonts(expected, faces)).toEqual(['proxima-nova n7', 'lost-script']);
  });

  it('reads a missing list as nothing expected, and throws on a malformed one', () => {
    expect(expectedFonts({})).toEqual([]);
    expect(() => expectedFonts({ typekitFonts: 'museo' } as unknown as PageContext)).toThrow('typekitFonts is not a list');
    expect(() => expectedFonts({ typekitFonts: [{ variations: ['n4'] }] })).toThrow('typekitFonts[0].id is not a text');
  });
});
