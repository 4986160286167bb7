import { describe, expect, it } from 'vitest';
import type { PageContext } from '../../src/core/page-context';
import { siteRoot } from '../../src/features/account/logout';
import { configUrl, redirectsOwner } from '../../src/features/account/owner';

const OWNER: PageContext = {
  website: { id: 'w1', identifier: 'fixture-cafe', developerMode: false, cloneable: false },
  authenticatedAccount: { id: 'a1' },
  websiteRoles: { w1: [1] },
};
const AWAY = { hostname: 'cafe.example', search: '' };

describe('the owner redirect (spec 000 §2)', () => {
  it('sends a signed-in owner in the top window to configuration', () => {
    expect(redirectsOwner(OWNER, AWAY, false)).toBe(true);
  });

  it.each([
    ['a visitor', { ...OWNER, authenticatedAccount: null }, AWAY, false],
    ['a viewer-only account', { ...OWNER, websiteRoles: { w1: [10] } }, AWAY, false],
    ['a developer site', { ...OWNER, website: { ...OWNER.website, developerMode: true } }, AWAY, false],
    ['a cloneable site', { ...OWNER, website: { ...OWNER.website, cloneable: true } }, AWAY, false],
    ['the editing frame', OWNER, AWAY, true],
    ['localhost', OWNER, { hostname: 'localhost', search: '' }, false],
    ['127.0.0.1', OWNER, { hostname: '127.0.0.1', search: '' }, false],
    ['noredirect', OWNER, { hostname: 'cafe.example', search: '?noredirect' }, false],
  ] as const)('not for %s', (_name, context, where, framed) => {
    expect(redirectsOwner(context as PageContext, where, framed)).toBe(false);
  });

  it('goes to /config/ with the encoded path and query, on the admin host when the context names it', () => {
    const where = { pathname: '/menu', search: '?day=mon&x=1', origin: 'https://cafe.example' };
    expect(configUrl(OWNER, where)).toBe('https://cafe.example/config/?frameUrl=%2Fmenu%3Fday%3Dmon%26x%3D1');
    expect(configUrl({ ...OWNER, appDomain: 'builder.example' }, where)).toBe(
      'https://fixture-cafe.builder.example/config/?frameUrl=%2Fmenu%3Fday%3Dmon%26x%3D1',
    );
  });

  it.each([
    ['a slash', 'evil.example/'],
    ['a hash', 'evil.example#'],
    ['an at sign', 'x@evil.example'],
    ['a dot', 'evil.example'],
  ])('names only the admin host: an identifier with %s gives the site itself', (_name, identifier) => {
    const where = { pathname: '/menu', search: '', origin: 'https://cafe.example' };
    const context = { ...OWNER, appDomain: 'builder.example', website: { ...OWNER.website, identifier } };
    expect(configUrl(context, where)).toBe('https://cafe.example/config/?frameUrl=%2Fmenu');
  });

  it('keeps one leading slash of a path that starts with //, so frameUrl names no other host', () => {
    const where = { pathname: '//evil.example/x', search: '?a=1', origin: 'https://cafe.example' };
    expect(new URL(configUrl(OWNER, where)).searchParams.get('frameUrl')).toBe('/evil.example/x?a=1');
  });
});

describe('the site root a logout goes to (website.baseUrl)', () => {
  it('is the https baseUrl, with logout=true in place of its query and fragment', () => {
    expect(siteRoot('https://fern-and-fig.example')).toBe('https://fern-and-fig.example/?logout=true');
    expect(siteRoot('https://fern-and-fig.example/?x=1#top')).toBe('https://fern-and-fig.example/?logout=true');
  });

  it('is this host’s root for a baseUrl that is missing, not https off this origin, carries credentials or is not an address', () => {
    for (const bad of [
      undefined,
      '',
      42,
      'http://fern-and-fig.example',
      'javascript:alert(1)',
      'https://user:pw@evil.example',
      '/relative',
    ])
      expect(siteRoot(bad)).toBe('/?logout=true');
  });

  it('may be http on this very origin (a development host)', () => {
    expect(siteRoot(location.origin)).toBe(`${location.origin}/?logout=true`);
  });
});
