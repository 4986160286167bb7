// The discussion comments' settings (spec 000 §3, §7): which pages have a thread, the shortname's check,
// and the script's address built from it; and the script loader's time limit (core/load-script.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript } from '../../src/core/load-script';
import type { PageContext } from '../../src/core/page-context';
import { commentsSettings, scriptAddress } from '../../src/features/comments/settings';

const PAGE = 'https://cafe.example/journal/new-roast?utm_source=x#comments';
const POST: PageContext = {
  item: { id: 'item-1', title: 'A new roast' },
  itemId: 'item-1',
  websiteSettings: { commentsEnabled: true, disqusShortname: 'fixture-cafe' },
};

describe('commentsSettings', () => {
  it('gives an item page of a site with comments on its thread, from the provider’s address', () => {
    expect(commentsSettings(POST, PAGE)).toEqual({
      shortname: 'fixture-cafe',
      scriptUrl: 'https://fixture-cafe.disqus.com/embed.js',
      page: { url: 'https://cafe.example/journal/new-roast', identifier: 'item-1', title: 'A new roast' },
    });
  });
  it('gives none with comments off, no shortname, or off an item page', () => {
    const settings = POST.websiteSettings;
    expect(commentsSettings({ ...POST, websiteSettings: { ...settings, commentsEnabled: false } }, PAGE)).toBeNull();
    expect(commentsSettings({ ...POST, websiteSettings: { ...settings, commentsEnabled: 'true' } }, PAGE)).toBeNull();
    expect(commentsSettings({ ...POST, websiteSettings: { ...settings, disqusShortname: '' } }, PAGE)).toBeNull();
    expect(commentsSettings({ ...POST, websiteSettings: { commentsEnabled: true } }, PAGE)).toBeNull();
    expect(commentsSettings({ websiteSettings: settings }, PAGE)).toBeNull();
    expect(commentsSettings({}, PAGE)).toBeNull();
  });
  it('refuses a shortname that is not lowercase letters, digits and dashes', () => {
    for (const bad of ['Fixture', 'a.b', 'a/b', 'evil.com/x', 'a b', '-'.repeat(65), 12, { name: 'x' }]) {
      expect(() => commentsSettings({ ...POST, websiteSettings: { commentsEnabled: true, disqusShortname: bad } }, PAGE)).toThrow(
        /is not a shortname \(lowercase letters, digits and dashes\); no comments are loaded/,
      );
    }
  });
});

describe('scriptAddress', () => {
  const BASE = 'https://cafe.example/journal/new-roast';
  it('puts the shortname in the site’s own address for the script', () => {
    expect(scriptAddress('/comments/{shortname}/embed.js', 'cafe-1', BASE)).toBe('https://cafe.example/comments/cafe-1/embed.js');
    expect(scriptAddress('https://cdn.example/{shortname}.js', 'cafe-1', BASE)).toBe('https://cdn.example/cafe-1.js');
  });
  it('keeps the provider’s when the site’s is unusable', () => {
    for (const bad of [
      'javascript:alert(1)//{shortname}',
      'http://other.example/{shortname}.js',
      '//evil.example/{shortname}',
      '/no-place.js',
      7,
    ]) {
      expect(scriptAddress(bad, 'cafe-1', BASE)).toBe('https://cafe-1.disqus.com/embed.js');
    }
  });
});

describe('loadScript', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.replaceChildren();
  });
  it('gives a script that neither runs nor fails up after its time', async () => {
    vi.useFakeTimers();
    const loading = loadScript(document.head, 'https://cdn.example/slow.js', { what: 'comments script', timeoutMs: 15_000 });
    const outcome = loading.catch((error: Error) => error.message);
    vi.advanceTimersByTime(15_000);
    await expect(outcome).resolves.toBe('The comments script at https://cdn.example/slow.js did not load within 15000 ms.');
  });
  it('refuses an address that is not https or on the site, adding nothing', async () => {
    await expect(loadScript(document.head, 'javascript:alert(1)', { what: 'comments script', timeoutMs: 1000 })).rejects.toThrow(
      /a script must come from https or a path on the site/,
    );
    expect(document.head.querySelector('script')).toBeNull();
  });
  it('rejects with the caller’s reason when the caller stops', async () => {
    const stop = new AbortController();
    const loading = loadScript(document.head, 'https://cdn.example/x.js', {
      what: 'comments script',
      timeoutMs: 1000,
      signal: stop.signal,
    });
    stop.abort(new Error('block gone'));
    await expect(loading).rejects.toThrow('block gone');
  });
});
