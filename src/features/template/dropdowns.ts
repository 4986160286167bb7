// The 7.1 header's folder dropdowns on a wide screen: the builder's stylesheet opens one under the pointer
// or with focus inside, and its title (`.header-nav-folder-title`) publishes `aria-expanded="false"` for
// its script to keep true to that. Kept here, so a screen reader hears the state it sees.

import type { Marks } from './marks';

const ITEM = '.header-nav-item--folder';
const TITLE = '.header-nav-folder-title[aria-expanded]';

export function watchDropdowns(marks: Marks, signal: AbortSignal): void {
  if (!document.querySelector(`${ITEM} ${TITLE}`)) return;
  const show = (item: Element | null | undefined): void => {
    const title = item?.querySelector(TITLE);
    if (title) marks.attr(title, 'aria-expanded', String(item?.matches(':hover, :focus-within') === true));
  };
  // After the event: focusout and pointerout come before the focus or pointer has left.
  const sync = (event: Event): void => queueMicrotask(() => show(event.target instanceof Element ? event.target.closest(ITEM) : null));
  for (const type of ['focusin', 'focusout', 'pointerover', 'pointerout']) document.addEventListener(type, sync, { signal });
  // A folder the visitor opened before this code arrived (focus or pointer already inside) says so now.
  for (const item of document.querySelectorAll(ITEM)) show(item);
}
