// The builder's own accordion markup (7.1, no JSON): `ul.accordion-items-container` with its settings in
// data attributes, `li.accordion-item` > `[role=heading]` > `button.accordion-item__click-target` and a
// `.accordion-item__dropdown` region. Its markup is the data: the runtime wires it where it stands, as
// the builder's script did (no React, nothing redrawn), following the WAI-ARIA accordion pattern.

import { prefersReducedMotion } from '../../core/environment-stores';
import { focusTarget } from './focus-target';
import { animateHeight } from './height';

interface BuilderItem {
  button: HTMLButtonElement;
  panel: HTMLElement;
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
  const allowMultiple = list?.getAttribute('data-should-allow-multiple-open-items') === 'true';
  const firstOpen = list?.getAttribute('data-is-expanded-first-item') === 'true';
  const prefix = el.id || 'sr-accordion';
  let animating = false;

  items.forEach(({ button, panel }, i) => {
    button.type = 'button';
    button.id ||= `${prefix}-header-${i}`;
    panel.id ||= `${prefix}-panel-${i}`;
    button.setAttribute('aria-controls', panel.id);
    panel.setAttribute('aria-labelledby', button.id);
    const open = button.getAttribute('aria-expanded') === 'true' || (firstOpen && i === 0);
    show(items[i] as BuilderItem, open);
  });

  const toggle = (index: number): void => {
    // Spec 000 §4: a click while a panel is moving is ignored.
    if (animating) return;
    const opening = items[index]?.button.getAttribute('aria-expanded') !== 'true';
    const changes = items.flatMap((item, i) => {
      const open = item.button.getAttribute('aria-expanded') === 'true';
      const next = i === index ? opening : open && (allowMultiple || !opening);
      return next === open ? [] : [{ item, next }];
    });
    animating = true;
    const reduced = prefersReducedMotion();
    const runs = changes.map(({ item, next }) => {
      if (next) show(item, true);
      else item.button.setAttribute('aria-expanded', 'false');
      return animateHeight(item.panel, next, reduced).then(() => next || show(item, false));
    });
    void Promise.all(runs).then(() => {
      animating = false;
    });
  };

  const onClick = (event: MouseEvent): void => {
    const index = items.findIndex(({ button }) => event.target instanceof Node && button.contains(event.target));
    if (index >= 0) toggle(index);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const index = items.findIndex(({ button }) => button === event.target);
    const target = index < 0 ? undefined : focusTarget(event.key, index, items.length);
    if (target === undefined) return;
    event.preventDefault();
    items[target]?.button.focus();
  };
  el.addEventListener('click', onClick);
  el.addEventListener('keydown', onKeyDown);
  return () => {
    el.removeEventListener('click', onClick);
    el.removeEventListener('keydown', onKeyDown);
  };
}

/** An item's state, in the attributes the builder's styles read. */
function show({ button, panel, icon }: BuilderItem, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  icon?.setAttribute('data-is-open', String(open));
  panel.classList.toggle('accordion-item__dropdown--open', open);
  panel.hidden = !open;
}
