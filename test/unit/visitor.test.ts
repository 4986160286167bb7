import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isViewerOnly, tracksPageview } from '../../src/analytics/audience';
import { UUID } from '../../src/analytics/ids';
import { recordTypeName } from '../../src/analytics/record-types';
import { analyticsId, formatVisitor, parseVisitor, session, touchVisitor, VISIT_FORMAT, VISITOR_FORMAT } from '../../src/analytics/visitor';
import { getCookie } from '../../src/core/cookie-read';
import { setCookie } from '../../src/core/cookies';
import { resetStorageWarning } from '../../src/core/storage';

function clearAll(): void {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
}

beforeEach(clearAll);

const T0 = 1_790_000_000_000;
const MINUTE = 60_000;

describe('visitor cookies', () => {
  it('creates ss_cvr and ss_cvt in their formats on the first page view', () => {
    const visitor = touchVisitor(T0);
    expect(getCookie('ss_cvr')).toMatch(VISITOR_FORMAT);
    expect(getCookie('ss_cvt')).toMatch(VISIT_FORMAT);
    expect(visitor).toMatchObject({ firstVisit: T0, thisVisit: T0, visits: 1 });
    expect(visitor.id).toMatch(UUID);
  });

  it('keeps the visit while ss_cvt lives, and counts a new one when it has expired', () => {
    const first = touchVisitor(T0);
    expect(touchVisitor(T0 + MINUTE)).toEqual(first);
    document.cookie = 'ss_cvt=; max-age=0; path=/';
    const next = touchVisitor(T0 + 45 * MINUTE);
    expect(next).toEqual({ ...first, previousVisit: T0, thisVisit: T0 + 45 * MINUTE, visits: 2 });
  });

  it.each(['', 'garbage', 'not-a-uuid|1|2|3|4', `${'a'.repeat(36)}|${T0}|${T0}|${T0}|0`])(
    'recreates an ss_cvr that does not match the format: %j',
    (value) => {
      setCookie('ss_cvr', value);
      const visitor = touchVisitor(T0);
      expect(visitor.visits).toBe(1);
      expect(getCookie('ss_cvr')).toMatch(VISITOR_FORMAT);
    },
  );

  it('ss_cvt that does not match its format starts a new visit', () => {
    const first = touchVisitor(T0);
    setCookie('ss_cvt', 'yesterday');
    expect(touchVisitor(T0 + MINUTE).visits).toBe(first.visits + 1);
    expect(getCookie('ss_cvt')).toBe(String(T0 + MINUTE));
  });

  it('formats and parses the same visitor', () => {
    const visitor = touchVisitor(T0);
    expect(parseVisitor(formatVisitor(visitor))).toEqual(visitor);
  });
});

describe('analytics id', () => {
  it('comes from the SS_ANALYTICS_ID cookie first', () => {
    const id = '0b6f8a52-3c1e-4d2f-9a7b-5e4c3d2b1a09';
    setCookie('SS_ANALYTICS_ID', id);
    expect(analyticsId(T0)).toBe(id);
  });

  it('else from local storage while not expired (an expired one dropped), else a new one', async () => {
    const fresh = await freshModule();
    const stored = '1b6f8a52-3c1e-4d2f-9a7b-5e4c3d2b1a09';
    localStorage.setItem('SS_ANALYTICS_ID', stored);
    localStorage.setItem('SS_ANALYTICS_EXPIRATION', String(T0 + 1000));
    expect(fresh.analyticsId(T0)).toBe(stored);

    // A new page (a fresh module: nothing in memory) whose stored id has expired gets a new one.
    const next = await freshModule();
    clearAll();
    localStorage.setItem('SS_ANALYTICS_ID', stored);
    localStorage.setItem('SS_ANALYTICS_EXPIRATION', String(T0 - 1));
    const id = next.analyticsId(T0);
    expect(id).not.toBe(stored);
    expect(id).toMatch(UUID);
    expect(getCookie('SS_ANALYTICS_ID')).toBe(id);
    expect(localStorage.getItem('SS_ANALYTICS_EXPIRATION')).toBe(String(T0 + 390 * 86_400_000));
  });

  it('else the one this page already gave: with no cookie and storage throwing, every event of the page has one id', async () => {
    const { analyticsId: idOf } = await freshModule();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = idOf(T0);
    // The cookie refused (gone) and storage throwing from now on: only memory is left.
    document.cookie = 'SS_ANALYTICS_ID=; max-age=0; path=/';
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(idOf(T0 + 1)).toBe(first);
    document.cookie = 'SS_ANALYTICS_ID=; max-age=0; path=/';
    expect(idOf(T0 + 2)).toBe(first);
    vi.restoreAllMocks();
    // A new page has nothing in memory: with no cookie and no storage it gets a new id.
    clearAll();
    expect((await freshModule()).analyticsId(T0)).not.toBe(first);
  });

  it('in memory ranks below the cookie and local storage: another tab that set them wins', async () => {
    const { analyticsId: idOf } = await freshModule();
    const first = idOf(T0);
    const other = '2b6f8a52-3c1e-4d2f-9a7b-5e4c3d2b1a09';
    setCookie('SS_ANALYTICS_ID', other);
    expect(idOf(T0)).toBe(other);
    expect(other).not.toBe(first);
  });
});

