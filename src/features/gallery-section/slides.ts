// A slideshow or reel section, a slide at a time, as the WAI-ARIA carousel pattern has it: the
// section a carousel region, each picture a slide group "n of N", previous and next buttons (the
// builder's own `[data-previous]` / `[data-next]` when its markup has them, else ours) and the arrow
// keys while focus is inside. A slideshow shows its current slide only; a reel scrolls it to the start
// of its row, and follows the visitor's own scrolling. Either starts at the slide the visitor scrolled to
// before it woke.

import { reportError } from '../../core/errors';
import { loadImages } from '../../core/image-loader';
import { throttle } from '../../core/throttler';
import { wrapIndex } from '../../core/wrap-index';
import { NEXT, PREVIOUS, position } from '../../island/lightbox/texts';
import type { Changes } from './changes';
import { SERVER_LIGHTBOX, type SectionItem } from './items';

const GALLERY_LABEL = 'Gallery';

/** On a slideshow's slides other than the current one: the stylesheet hides them. */
const OFF_ATTR = 'data-sr-slide-off';

/** Returns what moves it a slide on (for autoplay), or undefined when its items have no list. */
export function startSlides(
  root: HTMLElement,
  items: readonly SectionItem[],
  reel: boolean,
  changes: Changes,
): { list: HTMLElement; next: () => void } | undefined {
  const list = items[0]?.el.parentElement;
  if (!list) return undefined;
  let current = 0;

  changes.attr(root, 'role', 'region');
  changes.attr(root, 'aria-roledescription', 'carousel');
  if (!root.hasAttribute('aria-label')) changes.attr(root, 'aria-label', GALLERY_LABEL);
  changes.attr(list, 'aria-live', 'polite');
  // A reel's row scrolls: the keyboard must reach it (its arrows then move it a slide at a time).
  if (reel && !list.hasAttribute('tabindex')) changes.attr(list, 'tabindex', '0');
  items.forEach((item, index) => {
    // A slide is a group (APG carousel); the builder's <figure> is one already, and may not take another role.
    if (item.el.localName !== 'figure') changes.attr(item.el, 'role', 'group');
    changes.attr(item.el, 'aria-roledescription', 'slide');
    changes.attr(item.el, 'aria-label', position(index, items.length));
  });

  const show = (index: number, smooth: boolean): void => {
    current = wrapIndex(index, items.length);
    if (reel) scrollToItem(list, items[current]?.el, smooth);
    else
      items.forEach((item, at) => {
        item.el.toggleAttribute(OFF_ATTR, at !== current);
        item.el.inert = at !== current;
      });
    // The next and previous pictures are on their way before they are asked for.
    const near = [current, current + 1, current - 1].map((at) => items[wrapIndex(at, items.length)]);
    loadImages(near.flatMap(imageOf), { force: true }, 'gallery-section').catch((error: unknown) => reportError(error, 'gallery-section'));
  };
  const move = (step: 1 | -1): void => show(current + step, true);

  for (const [button, step] of controls(root, changes)) {
    changes.listen(button, 'click', (event) => {
      event.preventDefault();
      move(step);
    });
  }
  changes.listen(root, 'keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if ((event.target as Element).closest('input, textarea, select, [contenteditable]')) return;
    event.preventDefault();
    move(event.key === 'ArrowLeft' ? -1 : 1);
  });
  if (reel) {
    // Finding the nearest item reads every item's box: scroll events come no faster than that allows.
    const onScroll = throttle(() => (current = nearestItem(list, items)));
    changes.listen(list, 'scroll', onScroll);
    changes.onUndo(onScroll.cancel);
  }
  // Where the visitor scrolled the row before it woke (the stylesheet's row), else the first.
  show(nearestItem(list, items), false);
  // Every slide shown again when the section is the server's HTML once more.
  changes.onUndo(() => {
    for (const item of items) {
      item.el.removeAttribute(OFF_ATTR);
      item.el.inert = false;
    }
  });
  return { list, next: () => move(1) };
}

/** The builder's buttons where its markup has them (not its server lightbox's), else two of ours. */
function controls(root: HTMLElement, changes: Changes): Array<[HTMLElement, 1 | -1]> {
  const own = (selector: string): HTMLElement | undefined =>
    [...root.querySelectorAll<HTMLElement>(selector)].find((el) => !el.closest(SERVER_LIGHTBOX));
  const previous = own('[data-previous]');
  const next = own('[data-next]');
  if (previous && next) {
    for (const [button, label] of [
      [previous, PREVIOUS],
      [next, NEXT],
    ] as const) {
      if (button instanceof HTMLButtonElement && !button.hasAttribute('type')) changes.attr(button, 'type', 'button');
      if (!button.hasAttribute('aria-label')) changes.attr(button, 'aria-label', label);
    }
    return [
      [previous, -1],
      [next, 1],
    ];
  }
  const box = document.createElement('div');
  box.className = 'sr-gallery-section__controls';
  const made = [PREVIOUS, NEXT].map((label, index) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = index === 0 ? 'sr-gallery-section__previous' : 'sr-gallery-section__next';
    button.setAttribute('aria-label', label);
    box.append(button);
    return button;
  });
  changes.add(root, box);
  return [
    [made[0] as HTMLElement, -1],
    [made[1] as HTMLElement, 1],
  ];
}

function scrollToItem(list: HTMLElement, item: HTMLElement | undefined, smooth: boolean): void {
  if (!item) return;
  const left = list.scrollLeft + item.getBoundingClientRect().left - list.getBoundingClientRect().left;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  list.scrollTo({ left, behavior: smooth && !reduced ? 'smooth' : 'auto' });
}

/** The item whose start is nearest the row's start: the one the visitor scrolled to. */
function nearestItem(list: HTMLElement, items: readonly SectionItem[]): number {
  const start = list.getBoundingClientRect().left;
  let best = 0;
  items.forEach((item, index) => {
    const distance = Math.abs(item.el.getBoundingClientRect().left - start);
    const bestDistance = Math.abs((items[best] as SectionItem).el.getBoundingClientRect().left - start);
    if (distance < bestDistance) best = index;
  });
  return best;
}

/** The builder's picture of an item, as a list of none or one. */
function imageOf(item: SectionItem | undefined): HTMLImageElement[] {
  const img = item?.el.querySelector<HTMLImageElement>('img[data-src][data-image-dimensions]');
  return img ? [img] : [];
}
