// The calendar's state: the month shown, the day in the tab order (`active`) and the chosen day whose
// events are listed (`selected`, by click, Enter or Space; it follows the visitor into another month).
// Each month's events are asked for when it is first shown.

import { reportError } from '../../core/errors';
import type { MountContext } from '../../island/feature';
import { calendarLoadFailed, calendarLoading } from '../../platform/strings';
import { addMonths, type Day, monthOf, noonOf, todayOf } from './dates';
import { type MonthEvents, monthLoader } from './events';
import { moveFor } from './keys';
import { createParts, formatsFor, markEvents, renderEvents, renderWeeks, showMessage } from './view';

export function mountCalendar(host: HTMLElement, id: string, collectionId: string, ctx: MountContext): void {
  const formats = formatsFor(ctx.context.locale);
  const parts = createParts(id, formats);
  host.replaceChildren(parts.root);
  const load = monthLoader(collectionId, ctx.signal);
  const today = todayOf();
  let month = '';
  let active = today;
  let selected = today;
  let events: MonthEvents | null = null;

  const cell = (day: Day): HTMLElement | null => parts.body.querySelector(`td[data-date="${day}"]`);

  function showMonth(next: string): void {
    month = next;
    events = null;
    parts.title.textContent = formats.month.format(noonOf(`${month}-01`));
    renderWeeks(parts.body, month, today);
    const asked = month;
    load(month).then(
      (found) => {
        if (ctx.signal.aborted || asked !== month) return;
        events = found;
        markEvents(parts.body, new Map([...found].map(([day, list]) => [day, list.length])));
        showSelected();
      },
      (error: unknown) => {
        if (ctx.signal.aborted) return;
        reportError(error, `island:${ctx.name}`);
        if (asked === month) showMessage(parts.list, calendarLoadFailed);
      },
    );
  }

  function showSelected(): void {
    for (const node of parts.body.querySelectorAll('[aria-selected="true"]')) node.setAttribute('aria-selected', 'false');
    cell(selected)?.setAttribute('aria-selected', 'true');
    parts.panelTitle.textContent = formats.day.format(noonOf(selected));
    if (events) renderEvents(parts.list, events.get(selected) ?? [], formats);
    else if (parts.list.textContent !== calendarLoadFailed) showMessage(parts.list, calendarLoading);
  }

  /** Moves the tab stop (and the selection, into another month) to `day`; focuses it when asked. */
  function goTo(day: Day, focus: boolean): void {
    active = day;
    if (monthOf(day) !== month) {
      selected = day;
      showMonth(monthOf(day));
      showSelected();
    }
    for (const node of parts.body.querySelectorAll<HTMLElement>('td[tabindex="0"]')) node.tabIndex = -1;
    const target = cell(day);
    if (!target) return;
    target.tabIndex = 0;
    if (focus) target.focus();
  }

  function select(day: Day): void {
    selected = day;
    goTo(day, true);
    showSelected();
  }

  parts.body.addEventListener(
    'keydown',
    (event) => {
      const day = (event.target as HTMLElement).closest<HTMLElement>('td[data-date]')?.dataset['date'];
      if (!day) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        return select(day);
      }
      const next = moveFor(event, day);
      if (!next) return;
      event.preventDefault();
      goTo(next, true);
    },
    { signal: ctx.signal },
  );
  parts.body.addEventListener(
    'click',
    (event) => {
      const day = (event.target as HTMLElement).closest<HTMLElement>('td[data-date]')?.dataset['date'];
      if (day) select(day);
    },
    { signal: ctx.signal },
  );
  const step = (count: number) => () => goTo(addMonths(active, count), false);
  parts.previous.addEventListener('click', step(-1), { signal: ctx.signal });
  parts.next.addEventListener('click', step(1), { signal: ctx.signal });

  showMonth(monthOf(today));
  goTo(today, false);
  showSelected();
}
