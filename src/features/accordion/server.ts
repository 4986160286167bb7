// Our own accordion as the server rendered it (`data-ssr`: Accordion.tsx's markup): its headers and
// panels already work as HTML, so they are wired where they stand (wire.ts) and React never loads.

import { type WiredItem, wireAccordion } from './wire';

interface ServerItem extends WiredItem {
  item: HTMLElement;
}

/** The rendered items; empty when the markup is not Accordion.tsx's. */
function readServerItems(el: Element): ServerItem[] {
  return Array.from(el.querySelectorAll<HTMLElement>('.sr-accordion__item'), (item) => ({
    item,
    button: item.querySelector<HTMLButtonElement>('button.sr-accordion__trigger'),
    panel: item.querySelector<HTMLElement>('.sr-accordion__panel'),
  })).filter((item): item is ServerItem => item.button !== null && item.panel !== null);
}

/** Wires the server's accordion; undefined when the block holds none (it is then drawn by the island). */
export function mountServerAccordion(el: HTMLElement, allowMultiple: boolean): (() => void) | undefined {
  const items = readServerItems(el);
  if (items.length === 0) return undefined;
  return wireAccordion(el, { items, allowMultiple, show });
}

/** An item's state, as Accordion.tsx renders it. */
function show({ item, button, panel }: ServerItem, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  item.toggleAttribute('data-open', open);
  panel.hidden = !open;
}
