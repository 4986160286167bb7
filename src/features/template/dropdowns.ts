// The 7.1 header's folder dropdowns on a wide screen: the builder's stylesheet opens one under the pointer
// or with focus inside, and its title (`.header-nav-folder-title`) publishes `aria-expanded="false"` for
// its script to keep true to that. Kept here, so a screen reader hears the state it sees.

import type { Marks } from './marks';

const ITEM = '.header-nav-item--folder';
const TITLE = '.header-nav-folder-title[aria-expanded]';

export function watchDropdowns(marks: Marks, signal: AbortSignal): void {
  if (!document.querySelector(`${ITEM} ${TITLE}`)) return;
  const sync = (event: Event): void => {
    const item = event.target instanceof Element ? event.target.closest(ITEM) : null;
    const title = item?.querySelector(TITLE);
    // After the event: focusout and pointerout come before the focus or pointer has left.
    if (title) queueMicrotask(() => marks.attr(title, 'aria-expanded', String(item?.matches(':hover, :focus-within') === true)));
  };
  for (const type of ['focusin', 'focusout', 'pointerover', 'pointerout']) document.addEventListener(type, sync, { signal });
}
