// The tour dates block's data (the builder's block 59): its JSON carries the artist's shows as the
// builder's provider (Bandsintown) gives them: `events`, each with `datetime` (the venue's local time,
// ISO), `venue` (`name`, `city`, `region`, `country`) and `offers` (`type`, `url`; the `Tickets` one is
// the ticket link). A show the block cannot read is skipped with a console error; the others show.

import { isRecord } from '../../core/guards';

export interface TourDate {
  /** `YYYY-MM-DD`, the venue's local day. */
  day: string;
  /** The datetime as given, for `<time datetime>`. */
  datetime: string;
  venue: string;
  /** City, region and country, as many as given. */
  place: string;
  /** The ticket link as given ('' without one); checked before it becomes a link (view.ts). */
  ticketUrl: string;
}

export interface TourDatesProps {
  dates: TourDate[];
}

const DATETIME = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([+-]\d{2}:?\d{2}|Z)?)?$/;

/** Throws when `events` is missing or not a list: the block keeps the builder's markup. */
export function parseTourDates(raw: unknown): TourDatesProps {
  if (!isRecord(raw)) throw new TypeError('tour-dates: the block data must be an object');
  const events = raw['events'];
  if (!Array.isArray(events)) throw new TypeError(`tour-dates: events must be a list, not ${JSON.stringify(events)}`);
  const dates: TourDate[] = [];
  events.forEach((event, index) => {
    try {
      dates.push(readEvent(event));
    } catch (error) {
      console.error(`tour-dates: show ${index + 1} skipped:`, error instanceof Error ? error.message : error);
    }
  });
  return { dates: dates.sort((a, b) => a.datetime.localeCompare(b.datetime)) };
}

function readEvent(event: unknown): TourDate {
  if (!isRecord(event)) throw new TypeError('a show must be an object');
  const datetime = event['datetime'];
  const match = typeof datetime === 'string' ? DATETIME.exec(datetime.trim()) : null;
  if (!match?.[1] || Number.isNaN(Date.parse(match[1])))
    throw new TypeError(`datetime must be an ISO date, not ${JSON.stringify(datetime)}`);
  const venue = event['venue'];
  if (!isRecord(venue) || typeof venue['name'] !== 'string' || venue['name'].trim() === '') {
    throw new TypeError(`venue must have a name, not ${JSON.stringify(venue)}`);
  }
  const place = ['city', 'region', 'country']
    .map((key) => venue[key])
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return {
    day: match[1],
    datetime: (datetime as string).trim(),
    venue: venue['name'].trim(),
    place: place.join(', '),
    ticketUrl: tickets(event['offers']),
  };
}

function tickets(offers: unknown): string {
  if (!Array.isArray(offers)) return '';
  const offer = offers.find((item) => isRecord(item) && item['type'] === 'Tickets' && typeof item['url'] === 'string');
  return isRecord(offer) ? String(offer['url']).trim() : '';
}

/** Today in the visitor's own calendar, `YYYY-MM-DD`: a show on it is still upcoming. */
export function today(now = new Date()): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function upcoming(dates: readonly TourDate[], day: string): TourDate[] {
  return dates.filter((date) => date.day >= day);
}
