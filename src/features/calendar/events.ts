// The events of a month, asked of the host once per month shown (`GET /api/open/GetItemsByMonth
// ?month=MM-YYYY&collectionId=…`, the builder's own call) and kept for the block's life. An item the
// block cannot read is skipped with a console error; the others show on their start's local day.

import { api } from '../../core/api';
import { isRecord } from '../../core/guards';
import { type Day, dayOfTime, monthParam } from './dates';

export interface CalendarEvent {
  title: string;
  start: number;
  /** As given; checked before it becomes a link (panel.ts). */
  url: string;
}

export type MonthEvents = Map<Day, CalendarEvent[]>;

export function monthLoader(collectionId: string, signal: AbortSignal): (month: string) => Promise<MonthEvents> {
  const months = new Map<string, Promise<MonthEvents>>();
  return (month) => {
    let load = months.get(month);
    if (!load) {
      load = api.get('/api/open/GetItemsByMonth', { query: { month: monthParam(month), collectionId }, signal }).then(byDay);
      // A failed month is asked again when the visitor comes back to it.
      load.catch(() => months.delete(month));
      months.set(month, load);
    }
    return load;
  };
}

function byDay(items: unknown): MonthEvents {
  const days: MonthEvents = new Map();
  if (!Array.isArray(items)) throw new TypeError(`calendar: the month's items must be a list, not ${JSON.stringify(items)}`);
  items.forEach((item, index) => {
    const event = readItem(item);
    if (!event) {
      console.error(`calendar: item ${index + 1} skipped: it needs a title and a startDate`, item);
      return;
    }
    const day = dayOfTime(event.start);
    days.set(
      day,
      [...(days.get(day) ?? []), event].sort((a, b) => a.start - b.start),
    );
  });
  return days;
}

function readItem(item: unknown): CalendarEvent | null {
  if (!isRecord(item)) return null;
  const { title, startDate, fullUrl } = item;
  if (typeof title !== 'string' || title.trim() === '' || typeof startDate !== 'number' || !Number.isFinite(startDate)) return null;
  return { title: title.trim(), start: startDate, url: typeof fullUrl === 'string' ? fullUrl.trim() : '' };
}
