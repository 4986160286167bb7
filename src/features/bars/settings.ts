// The chrome's settings, read from the page context and checked. A wrong type throws, naming the field:
// that piece is skipped with a console error and the others still show. The builder's enumerations
// (the spec gives none; these are the ones this runtime reads, see docs/blocks.md "Page chrome"):
//   ssBadgeType        1 none, 2 light, 3 dark
//   ssBadgePosition    1 bottom left, 2 bottom right (default)
//   ssBadgeVisibility  1 always (default), 2 only until the page is scrolled
//   ssBadgeDevices     1 every screen (default), 2 above 1024 px only, 3 at 1024 px or less only
//   mobileInfoBarSettings.style  1 light (default), 2 dark

import { isRecord } from '../../core/guards';
import type { PageContext } from '../../core/page-context';
import { safeHref } from '../../core/url';
import { DAYS } from './texts';

export interface Announcement {
  /** HTML, sanitized where it is drawn. */
  text: string;
  url?: string;
  newWindow: boolean;
  dismissible: boolean;
}

export interface Badge {
  theme: 'light' | 'dark';
  position: 'left' | 'right';
  untilScroll: boolean;
  devices: 'all' | 'desktop' | 'mobile';
}

export interface InfoLink {
  kind: 'email' | 'call' | 'location';
  href: string;
}

export interface InfoBar {
  theme: 'light' | 'dark';
  links: InfoLink[];
  /** Day (its key in businessHours) and the hours as the site wrote them. */
  hours: [string, string][];
}

/** Undefined when the site does not show the bar. */
export function readAnnouncement(context: PageContext): Announcement | undefined {
  const show = context.showAnnouncementBar;
  if (show === undefined || show === false) return undefined;
  if (show !== true) throw new TypeError(`showAnnouncementBar is ${shown(show)}, not a boolean`);
  const raw = context.websiteSettings?.announcementBarSettings ?? {};
  if (!isRecord(raw)) throw new TypeError(`announcementBarSettings is ${shown(raw)}, not an object`);
  const text = optional(raw, 'text', 'string') ?? '';
  const link = raw['clickthroughUrl'];
  const { url, newWindow } = isRecord(link) ? link : { url: link, newWindow: false };
  if (url !== undefined && url !== null && typeof url !== 'string') throw new TypeError(`clickthroughUrl is ${shown(url)}`);
  const href = safeHref(url);
  if (url && !href) throw new TypeError(`clickthroughUrl "${url}" is not a safe link`);
  return { text, url: href, newWindow: newWindow === true, dismissible: optional(raw, 'isDismissible', 'boolean') ?? true };
}

/** Undefined for type 1 (none) or no type. */
export function readBadge(context: PageContext): Badge | undefined {
  const settings = context.websiteSettings ?? {};
  const type = choice(settings, 'ssBadgeType', [1, 2, 3], 1);
  if (type === 1) return undefined;
  return {
    theme: type === 2 ? 'light' : 'dark',
    position: choice(settings, 'ssBadgePosition', [1, 2], 2) === 1 ? 'left' : 'right',
    untilScroll: choice(settings, 'ssBadgeVisibility', [1, 2], 1) === 2,
    devices: (['all', 'desktop', 'mobile'] as const)[choice(settings, 'ssBadgeDevices', [1, 2, 3], 1) - 1] ?? 'all',
  };
}

/** Undefined when no button is enabled with the data it needs. */
export function readInfoBar(context: PageContext): InfoBar | undefined {
  const raw = context.websiteSettings?.mobileInfoBarSettings;
  if (raw === undefined || raw === null) return undefined;
  if (!isRecord(raw)) throw new TypeError(`mobileInfoBarSettings is ${shown(raw)}, not an object`);
  const site = context.website ?? {};
  const enabled = (flag: string): boolean => optional(raw, flag, 'boolean') === true;
  const links: InfoLink[] = [];
  const email = enabled('isContactEmailEnabled') ? optional(site, 'contactEmail', 'string')?.trim() : undefined;
  if (email) links.push({ kind: 'email', href: `mailto:${email}` });
  const phone = enabled('isContactPhoneNumberEnabled')
    ? optional(site, 'contactPhoneNumber', 'string')?.replace(/[^0-9+]/g, '')
    : undefined;
  if (phone) links.push({ kind: 'call', href: `tel:${phone}` });
  const place = enabled('isLocationEnabled') ? mapsQuery(site['location']) : undefined;
  if (place) links.push({ kind: 'location', href: `https://maps.google.com/maps?q=${encodeURIComponent(place)}` });
  const hours = enabled('isBusinessHoursEnabled') ? readHours(site['businessHours']) : [];
  if (links.length === 0 && hours.length === 0) return undefined;
  return { theme: choice(raw, 'style', [1, 2], 1) === 2 ? 'dark' : 'light', links, hours };
}

/** The address lines, else the map's coordinates. */
function mapsQuery(location: unknown): string | undefined {
  if (location === undefined) return undefined;
  if (!isRecord(location)) throw new TypeError(`website.location is ${shown(location)}, not an object`);
  const lines = ['addressLine1', 'addressLine2', 'addressCountry'].map((key) => optional(location, key, 'string')?.trim());
  const address = lines.filter(Boolean).join(', ');
  if (address) return address;
  const { mapLat, mapLng } = location;
  return typeof mapLat === 'number' && typeof mapLng === 'number' ? `${mapLat},${mapLng}` : undefined;
}

function readHours(hours: unknown): [string, string][] {
  if (hours === undefined) return [];
  if (!isRecord(hours)) throw new TypeError(`website.businessHours is ${shown(hours)}, not an object`);
  const days: [string, string][] = [];
  for (const day of DAYS) {
    const entry = hours[day];
    const text = isRecord(entry) ? optional(entry, 'text', 'string')?.trim() : undefined;
    if (text) days.push([day, text]);
  }
  return days;
}

function optional<T extends 'string' | 'boolean'>(
  record: Record<string, unknown>,
  key: string,
  type: T,
): (T extends 'string' ? string : boolean) | undefined {
  const value = record[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== type) throw new TypeError(`${key} is ${shown(value)}, not a ${type}`);
  return value as T extends 'string' ? string : boolean;
}

function choice(record: Record<string, unknown>, key: string, allowed: readonly number[], fallback: number): number {
  const value = record[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !allowed.includes(value))
    throw new TypeError(`${key} is ${shown(value)}, not one of ${allowed.join(', ')}`);
  return value;
}

function shown(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value));
}
