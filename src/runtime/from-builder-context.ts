// The builder's own page context (`Static.SQUARESPACE_CONTEXT`) as the page context of spec 000 §3. Most
// of its names are the spec's already and pass as they are; this adds, under the names the runtime
// reads, what the builder publishes elsewhere or under another name. A value the page context already
// has under its own name is never replaced, and nothing the builder publishes is dropped.

import { isRecord } from '../core/guards';
import type { PageContext } from '../core/page-context';

/** The site's contact data: the builder keeps it in websiteSettings, the page context in website. */
const CONTACT_FIELDS = ['contactEmail', 'contactPhoneNumber', 'businessHours'] as const;

export function fromBuilderContext(builder: Record<string, unknown>): PageContext {
  const { website, websiteSettings, collection } = builder;
  const context: PageContext = { ...builder };
  if (isRecord(website) || website === undefined) context.website = websiteOf(builder, website ?? {}, websiteSettings);
  if (isRecord(websiteSettings) || websiteSettings === undefined) context.websiteSettings = settingsOf(builder, websiteSettings ?? {});
  const locale = localeOf(builder, website);
  if (locale) context.locale = locale;
  // The page's access (the form submission's pagePermissionTypeValue) is its collection's.
  if (context['pagePermissionType'] === undefined && isRecord(collection) && typeof collection['permissionType'] === 'number') {
    context['pagePermissionType'] = collection['permissionType'];
  }
  return context;
}

function websiteOf(builder: Record<string, unknown>, website: Record<string, unknown>, settings: unknown): PageContext['website'] {
  const moved = isRecord(settings) ? CONTACT_FIELDS.filter((key) => settings[key] !== undefined).map((key) => [key, settings[key]]) : [];
  const cloneable = typeof builder['websiteCloneable'] === 'boolean' ? { cloneable: builder['websiteCloneable'] } : {};
  return { ...cloneable, ...Object.fromEntries(moved), ...website };
}

function settingsOf(builder: Record<string, unknown>, settings: Record<string, unknown>): PageContext['websiteSettings'] {
  const renamed: Record<string, unknown> = {};
  // The maps service's render key is a top-level field of the builder's.
  if (typeof builder['gmRenderKey'] === 'string') renamed['mapsRenderKey'] = builder['gmRenderKey'];
  if (typeof settings['useEscapeKeyToLogin'] === 'boolean') renamed['allowEscapeKeyLogin'] = settings['useEscapeKeyToLogin'];
  return { ...renamed, ...settings };
}

/** The page context's `locale`, else the site's formatting locale, else its language (`en-GB`); only a
 *  tag the browser's Intl accepts, since prices, dates and the maps service's language are made from it. */
function localeOf(builder: Record<string, unknown>, website: unknown): string | undefined {
  const site = isRecord(website) ? website : {};
  for (const candidate of [builder['locale'], site['formattingLocale'], site['language']]) {
    if (typeof candidate !== 'string') continue;
    try {
      return Intl.getCanonicalLocales(candidate)[0];
    } catch {
      // Not a language tag: the next candidate.
    }
  }
  return undefined;
}
