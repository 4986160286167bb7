// The builder's own accordion markup (7.1, no JSON): `ul.accordion-items-container` with its settings in
// data attributes, `li.accordion-item` > `[role=heading]` > `button.accordion-item__click-target` and a
// `.accordion-item__dropdown` region. Its markup is the data: the runtime wires it where it stands, as
// the builder's script did (wire.ts).

import { type WiredItem, wireAccordion } from './wire';

interface BuilderItem extends WiredItem {
  icon: Element | null;
}

/** The builder's items, each a header button and its panel; empty when the block has none. */
function readBuilderItems(el: Element): BuilderItem[] {
  return Array.from(el.querySelectorAll('li.accordion-item'), (item) => ({
    button: item.querySelector<HTMLButtonElement>('button.accordion-item__click-target'),
    panel: item.querySelector<HTMLElement>('.accordion-item__dropdown'),
    icon: item.querySelector('.accordion-icon-container'),
  })).filter((item): item is BuilderItem => item.button !== null && item.panel !== null);
}

/** Makes the builder's accordion open and close; returns what stops it. Throws when it has no items. */
export function mountBuilderAccordion(el: HTMLElement): () => void {
  const items = readBuilderItems(el);
  if (items.length === 0) throw new TypeError('accordion: the block has no data and no accordion items');
  const list = el.querySelector('.accordion-items-container');
  const firstOpen = list?.getAttribute('data-is-expanded-first-item') === 'true';
  const prefix = el.id || 'sr-accordion';
  items.forEach((item, i) => {
    const { button, panel } = item;
    button.type = 'button';
    button.id ||= `${prefix}-header-${i}`;
    panel.id ||= `${prefix}-panel-${i}`;
    button.setAttribute('aria-controls', panel.id);
    panel.setAttribute('aria-labelledby', button.id);
    show(item, button.getAttribute('aria-expanded') === 'true' || (firstOpen && i === 0));
  });
  const allowMultiple = list?.getAttribute('data-should-allow-multiple-open-items') === 'true';
  return wireAccordion(el, { items, allowMultiple, show });
}

/** An item's state, in the attributes the builder's styles read. */
function show({ button, panel, icon }: BuilderItem, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  icon?.setAttribute('data-is-open', String(open));
  panel.classList.toggle('accordion-item__dropdown--open', open);
  panel.hidden = !open;
}
