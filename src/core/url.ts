// URL rules of spec 000 §5: the classes a link falls into with their length and shape limits, the
// collection panel path, tokenized blog URLs, and the one check every link and redirect the runtime
// makes goes through: isSafeNavigationUrl.

export type UrlClass = 'anchor' | 'content-link' | 'file-link' | 'external-link' | 'malformed-protocol' | 'misc-protocol' | 'empty';

/** Every limit is "under N characters". */
export const URL_LIMITS = { anchor: 100, tel: 50, telMin: 4, sms: 1000, mailto: 1000, javascript: 250, ftp: 100, internal: 150 } as const;

const PROTOCOL = /^([a-z][a-z0-9+.-]*):/i;

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
  if (value.length >= URL_LIMITS.internal || /\s/.test(value)) return 'malformed-protocol';
  return /^\/s\/./.test(value) ? 'file-link' : 'content-link';
}

function isWellFormedHttp(value: string): boolean {
  try {
    return new URL(value).hostname !== '' && !/\s/.test(value);
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
      return value.length < URL_LIMITS.javascript;
    case 'ftp':
      return value.length < URL_LIMITS.ftp && rest.startsWith('//') && rest.length > 2;
    default:
      return false;
  }
}

/** Exactly one @, and a domain with a dotted ending (`x@y.z`), before any `?subject=` part. */
function isMailtoAddress(rest: string): boolean {
  const address = rest.split('?')[0] ?? '';
  const parts = address.split('@');
  return parts.length === 2 && parts[0] !== '' && /^[^\s@]+\.[^\s@.]+$/.test(parts[1] ?? '');
}

/** Spec 000 §2: `/pages/` and 24 lowercase alphanumerics. */
export function isCollectionPanelPath(path: string): boolean {
  return /^\/pages\/[a-z0-9]{24}$/.test(path);
}

export const BLOG_URL_TOKENS = ['%y', '%m', '%d', '%t'] as const;

/** A tokenized blog URL: lowercase, only %y %m %d %t as tokens, runs of separators collapsed. Throws
 *  on any other token. */
export function normalizeBlogUrlTemplate(template: string): string {
  const lower = template.trim().toLowerCase();
  const unknown = lower.match(/%[^ymdt]|%$/);
  if (unknown) throw new Error(`Blog URL: "${unknown[0]}" is not a token; use ${BLOG_URL_TOKENS.join(', ')}`);
  return lower.replace(/([/-])[/-]+/g, '$1').replace(/^\/+|\/+$/g, '');
}

export function isValidBlogUrlTemplate(template: string): boolean {
  try {
    return normalizeBlogUrlTemplate(template) !== '';
  } catch {
    return false;
  }
}

const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript']);

/** False for `javascript:`, `data:` and `vbscript:` however written: browsers ignore tabs and newlines
 *  inside a scheme and leading control characters and spaces, so this does too. */
export function isSafeNavigationUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u001f\u007f]/g, '').trimStart();
  const scheme = PROTOCOL.exec(cleaned)?.[1]?.toLowerCase();
  return scheme === undefined || !UNSAFE_SCHEMES.has(scheme);
}
