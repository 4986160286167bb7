// URL rules of spec 000 §5: the class a link falls into with its length and shape limits, the collection
// panel path, tokenized blog URLs, and isSafeNavigationUrl, which every link and redirect goes through.

export type UrlClass = 'anchor' | 'content-link' | 'file-link' | 'external-link' | 'malformed-protocol' | 'misc-protocol' | 'empty';

/** Every limit is "under N characters", counted on the whole link (scheme included); telMin is the
 *  least number of characters after `tel:`. */
export const URL_LIMITS = { anchor: 100, tel: 50, telMin: 4, sms: 1000, mailto: 1000, javascript: 250, ftp: 100, internal: 150 } as const;

const PROTOCOL = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The class a link editor shows for a link. It is a description, not a safety verdict: a short
 * `javascript:` link is a well-formed misc-protocol link because the spec gives it a limit, so anything
 * that navigates must still ask isSafeNavigationUrl (or use safeHref).
 *
 * - `#x` → anchor; `/path`, `path`, `?q` → content-link; `/s/<file>` → file-link (both under 150).
 * - `http(s)://host…` and `//host…` → external-link (no length limit in the spec).
 * - tel, sms, mailto, javascript, ftp within their shape and limit → misc-protocol.
 * - over a limit, a bad shape, whitespace inside, or any other scheme (data:, vbscript:…) →
 *   malformed-protocol: the spec has no "invalid" class, and this is the one an editor flags.
 * @kept the link editor's classes (spec 000 §5); links the runtime follows go through safeHref
 */
export function classifyUrl(url: string): UrlClass {
  const value = url.trim();
  if (value === '') return 'empty';
  if (value.startsWith('#')) return value.length < URL_LIMITS.anchor ? 'anchor' : 'malformed-protocol';
  const protocol = PROTOCOL.exec(value)?.[1]?.toLowerCase();
  if (protocol === undefined) return classifyInternal(value);
  if (protocol === 'http' || protocol === 'https') return isWellFormedHttp(value) ? 'external-link' : 'malformed-protocol';
  return isWellFormedMisc(protocol, value) ? 'misc-protocol' : 'malformed-protocol';
}

function classifyInternal(value: string): UrlClass {
  if (value.startsWith('//')) return isWellFormedHttp(`https:${value}`) ? 'external-link' : 'malformed-protocol';
  // Whitespace or control characters inside: browsers would strip or encode them, so the link the
  // visitor gets is not the one the editor sees.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
  if (value.length >= URL_LIMITS.internal || /[\s\u0000-\u001f\u007f]/.test(value)) return 'malformed-protocol';
  return /^\/s\/./.test(value) ? 'file-link' : 'content-link';
}

