// Calendar days as `YYYY-MM-DD` strings, computed in UTC so no time zone or daylight change moves a
// day: the moves of the grid's keys (a day, a week, the week's ends, a month or a year, clamped to the
// month's last day), and the six weeks a month is shown in.

export type Day = string;

const pad = (value: number): string => String(value).padStart(2, '0');

function parts(day: Day): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number);
  return [y ?? 1970, (m ?? 1) - 1, d ?? 1];
}

function fromUtc(time: number): Day {
  const date = new Date(time);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The visitor's today, in their own calendar. */
export function todayOf(now = new Date()): Day {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The local day of a moment (an event's start, in ms). */
export function dayOfTime(time: number): Day {
  return todayOf(new Date(time));
}

export function addDays(day: Day, count: number): Day {
  const [y, m, d] = parts(day);
  return fromUtc(Date.UTC(y, m, d + count));
}

/** The same day `count` months on, or the month's last day when it has fewer (Jan 31 → Feb 28). */
export function addMonths(day: Day, count: number): Day {
  const [y, m, d] = parts(day);
  const last = new Date(Date.UTC(y, m + count + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(y, m + count, Math.min(d, last)));
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: Day): number {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m, d)).getUTCDay();
}

/** `YYYY-MM`. */
export const monthOf = (day: Day): string => day.slice(0, 7);

/** Six weeks from the Sunday on or before the 1st: every month fits, and the grid's height never changes. */
export function monthGrid(month: string): Day[][] {
  const first = `${month}-01`;
  const start = addDays(first, -weekday(first));
  return Array.from({ length: 6 }, (_, week) => Array.from({ length: 7 }, (_, index) => addDays(start, week * 7 + index)));
}

/** The host's month parameter, `MM-YYYY`. */
export function monthParam(month: string): string {
  return `${month.slice(5, 7)}-${month.slice(0, 4)}`;
}

/** A Date at noon UTC of the day, for formatting it (with timeZone UTC) in any locale. */
export function noonOf(day: Day): Date {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m, d, 12));
}
