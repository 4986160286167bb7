// Reads and writes document cookies. Never throws: a document without cookies (sandboxed frame,
// disabled cookies) reads as empty and ignores writes.

export interface CookieOptions {
  /** Lifetime in seconds; omitted means a session cookie. */
  maxAge?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  /** Written for this domain and its subdomains; omitted means this host only. */
  domain?: string;
}

export const DAY_SECONDS = 86_400;

export function getCookie(name: string): string | undefined {
  let all: string;
  try {
    all = document.cookie;
  } catch {
    return undefined;
  }
  for (const pair of all.split('; ')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq) === name) return safeDecode(pair.slice(eq + 1));
  }
  return undefined;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const sameSite = options.sameSite ?? 'Lax';
  let cookie = `${name}=${encodeValue(value)}; path=${options.path ?? '/'}; SameSite=${sameSite}`;
  // A lifetime that is not a number has no meaning: no attribute rather than `max-age=NaN`.
  if (options.maxAge !== undefined && Number.isFinite(options.maxAge)) cookie += `; max-age=${Math.round(options.maxAge)}`;
  if (options.domain) cookie += `; domain=${options.domain}`;
  // Browsers reject SameSite=None without Secure, so asking for None implies it; a page on https keeps
  // every cookie it writes off plain http, where anyone on the network could read it.
  if (options.secure || sameSite === 'None' || isHttps()) cookie += '; Secure';
  try {
    document.cookie = cookie;
  } catch {
    // cookies unavailable: nothing to keep
  }
}

export function deleteCookie(name: string, path = '/'): void {
  setCookie(name, '', { maxAge: 0, path });
}

/** Expires `name` wherever it can have been written from this page: this host only, and each domain
 *  the host belongs to (a cookie shared with sibling sites lives on the parent domain). A domain cookie
 *  only goes with its own `domain`, so each is expired separately. */
export function deleteCookieEverywhere(name: string, hostname: string = location.hostname): void {
  deleteCookie(name);
  for (const domain of cookieDomains(hostname)) setCookie(name, '', { maxAge: 0, domain });
}

/** `shop.example.com` → `shop.example.com`, `example.com`: no top-level domain alone (browsers refuse
 *  it), nothing for an IP address or a single-label host, which cannot have domain cookies. */
export function cookieDomains(hostname: string): string[] {
  if (/^[\d.]+$|:|^\[/.test(hostname)) return [];
  const labels = hostname.split('.').filter(Boolean);
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}

function isHttps(): boolean {
  return globalThis.location?.protocol === 'https:';
}

/** Percent-encodes only what a cookie value may not hold (RFC 6265 cookie-octet), so values the host
 *  reads too keep their shape: `ss_cvr` is `id|first|previous|this|visits`, pipes and all. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
