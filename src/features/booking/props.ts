// The restaurant booking block's settings, read from its `data-block-json`. The builder offers two
// reservation types (spec 001 §3 counts them without naming them): OpenTable, by the restaurant's id
// (`restaurantId`, OpenTable's `rid`), and Resy, by `venueId` and the site's widget `apiKey`. `provider`
// picks one; without it the block is OpenTable's, the builder's first reservation block.

import { isRecord } from '../../core/guards';
import { safeHref } from '../../core/url';

export type BookingProvider = 'opentable' | 'resy';

export interface BookingProps {
  provider: BookingProvider;
  /** OpenTable's restaurant id, or Resy's venue id. */
  venueId: string;
  /** Resy's widget key ('' for OpenTable). */
  apiKey: string;
  /** For the labels: "Reserve a table at <name>". */
  restaurantName: string;
  /** The provider's own booking page for this restaurant (an http(s) link), if the builder gave one. */
  bookingUrl: string | null;
}

const PROVIDERS: readonly BookingProvider[] = ['opentable', 'resy'];

/** Throws (naming the field) on data the block cannot use: the runtime keeps the builder's markup. */
export function parseBooking(raw: unknown): BookingProps {
  if (!isRecord(raw)) throw new TypeError('booking: the block data must be an object');
  const provider = raw['provider'] ?? 'opentable';
  if (!PROVIDERS.includes(provider as BookingProvider)) {
    throw new TypeError(`booking: provider must be "opentable" or "resy", not ${JSON.stringify(provider)}`);
  }
  const resy = provider === 'resy';
  const venueId = identifier(raw, resy ? 'venueId' : 'restaurantId');
  return {
    provider: provider as BookingProvider,
    venueId,
    apiKey: resy ? identifier(raw, 'apiKey') : '',
    restaurantName: optionalText(raw, 'restaurantName'),
    bookingUrl: bookingPage(raw['bookingUrl']),
  };
}

/** A non-empty string or a whole number, as the builder stores ids. */
function identifier(raw: Record<string, unknown>, key: string): string {
  const value = raw[key];
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return String(value);
  if (typeof value === 'string' && /^[\w-]{1,64}$/.test(value.trim())) return value.trim();
  throw new TypeError(`booking: ${key} must be an id (letters, digits, dashes), not ${JSON.stringify(value)}`);
}

function optionalText(raw: Record<string, unknown>, key: string): string {
  const value = raw[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new TypeError(`booking: ${key} must be a string, not ${JSON.stringify(value)}`);
  return value.trim();
}

/** Only an http(s) page: anything else (javascript:, data:, a typo) is dropped, not linked. */
function bookingPage(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const href = safeHref(value.trim());
  return href && /^https?:\/\//i.test(href) ? href : null;
}
