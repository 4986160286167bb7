// The language switcher's reading of the host's answers (src/features/language-switcher/languages.ts)
// and the header and footer entity (src/features/header-footer/entity.ts): what is refused whole, what
// is skipped with a console error, and which language is the page's.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEntity } from '../../src/features/header-footer/entity';
import { currentCode, readSettings } from '../../src/features/language-switcher/languages';
import { checkPublishedList } from '../../src/features/language-switcher/published';

afterEach(() => vi.restoreAllMocks());

const EN = { code: 'en', name: 'English', url: '/' };
const FR = { code: 'fr', name: 'Français', url: '/fr/' };
const PT = { code: 'pt-BR', name: 'Português', url: '/pt/' };

describe('readSettings', () => {
  it('reads the languages in order, the original and the offered ones', () => {
    const site = readSettings({ originalLanguage: 'en', languages: [EN, FR], availableLanguages: [{ code: 'de', name: 'Deutsch' }] });
    expect(site).toEqual({ original: 'en', languages: [EN, FR], available: [{ code: 'de', name: 'Deutsch' }] });
  });

  it('refuses an answer without a languages list', () => {
    for (const data of [null, 'en', { languages: 'en,fr' }, []]) expect(() => readSettings(data)).toThrow(TypeError);
  });

  it('skips, with a console error, a language without a code or a name; a missing address is empty', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const site = readSettings({ languages: [EN, { code: 'x y', name: 'Bad' }, { code: 'de' }, 7, { code: 'it', name: ' Italiano ' }] });
    expect(site.languages).toEqual([EN, { code: 'it', name: 'Italiano', url: '' }]);
    expect(site.original).toBe('en');
    expect(error).toHaveBeenCalledTimes(3);
    expect(String(error.mock.calls[0]?.[0])).toContain('language 2 skipped');
  });
});

describe('currentCode', () => {
  it('is the page language, whole or by its primary subtag, else the original', () => {
    expect(currentCode([EN, FR, PT], 'fr', 'en')).toBe('fr');
    expect(currentCode([EN, FR, PT], 'pt-br', 'en')).toBe('pt-BR');
    expect(currentCode([EN, FR, PT], 'fr-CA', 'en')).toBe('fr');
    expect(currentCode([EN, FR], 'ja', 'en')).toBe('en');
    expect(currentCode([EN, FR], '', 'en')).toBe('en');
  });
});

describe('readEntity', () => {
  it('takes a header and a footer as strings, and nothing else', () => {
    expect(readEntity({ header: '<p>h</p>', footer: '', extra: 1 })).toEqual({ header: '<p>h</p>', footer: '' });
    for (const data of [null, {}, { header: '<p>h</p>' }, { header: 1, footer: '' }]) expect(() => readEntity(data)).toThrow(TypeError);
  });
});

describe('a published list', () => {
  const list = (marked: string | null): HTMLElement => {
    const content = document.createElement('div');
    const links = ['en', 'fr', 'de'].map(
      (code) => `<li><a href="/${code}/" hreflang="${code}"${code === marked ? ' aria-current="true"' : ''}>${code}</a></li>`,
    );
    content.innerHTML = `<nav class="language-picker"><ul>${links.join('')}</ul></nav>`;
    return content;
  };
  const current = (content: HTMLElement): string[] => [...content.querySelectorAll('[aria-current]')].map((link) => link.textContent ?? '');

  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('without a current mark gets one on the page language, by its primary subtag too', () => {
    document.documentElement.lang = 'fr-CA';
    const content = list(null);
    checkPublishedList(content, null);
    expect(current(content)).toEqual(['fr']);
  });

  it('keeps the mark the builder gave, and marks nothing when no language is the page’s', () => {
    document.documentElement.lang = 'fr';
    const marked = list('en');
    checkPublishedList(marked, null);
    expect(current(marked)).toEqual(['en']);
    document.documentElement.lang = 'ja';
    const none = list(null);
    checkPublishedList(none, null);
    expect(current(none)).toEqual([]);
  });
});
