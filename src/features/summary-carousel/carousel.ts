// One summary carousel's content (`.summary-item-list-container`): its list scrolled a group at a time
// by the builder's pager. Every attribute, style and listener it sets is put back by what it returns.

import { prefersReducedMotion } from '../../core/environment-stores';

/** On the container while it runs: the stylesheet lays the list out as a row. */
const LIVE_ATTR = 'data-sr-summary-carousel';
const CAROUSEL_LABEL = 'Carousel';
/** The names the builder's 7.1 pager gives its arrows. */
const PREVIOUS = 'Previous';
const NEXT = 'Next';

/** Spec 001 §4: fewer per row on narrow carousels (2 under 480 px, 3 under 724 px). */
function perRowAt(width: number, perRow: number): number {
  if (width < 480 && perRow > 1) return 2;
  if (width < 724 && perRow > 2) return 3;
  return perRow;
}

/** Throws when the container has no list of items or no pager of two arrows. */
export function startCarousel(container: HTMLElement, slidesPerRow: number): () => void {
  const list = container.querySelector<HTMLElement>('.summary-item-list');
  const previous = container.querySelector<HTMLElement>('.summary-carousel-pager-prev, .summary-carousel-pager .previous');
  const next = container.querySelector<HTMLElement>('.summary-carousel-pager-next, .summary-carousel-pager .next');
  if (!list || !previous || !next) throw new TypeError('summary-carousel: the carousel has no item list or no Previous and Next');
  const pager = next.parentElement as HTMLElement;
  const items = [...list.children].filter((item): item is HTMLElement => item instanceof HTMLElement);
  const undo: Array<() => void> = [];
  const set = (el: Element, name: string, value: string): void => {
    const before = el.getAttribute(name);
    el.setAttribute(name, value);
    undo.push(() => (before === null ? el.removeAttribute(name) : el.setAttribute(name, before)));
  };

  set(container, LIVE_ATTR, '');
  set(container, 'role', 'region');
  set(container, 'aria-roledescription', 'carousel');
  if (!container.hasAttribute('aria-label')) {
    const title = container.querySelector('.summary-collection-title, .summary-heading')?.textContent?.trim();
    set(container, 'aria-label', title || CAROUSEL_LABEL);
  }
  set(list, 'aria-live', 'polite');
  items.forEach((item, i) => {
    set(item, 'role', 'group');
    set(item, 'aria-roledescription', 'slide');
    set(item, 'aria-label', `${i + 1} of ${items.length}`);
  });

  let first = 0;
  let perRow = slidesPerRow;
  const show = (start: number, smooth: boolean): void => {
    perRow = perRowAt(list.clientWidth || container.clientWidth, slidesPerRow);
    list.style.setProperty('--sr-per-row', String(perRow));
    // The last group ends with the last slide: it may share slides with the one before.
    first = Math.max(0, Math.min(start, items.length - perRow));
    items.forEach((item, i) => {
      item.inert = i < first || i >= first + perRow;
    });
    previous.setAttribute('aria-disabled', String(first === 0));
    next.setAttribute('aria-disabled', String(first + perRow >= items.length));
    pager.hidden = items.length <= perRow;
    const target = items[first];
    if (!target) return;
    const left = list.scrollLeft + target.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollTo({ left, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
  };
  // Recorded so teardown puts back what the builder published (show() sets them at each move).
  for (const el of [previous, next]) set(el, 'aria-disabled', el.getAttribute('aria-disabled') ?? 'false');
  // The 7.0 pager's arrows are bare spans: buttons a keyboard reaches, named.
  for (const [el, name] of [
    [previous, PREVIOUS],
    [next, NEXT],
  ] as const) {
    if (!el.hasAttribute('role')) set(el, 'role', 'button');
    if (!el.hasAttribute('tabindex')) set(el, 'tabindex', '0');
    if (!el.hasAttribute('aria-label') && !el.textContent?.trim()) set(el, 'aria-label', name);
  }
  const pagerHidden = pager.hidden;
  undo.push(() => {
    pager.hidden = pagerHidden;
    list.style.removeProperty('--sr-per-row');
    list.scrollLeft = 0;
    for (const item of items) item.inert = false;
  });

  const move = (event: Event, step: 1 | -1): void => {
    event.preventDefault();
    if ((event.currentTarget as HTMLElement).getAttribute('aria-disabled') === 'true') return;
    show(first + step * perRow, true);
  };
  const listen = (el: HTMLElement, step: 1 | -1): void => {
    const onClick = (event: Event): void => move(event, step);
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Enter' || event.key === ' ') move(event, step);
    };
    el.addEventListener('click', onClick);
    el.addEventListener('keydown', onKey);
    undo.push(() => {
      el.removeEventListener('click', onClick);
      el.removeEventListener('keydown', onKey);
    });
  };
  listen(previous, -1);
  listen(next, 1);
  // A narrower carousel takes fewer per row: the group is laid out again, from its first slide.
  const resized = new ResizeObserver(() => show(first, false));
  resized.observe(list);
  undo.push(() => resized.disconnect());
  show(0, false);
  return () => {
    for (const step of undo.splice(0).reverse()) step();
  };
}