function isWellFormedHttp(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

function isWellFormedMisc(protocol: string, value: string): boolean {
  const rest = value.slice(protocol.length + 1);
  switch (protocol) {
    case 'tel':
      return value.length < URL_LIMITS.tel && rest.length >= URL_LIMITS.telMin && /^[0-9+-]+$/.test(rest);
    case 'sms':
      return value.length < URL_LIMITS.sms && rest.length > 0;
    case 'mailto':
      return value.length < URL_LIMITS.mailto && isMailtoAddress(rest);
    case 'javascript':
      return value.length < URL_LIMITS.javascript && rest.length > 0;
    case 'ftp':
      return value.length < URL_LIMITS.ftp && rest.startsWith('//') && rest.length > 2;
    default:
      return false;
  }
}

/** Exactly one @, something before it, and a domain with a dotted ending (`x@y.z`); a `?subject=…`
 *  part after the address is not part of the address. */
function isMailtoAddress(rest: string): boolean {
  const address = rest.split('?')[0] ?? '';
  const parts = address.split('@');
  return parts.length === 2 && /^[^\s@]+$/.test(parts[0] ?? '') && /^[^\s@]+\.[^\s@.]+$/.test(parts[1] ?? '');
}

/**
 * Spec 000 §5: `/pages/` and exactly 24 lowercase alphanumerics (an item id), nothing after.
 * @kept an editor's rule (spec 000 §5); nothing on a visitor's page opens a panel
 */
export function isCollectionPanelPath(path: string): boolean {
  return /^\/pages\/[a-z0-9]{24}$/.test(path);
}

const BLOG_URL_TOKENS = ['%y', '%m', '%d', '%t'] as const;

/**
 * A tokenized blog URL in its stored form: lowercase, only %y %m %d %t as tokens, each run of separators
 * (`/`, `-`, `_`) collapsed to one — to `/` if the run holds one, so the path depth the author meant is
 * kept — and none left at either end: `%Y//%m--%t` → `%y/%m-%t`. Throws, naming it, on any other token.
 */
export function normalizeBlogUrlTemplate(template: string): string {
  const lower = template.trim().toLowerCase();
  const unknown = /%[^ymdt]|%$/.exec(lower);
  if (unknown) throw new Error(`Blog URL: "${unknown[0]}" is not a token; use ${BLOG_URL_TOKENS.join(', ')}`);
  return lower.replace(/[/_-]+/g, (run) => (run.includes('/') ? '/' : run.charAt(0))).replace(/^[/_-]+|[/_-]+$/g, '');
}

/**
 * Valid when it normalizes to something: only known tokens and not separators alone.
 * @kept an editor's rule (spec 000 §5); the runtime never builds a blog URL
 */
export function isValidBlogUrlTemplate(template: string): boolean {
  try {
    return normalizeBlogUrlTemplate(template) !== '';
  } catch {
    return false;
  }
}

const UNSAFE_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:']);
// Any base works: it only turns a relative link into something the URL parser accepts.
const PARSE_BASE = 'https://base.invalid/';

/**
 * False for `javascript:`, `data:` and `vbscript:` however written. Two checks, either refuses: the URL
 * parser itself (what a browser does: it drops leading and trailing C0 controls and spaces, and tabs and
 * newlines anywhere), and a stricter reading that drops every control character and leading Unicode
 * space, so a trick the parser reads one way and an older browser another still fails. Not a string,
 * or not parsable: refused (fail closed).
 */
export function isSafeNavigationUrl(url: string): boolean {
  if (typeof url !== 'string') return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this drops
  const cleaned = url.replace(/[\u0000-\u001f\u007f]/g, '').trimStart();
  const scheme = PROTOCOL.exec(cleaned)?.[0]?.toLowerCase();
  if (scheme !== undefined && UNSAFE_SCHEMES.has(scheme)) return false;
  try {
    return !UNSAFE_SCHEMES.has(new URL(url, PARSE_BASE).protocol);
  } catch {
    // Unparsable even against a base (`http://[`): a browser could not follow it, so fail closed.
    return false;
  }
}

/** The URL to put in an href or redirect to, or undefined when it is missing, blank or unsafe. */
export function safeHref(url: string | null | undefined): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  return isSafeNavigationUrl(url) ? url : undefined;
}

// Outside a browser (the fixture build) a path is judged by its shape alone.
const SITE = 'https://site.invalid';

/**
 * A script address the runtime may load: https, or on this site (a path `/x.js`, or this origin's own
 * address, as a loader that added its query gives it). Not `//host` nor `/\host` (browsers read both
 * as another host), not http elsewhere, data:, blob: or javascript:, and nothing with whitespace or
 * control characters, which a browser would drop to read another address. `base` is where a path
 * resolves (the document's base): a path must stay on `origin`.
 */
export function isSafeScriptUrl(
  url: unknown,
  base = globalThis.document?.baseURI ?? SITE,
  origin = globalThis.location?.origin ?? SITE,
): url is string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (typeof url !== 'string' || /[\s\u0000-\u001f\u007f]/.test(url)) return false;
  const absolute = /^https?:\/\/[^/\\]/i.test(url);
  if (!absolute && !/^\/(?![/\\])/.test(url)) return false;
  try {
    const resolved = new URL(url, base);
    return resolved.origin === origin || (absolute && resolved.protocol === 'https:');
  } catch {
    return false;
  }
}
