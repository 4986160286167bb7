// Who the visitor is, as far as analytics may know (spec 000 §9, spec 001 §9): the visitor cookies
// `ss_cvr` (2 years) and `ss_cvt` (30 minutes), the analytics id and the session keys. Nothing here is
// written unless consent allows it (src/core/consent.ts).

import { getCookie } from '../core/cookie-read';
import { DAY_SECONDS, setCookie } from '../core/cookies';
import { shared } from '../core/shared';
import { getStored, setStored, withStorage } from '../core/storage';
import { UUID, uuid } from './ids';

const VISITOR_COOKIE = 'ss_cvr';
const VISIT_COOKIE = 'ss_cvt';
const ANALYTICS_ID_COOKIE = 'SS_ANALYTICS_ID';
const ANALYTICS_EXPIRATION_KEY = 'SS_ANALYTICS_EXPIRATION';
const SESSION_KEYS = { firstSession: 'SS_IS_FIRST_SESSION', hasLanded: 'SS_HAS_LANDED', sessionId: 'SS_SESSION_ID' } as const;

const VISITOR_DAYS = 730;
const VISIT_MINUTES = 30;
const ANALYTICS_ID_DAYS = 390;

/** `ss_cvr`: visitor id | first visit | previous visit | this visit (ms) | number of visits. */
export const VISITOR_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\|\d{13}\|\d{13}\|\d{13}\|[1-9]\d*$/;
/** `ss_cvt`: the last activity of this visit (ms). */
export const VISIT_FORMAT = /^\d{13}$/;

export interface Visitor {
  id: string;
  firstVisit: number;
  previousVisit: number;
  thisVisit: number;
  visits: number;
}

export function parseVisitor(value: string | undefined): Visitor | undefined {
  if (!value || !VISITOR_FORMAT.test(value)) return undefined;
  const [id = '', first, previous, current, visits] = value.split('|');
  return { id, firstVisit: Number(first), previousVisit: Number(previous), thisVisit: Number(current), visits: Number(visits) };
}

export function formatVisitor(visitor: Visitor): string {
  return [visitor.id, visitor.firstVisit, visitor.previousVisit, visitor.thisVisit, visitor.visits].join('|');
}

/** Counts this page view into the visitor cookies: a new visit after 30 minutes without one.
 *  A cookie that does not match its format is recreated. */
export function touchVisitor(now = Date.now()): Visitor {
  const known = parseVisitor(getCookie(VISITOR_COOKIE));
  const activeVisit = VISIT_FORMAT.test(getCookie(VISIT_COOKIE) ?? '');
  const visitor: Visitor = !known
    ? { id: uuid(), firstVisit: now, previousVisit: now, thisVisit: now, visits: 1 }
    : activeVisit
      ? known
      : { ...known, previousVisit: known.thisVisit, thisVisit: now, visits: known.visits + 1 };
  setCookie(VISITOR_COOKIE, formatVisitor(visitor), { maxAge: VISITOR_DAYS * DAY_SECONDS });
  setCookie(VISIT_COOKIE, String(now), { maxAge: VISIT_MINUTES * 60 });
  return visitor;
}

/** The visitor cookie as beacons carry it; undefined (the field left out) when there is none, or it
 *  is not allowed. */
export function visitorCookie(): string | undefined {
  const value = getCookie(VISITOR_COOKIE);
  return value && VISITOR_FORMAT.test(value) ? value : undefined;
}

/** The analytics id (spec 001 §5): from its cookie, else local storage unless expired, else the one this
 *  page already gave (in memory, one for every chunk: cookies refused and storage throwing, events still
 *  share one id), else a new one; kept in all three. */
export function analyticsId(now = Date.now()): string {
  const fromCookie = getCookie(ANALYTICS_ID_COOKIE);
  const memory = shared('analytics-id', () => ({ id: '' }));
  const id = fromCookie && UUID.test(fromCookie) ? fromCookie : (storedAnalyticsId(now) ?? (memory.id || uuid()));
  memory.id = id;
  setCookie(ANALYTICS_ID_COOKIE, id, { maxAge: ANALYTICS_ID_DAYS * DAY_SECONDS });
  local((storage) => {
    storage.setItem(ANALYTICS_ID_COOKIE, id);
    storage.setItem(ANALYTICS_EXPIRATION_KEY, String(now + ANALYTICS_ID_DAYS * DAY_SECONDS * 1000));
  });
  return id;
}

function storedAnalyticsId(now: number): string | undefined {
  return local((storage) => {
    const id = storage.getItem(ANALYTICS_ID_COOKIE);
    const expires = Number(storage.getItem(ANALYTICS_EXPIRATION_KEY));
    if (id && UUID.test(id) && expires > now) return id;
    storage.removeItem(ANALYTICS_ID_COOKIE);
    storage.removeItem(ANALYTICS_EXPIRATION_KEY);
    return undefined;
  });
}

export interface Session {
  id: string;
  firstSession: boolean;
  landed: boolean;
  markLanded(): void;
}

/** The session keys of spec 001 §9, kept as its session data is: in local storage with an expiry
 *  (falling back to a cookie). A session is a visit: it ends after 30 minutes without a page view,
 *  like `ss_cvt`, and every page view renews it. */
export function session(visitor: Visitor | undefined, now = Date.now()): Session {
  const ttl = VISIT_MINUTES * 60_000;
  // getStored and setStored themselves: localStore's object would bring its remove() along (49 B gzip).
  const read = (key: string): string | undefined => getStored('local', key, now);
  const write = (key: string, value: string): void => setStored('local', key, value, { ttl }, now);
  const known = read(SESSION_KEYS.sessionId);
  const id = known && UUID.test(known) ? known : uuid();
  const firstSession = known === id ? read(SESSION_KEYS.firstSession) === 'true' : (visitor?.visits ?? 1) === 1;
  const landed = known === id && read(SESSION_KEYS.hasLanded) === 'true';
  write(SESSION_KEYS.sessionId, id);
  write(SESSION_KEYS.firstSession, String(firstSession));
  if (landed) write(SESSION_KEYS.hasLanded, 'true');
  return { id, firstSession, landed, markLanded: () => write(SESSION_KEYS.hasLanded, 'true') };
}

// Storage can throw (disabled, private mode, a sandboxed frame): then there is simply none, with the
// spec's warning once a page.
function local<T>(use: (storage: Storage) => T): T | undefined {
  return withStorage<T | undefined>('local', use, () => undefined);
}
