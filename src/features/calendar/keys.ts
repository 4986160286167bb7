// The grid's keys, as the WAI-ARIA date picker's grid has them: arrows move a day or a week, Home and
// End to the week's first and last day, Page Up and Page Down a month (with Shift, a year).

import { addDays, addMonths, type Day, weekday } from './dates';

/** The day the key moves focus to, or null for a key the grid does not use. */
export function moveFor(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>, day: Day): Day | null {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday(day));
    case 'End':
      return addDays(day, 6 - weekday(day));
    case 'PageUp':
      return addMonths(day, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, event.shiftKey ? 12 : 1);
    default:
      return null;
  }
}
