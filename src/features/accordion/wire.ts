// An accordion whose markup is already on the page, made to open and close where it stands (no React,
// nothing redrawn), following the WAI-ARIA accordion pattern: the builder's markup (builder.ts) and the
// server's rendering of our own island (server.ts) each say where their items are and how they show.

import { prefersReducedMotion } from '../../core/environment-stores';
import { focusTarget } from './focus-target';
import { animateHeight } from './height';

export interface WiredItem {
  button: HTMLButtonElement;
  panel: HTMLElement;
}

export interface WiredAccordion<I extends WiredItem> {
  items: readonly I[];
  allowMultiple: boolean;
  /** Puts an item's state in the attributes its markup's styles read. */
  show(item: I, open: boolean): void;
}

const isOpen = (item: WiredItem): boolean => item.button.getAttribute('aria-expanded') === 'true';

/** Makes the items open and close; returns what stops it. */
export function wireAccordion<I extends WiredItem>(el: HTMLElement, { items, allowMultiple, show }: WiredAccordion<I>): () => void {
  let animating = false;

  const toggle = (index: number): void => {
    // Spec 000 §4: a click while a panel is moving is ignored.
    if (animating) return;
    const opening = !isOpen(items[index] as I);
    const changes = items.flatMap((item, i) => {
      const open = isOpen(item);
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
