// The tour dates list: each upcoming show's date, venue and place, and a ticket link when its address
// is safe (an unsafe one is reported and left out: the show still lists). No shows: a line saying so.

import { reportError } from '../../core/errors';
import { safeHref } from '../../core/url';
import { tourDatesEmpty, tourDatesTickets } from '../../platform/strings';
import type { TourDate } from './props';

export function renderList(dates: readonly TourDate[], locale: string | undefined): HTMLElement {
  if (dates.length === 0) {
    const empty = document.createElement('p');
    empty.className = 'sr-tourdates__empty';
    empty.textContent = tourDatesEmpty;
    return empty;
  }
  const list = document.createElement('ul');
  list.className = 'sr-tourdates';
  const format = dayFormat(locale);
  list.append(...dates.map((date) => item(date, format)));
  return list;
}

function item(date: TourDate, format: Intl.DateTimeFormat): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'sr-tourdates__item';
  const time = document.createElement('time');
  time.className = 'sr-tourdates__date';
  time.dateTime = date.datetime;
  const shown = format.format(new Date(`${date.day}T00:00:00Z`));
  time.textContent = shown;
  li.append(time, span('sr-tourdates__venue', date.venue), span('sr-tourdates__place', date.place));
  const href = date.ticketUrl ? safeHref(date.ticketUrl) : undefined;
  if (date.ticketUrl && !href)
    reportError(new Error(`Unsafe ticket link for ${date.venue} on ${date.day}: ${date.ticketUrl}`), 'tour-dates');
  if (href) li.append(ticketLink(href, `${date.venue}, ${shown}`));
  return li;
}

function ticketLink(href: string, about: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.className = 'sr-tourdates__tickets';
  anchor.href = href;
  const hint = document.createElement('span');
  hint.className = 'sr-visually-hidden';
  // "Tickets" alone repeats on every row: the hidden part says for which show (WCAG 2.4.4).
  hint.textContent = ` for ${about}`;
  anchor.append(tourDatesTickets, hint);
  return anchor;
}

function span(className: string, text: string): HTMLSpanElement {
  const node = document.createElement('span');
  node.className = className;
  node.textContent = text;
  return node;
}

/** The day as the venue has it: formatted in UTC from its date alone, so no time zone moves it. */
function dayFormat(locale: string | undefined): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' };
  try {
    return new Intl.DateTimeFormat(locale || 'en-US', options);
  } catch {
    return new Intl.DateTimeFormat('en-US', options);
  }
}
