// The menu's tabs as the server rendered them (`data-ssr`: Menu.tsx's markup), wired where they stand
// without React, after the WAI-ARIA tabs pattern with manual activation (spec 000 §2; the keys:
// tab-keys.ts): one panel shows, one tab is in the Tab order.

import { tabKey } from './tab-keys';

interface Tab {
  tab: HTMLElement;
  panel: HTMLElement | null;
}

/** Makes the rendered tabs work; returns what stops it. A single menu has none: nothing to do. */
export function wireMenuTabs(el: HTMLElement): () => void {
  const tabs: Tab[] = Array.from(el.querySelectorAll<HTMLElement>('.sr-menu__tabs [role="tab"]'), (tab) => ({
    tab,
    panel: el.querySelector<HTMLElement>(`#${CSS.escape(tab.getAttribute('aria-controls') ?? '')}`),
  }));
  if (tabs.length === 0) return () => undefined;

  const focusTab = (index: number): void => {
    tabs.forEach(({ tab }, i) => {
      tab.tabIndex = i === index ? 0 : -1;
    });
    tabs[index]?.tab.focus();
  };
  const select = (index: number): void => {
    tabs.forEach(({ tab, panel }, i) => {
      tab.setAttribute('aria-selected', String(i === index));
      if (panel) panel.hidden = i !== index;
    });
  };
  const indexOf = (target: EventTarget | null): number => tabs.findIndex(({ tab }) => target instanceof Node && tab.contains(target));

  const onClick = (event: MouseEvent): void => {
    const index = indexOf(event.target);
    if (index < 0) return;
    select(index);
    focusTab(index);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const index = indexOf(event.target);
    const target = index < 0 ? undefined : tabKey(event.key, index, tabs.length);
    if (target === undefined) return;
    event.preventDefault();
    if (target === 'select') select(index);
    else focusTab(target);
  };
  el.addEventListener('click', onClick);
  el.addEventListener('keydown', onKeyDown);
  return () => {
    el.removeEventListener('click', onClick);
    el.removeEventListener('keydown', onKeyDown);
  };
}
