// Where the page's fonts come from (spec 000 §3, §7): the fonts stylesheet service for `googleFonts`
// and the typekit kit for `website.typekitId`. Pure: the addresses only, read from the page context.

import type { PageContext } from '../../../core/page-context';

const GOOGLE_FONTS_URL = 'https://fonts.googleapis.com/css2';
const TYPEKIT_URL = 'https://use.typekit.net/';

/** The stylesheet for the site's families, or undefined when it has none. Throws on a malformed setting. */
export function googleFontsHref(context: PageContext): string | undefined {
  const fonts = context.googleFonts;
  if (fonts === undefined || fonts === null) return undefined;
  const include: unknown = typeof fonts === 'object' ? fonts.includeName : undefined;
  if (typeof include !== 'string') throw new TypeError('googleFonts.includeName is not a text');
  const families = include
    .split('|')
    .map((family) => family.trim())
    .filter(Boolean);
  if (families.length === 0) return undefined;
  const url = new URL(serviceUrl(context.websiteSettings?.googleFontsUrl, GOOGLE_FONTS_URL), location.href);
  for (const family of families) url.searchParams.append('family', family);
  // Text is drawn at once in a fallback and redrawn when the font comes: never invisible (see docs/blocks.md).
  url.searchParams.set('display', 'swap');
  return url.href;
}

/** The kit's stylesheet, or undefined when the site has no kit. Throws on a malformed kit id. */
export function typekitHref(context: PageContext): string | undefined {
  const id: unknown = context.website?.typekitId;
  if (id === undefined || id === null || id === '') return undefined;
  if (typeof id !== 'string' || !/^[a-z0-9]+$/i.test(id)) throw new TypeError(`typekitId ${JSON.stringify(id)} is not a kit id`);
  return new URL(`${id}.css`, new URL(serviceUrl(context.websiteSettings?.typekitUrl, TYPEKIT_URL), location.href)).href;
}

/** A stylesheet the page loads: an https address, or one on the site itself; else the service's own. */
function serviceUrl(url: unknown, fallback: string): string {
  return typeof url === 'string' && (/^https:\/\//i.test(url) || /^\/(?!\/)/.test(url)) ? url : fallback;
}
