// The site's languages (spec 001 §3, §7), through the data layer: `GET /api/multilingual/settings` and
// `/status` read together, `PUT /api/multilingual/languages` and `DELETE /api/multilingual/connection`
// for the owner. Answers are checked here: a language the block cannot read is skipped with a console
// error; an answer without a languages list is refused whole.

import { api } from '../../core/api';
import { isRecord } from '../../core/guards';
import { pageLanguage } from './page-language';

export interface Language {
  /** A language code (`en`, `fr`, `pt-BR`). */
  code: string;
  /** The language's own name, as a switcher shows it. */
  name: string;
  /** Where the site is in that language; checked before it becomes a link (view.ts). */
  url: string;
}

export interface SiteLanguages {
  original: string;
  /** The site's languages, in the owner's order. */
  languages: Language[];
  /** The languages the provider offers (the owner's choice). */
  available: Array<Omit<Language, 'url'>>;
  /** The translation provider is connected: without it visitors get the original language only. */
  connected: boolean;
}

const SETTINGS = '/api/multilingual/settings';
const STATUS = '/api/multilingual/status';
const LANGUAGES = '/api/multilingual/languages';
const CONNECTION = '/api/multilingual/connection';
const CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

export async function loadLanguages(signal?: AbortSignal): Promise<SiteLanguages> {
  const [settings, status] = await Promise.all([api.get(SETTINGS, { signal }), api.get(STATUS, { signal })]);
  return { ...readSettings(settings), connected: readConnected(status) };
}

/** Saves the site's languages (codes, in order); resolves with the settings as the host saved them. */
export async function saveLanguages(codes: readonly string[], connected: boolean): Promise<SiteLanguages> {
  return { ...readSettings(await api.put(LANGUAGES, { json: { languages: codes } })), connected };
}

/** Disconnects the translation provider; resolves with whether it is still connected (the host's word). */
export async function disconnectTranslation(): Promise<boolean> {
  return readConnected(await api.delete(CONNECTION));
}

export function readSettings(data: unknown): Omit<SiteLanguages, 'connected'> {
  if (!isRecord(data) || !Array.isArray(data['languages'])) {
    throw new TypeError(`language-switcher: the settings have no languages list: ${JSON.stringify(data)}`);
  }
  const languages = data['languages'].map((item, index) => readLanguage(item, index, 'language')).filter((item) => item !== null);
  const offered = Array.isArray(data['availableLanguages']) ? data['availableLanguages'] : [];
  const available = offered.map((item, index) => readLanguage(item, index, 'available language')).filter((item) => item !== null);
  const original = typeof data['originalLanguage'] === 'string' ? data['originalLanguage'] : (languages[0]?.code ?? '');
  return { original, languages, available: available.map(({ code, name }) => ({ code, name })) };
}

function readConnected(data: unknown): boolean {
  if (!isRecord(data) || typeof data['connected'] !== 'boolean') {
    throw new TypeError(`language-switcher: the status has no "connected" flag: ${JSON.stringify(data)}`);
  }
  return data['connected'];
}

function readLanguage(item: unknown, index: number, list: string): Language | null {
  const code = isRecord(item) ? item['code'] : undefined;
  const name = isRecord(item) ? item['name'] : undefined;
  const url = isRecord(item) ? (item['url'] ?? '') : '';
  if (typeof code !== 'string' || !CODE.test(code) || typeof name !== 'string' || name.trim() === '' || typeof url !== 'string') {
    console.error(`language-switcher: ${list} ${index + 1} skipped: it needs a language code and a name`, item);
    return null;
  }
  return { code, name: name.trim(), url };
}

/** The language the page is in: the document's `lang` (its primary subtag, when no language has it
 *  whole), else the original. */
export function currentCode(languages: readonly Language[], pageLang: string, original: string): string {
  return (
    pageLanguage(
      languages.map((language) => language.code),
      pageLang,
    ) ?? original
  );
}