/** The module as a new page loads it: its in-memory id (the page's shared table) empty. */
async function freshModule(): Promise<typeof import('../../src/analytics/visitor')> {
  vi.resetModules();
  return import('../../src/analytics/visitor');
}

describe('session keys', () => {
  it('keeps a session id, the first-session flag and the landing flag in local storage for 30 minutes', () => {
    const first = session(touchVisitor(T0), T0);
    expect(first.id).toMatch(UUID);
    expect(first.firstSession).toBe(true);
    expect(first.landed).toBe(false);
    first.markLanded();
    expect(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('SS_') && key !== 'SS_ANALYTICS_ID')
        .sort(),
    ).toEqual(['SS_HAS_LANDED', 'SS_IS_FIRST_SESSION', 'SS_SESSION_ID']);
    // Each page view within 30 minutes renews the session.
    const again = session(undefined, T0 + 29 * MINUTE);
    expect(again).toMatchObject({ id: first.id, firstSession: true, landed: true });
    const later = session(undefined, T0 + 58 * MINUTE);
    expect(later).toMatchObject({ id: first.id, landed: true });
  });

  it('starts a new session after 30 minutes without a page view: new id, not landed, first session only for a first visit', () => {
    const first = session(touchVisitor(T0), T0);
    first.markLanded();
    // ss_cvt has run out too (the cookie jar keeps real time, so it is removed by hand).
    document.cookie = 'ss_cvt=; max-age=0; path=/';
    const returning = touchVisitor(T0 + 31 * MINUTE);
    expect(returning.visits).toBe(2);
    const next = session(returning, T0 + 31 * MINUTE);
    expect(next.id).not.toBe(first.id);
    expect(next).toMatchObject({ firstSession: false, landed: false });
  });

  it("falls back to a cookie when storage throws, with the spec's warning once", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resetStorageWarning();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const first = session(touchVisitor(T0), T0);
    first.markLanded();
    expect(session(undefined, T0 + MINUTE)).toMatchObject({ id: first.id, landed: true });
    expect(analyticsId(T0)).toMatch(UUID);
    expect(warn.mock.calls).toEqual([['Unable access local/session storage.']]);
    vi.restoreAllMocks();
  });
});

describe('who is counted', () => {
  it.each([
    [{}, '/', true],
    [{ authenticatedAccount: null }, '/about', true],
    [{}, '/search', false],
    [{}, '/search/results', false],
    [{}, '/searching', true],
    [{ pageType: 102 }, '/find', false],
    [{ pageType: 100 }, '/no-such-page', false],
    [{ pageType: 2 }, '/about', true],
    [{ authenticatedAccount: { id: 'owner' } }, '/', false],
    [{ authenticatedAccount: { id: 'owner' }, websiteRoles: [1] }, '/', false],
    [{ authenticatedAccount: { id: 'member' }, websiteRoles: [10] }, '/', true],
    [{ authenticatedAccount: { id: 'member' }, websiteRoles: { site: ['viewer'] } }, '/', true],
    [{ authenticatedAccount: { id: 'member' }, websiteRoles: [10, 4] }, '/', false],
  ])('%o on %s: %s', (context, path, expected) => expect(tracksPageview(context, path)).toBe(expected));

  it('an empty role list is not viewer-only', () => expect(isViewerOnly([])).toBe(false));
});

describe('record types as tracking names (spec 000 §3)', () => {
  it.each([
    [1, 'blog_post'],
    [2, 'image'],
    [7, 'audio'],
    [8, 'video'],
    [12, 'event'],
    [59, 'portfolio_item'],
    [11, undefined],
    ['8', undefined],
    [undefined, undefined],
  ])('%o → %s', (type, name) => expect(recordTypeName(type)).toBe(name));
});
