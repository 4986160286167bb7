// Reads and writes document cookies. Never throws: a document without cookies (sandboxed frame,
// disabled cookies) reads as empty and ignores writes.

export interface CookieOptions {
  /** Lifetime in seconds; omitted means a session cookie. */
  maxAge?: number;
  /** Written for this domain and its subdomains; omitted means this host only. */
  domain?: string;
}

export const DAY_SECONDS = 86_400;

/** Every cookie is for the whole site (path /) and SameSite=Lax; on an https page it is Secure, so it
 *  never goes out over plain http, where anyone on the network could read it. */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  let cookie = `${name}=${encodeValue(value)}; path=/; SameSite=Lax`;
  // A lifetime that is not a number has no meaning: no attribute rather than `max-age=NaN`. (Number.isFinite
  // is false for undefined too, but does not narrow the type: hence the cast.)
  if (Number.isFinite(options.maxAge)) cookie += `; max-age=${Math.round(options.maxAge as number)}`;
  if (options.domain) cookie += `; domain=${options.domain}`;
  try {
    if (location.protocol === 'https:') cookie += '; Secure';
    document.cookie = cookie;
  } catch {
    // cookies unavailable (or no page at all): nothing to keep
  }
}

/** A cookie written for a domain goes only with that same domain. */
export function deleteCookie(name: string, domain?: string): void {
  setCookie(name, '', { maxAge: 0, domain });
}

/** Expires `name` wherever it can have been written from this page: this host only, and each domain
 *  the host belongs to (a cookie shared with sibling sites lives on the parent domain). */
export function deleteCookieEverywhere(name: string, hostname: string = location.hostname): void {
  deleteCookie(name);
  for (const domain of cookieDomains(hostname)) deleteCookie(name, domain);
}

/** `shop.example.com` → `shop.example.com`, `example.com`: no top-level domain alone (browsers refuse
 *  it), nothing for an IP address or a single-label host, which cannot have domain cookies. */
export function cookieDomains(hostname: string): string[] {
  if (/^[\d.]+$|:|^\[/.test(hostname)) return [];
  const labels = hostname.split('.').filter(Boolean);
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}

/** Percent-encodes only what a cookie value may not hold (RFC 6265 cookie-octet), so values the host
 *  reads too keep their shape: `ss_cvr` is `id|first|previous|this|visits`, pipes and all. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
}
