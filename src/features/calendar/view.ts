// The calendar's DOM: the month's title between its previous / next buttons, the grid (a table with
// role grid, WAI-ARIA date picker pattern: one cell in the tab order, the rest reached by keys) and
// the chosen day's events, each linked to its page when its address is safe.

import { reportError } from '../../core/errors';
import { safeHref } from '../../core/url';
import { calendarEventCount, calendarNextMonth, calendarNoEvents, calendarOneEvent, calendarPreviousMonth } from '../../platform/strings';
import { type Day, monthGrid, monthOf, noonOf } from './dates';
import type { CalendarEvent } from './events';

export interface Formats {
  month: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  weekdayShort: Intl.DateTimeFormat;
  weekdayLong: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
}

export function formatsFor(locale: string | undefined): Formats {
  const make = (options: Intl.DateTimeFormatOptions, utc = true): Intl.DateTimeFormat => {
    const all = utc ? { ...options, timeZone: 'UTC' } : options;
    try {
      return new Intl.DateTimeFormat(locale || 'en-US', all);
    } catch {
      return new Intl.DateTimeFormat('en-US', all);
    }
  };
  return {
    month: make({ month: 'long', year: 'numeric' }),
    day: make({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
    weekdayShort: make({ weekday: 'short' }),
    weekdayLong: make({ weekday: 'long' }),
    // An event's time is the visitor's own.
    time: make({ hour: 'numeric', minute: '2-digit' }, false),
  };
}

export interface Parts {
  root: HTMLElement;
  title: HTMLElement;
  previous: HTMLButtonElement;
  next: HTMLButtonElement;
  body: HTMLTableSectionElement;
  panelTitle: HTMLElement;
  list: HTMLElement;
}

export function createParts(id: string, formats: Formats): Parts {
  const root = element('div', 'sr-calendar');
  const header = element('div', 'sr-calendar__header');
  const title = element('p', 'sr-calendar__title');
  title.id = `${id}-month`;
  title.setAttribute('aria-live', 'polite');
  const previous = navButton('previous', calendarPreviousMonth, '‹');
  const next = navButton('next', calendarNextMonth, '›');
  header.append(previous, title, next);
  const table = element('table', 'sr-calendar__grid');
  table.setAttribute('role', 'grid');
  table.setAttribute('aria-labelledby', title.id);
  const body = document.createElement('tbody');
  table.append(weekdays(formats), body);
  const panel = element('div', 'sr-calendar__events');
  panel.setAttribute('role', 'region');
  const panelTitle = element('p', 'sr-calendar__day');
  panelTitle.id = `${id}-day`;
  panel.setAttribute('aria-labelledby', panelTitle.id);
  const list = element('div', 'sr-calendar__list');
  panel.append(panelTitle, list);
  root.append(header, table, panel);
  return { root, title, previous, next, body, panelTitle, list };
}

function weekdays(formats: Formats): HTMLTableSectionElement {
  const head = document.createElement('thead');
  const row = document.createElement('tr');
  // 2026-11-01 was a Sunday: the week's seven days from it.
  for (let index = 0; index < 7; index += 1) {
    const date = noonOf(`2026-11-0${index + 1}`);
    const th = document.createElement('th');
    th.scope = 'col';
    th.abbr = formats.weekdayLong.format(date);
    th.textContent = formats.weekdayShort.format(date);
    row.append(th);
  }
  head.append(row);
  return head;
}

/** The month's six weeks; days of the months around it are empty cells, as in the APG's example. */
export function renderWeeks(body: HTMLTableSectionElement, month: string, today: Day): void {
  body.replaceChildren(
    ...monthGrid(month).map((week) => {
      const row = document.createElement('tr');
      row.append(...week.map((day) => (monthOf(day) === month ? dayCell(day, today) : document.createElement('td'))));
      return row;
    }),
  );
}

function dayCell(day: Day, today: Day): HTMLTableCellElement {
  const cell = element('td', 'sr-calendar__date');
  cell.dataset['date'] = day;
  cell.tabIndex = -1;
  cell.setAttribute('aria-selected', 'false');
  if (day === today) cell.setAttribute('aria-current', 'date');
  cell.textContent = String(Number(day.slice(8)));
  return cell;
}

/** Marks the days that have events: a dot, and their count for assistive technology. */
export function markEvents(body: HTMLTableSectionElement, counts: ReadonlyMap<Day, number>): void {
  for (const cell of body.querySelectorAll<HTMLElement>('td[data-date]')) {
    const count = counts.get(cell.dataset['date'] ?? '') ?? 0;
    cell.querySelector('.sr-calendar__count')?.remove();
    cell.classList.toggle('sr-calendar__date--events', count > 0);
    // Read as "4 (2 events)": the hidden span is apart from the number, so no comma.
    if (count > 0)
      cell.append(
        element(
          'span',
          'sr-visually-hidden sr-calendar__count',
          `(${count === 1 ? calendarOneEvent : calendarEventCount.replace('{count}', String(count))})`,
        ),
      );
  }
}

/** The day's events, each a link to its page (an unsafe address is reported and not linked). */
export function renderEvents(list: HTMLElement, events: readonly CalendarEvent[], formats: Formats): void {
  if (events.length === 0) return void list.replaceChildren(element('p', 'sr-calendar__none', calendarNoEvents));
  const ul = document.createElement('ul');
  for (const event of events) {
    const li = document.createElement('li');
    const href = event.url ? safeHref(event.url) : undefined;
    if (event.url && !href) reportError(new Error(`Unsafe event link for ${event.title}: ${event.url}`), 'calendar');
    const name = href ? element('a', '', event.title) : element('span', '', event.title);
    if (href) (name as HTMLAnchorElement).href = href;
    const time = element('time', 'sr-calendar__time', formats.time.format(event.start));
    (time as HTMLTimeElement).dateTime = new Date(event.start).toISOString();
    li.append(time, ' ', name);
    ul.append(li);
  }
  list.replaceChildren(ul);
}

export function showMessage(list: HTMLElement, text: string): void {
  list.replaceChildren(element('p', 'sr-calendar__none', text));
}

function navButton(which: string, label: string, glyph: string): HTMLButtonElement {
  const button = element('button', `sr-calendar__${which}`) as HTMLButtonElement;
  button.type = 'button';
  button.setAttribute('aria-label', label);
  button.textContent = glyph;
  return button;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
