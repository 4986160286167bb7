// One of the builder's small-screen menus as a WAI-ARIA disclosure: its toggles are buttons (named, with
// aria-expanded and aria-controls), a click or Enter / Space opens and closes it, and so does what the
// template set the class or checkbox its stylesheet shows the menu by. Escape closes it and returns focus.

import { templateMenu, templateMenuClose } from '../../platform/strings';
import type { Marks } from './marks';
import type { MenuMarkup } from './menus';
import { hasName } from './names';

export interface Menu {
  readonly menu: HTMLElement;
  readonly toggles: readonly HTMLElement[];
  readonly closers: readonly HTMLElement[];
  /** Its toggles open it by themselves (a checkbox's labels): a click is theirs. */
  readonly native: boolean;
  isOpen(): boolean;
  setOpen(open: boolean): void;
  /** The toggle to give focus back to: the one last used, else the first on screen. */
  opener(): HTMLElement | undefined;
  use(toggle: HTMLElement): void;
}

/** The 7.1 burger's own names, one shown at a time (`hidden` on the other). */
const OPEN_TITLE = '.js-header-burger-open-title';
const CLOSE_TITLE = '.js-header-burger-close-title';

/** The menu of `markup` on this page, set up; undefined when the page lacks its toggles or menu. */
export function findMenu(markup: MenuMarkup, marks: Marks): Menu | undefined {
  const menu = document.querySelector<HTMLElement>(markup.menu);
  const toggles = [...document.querySelectorAll<HTMLElement>(markup.toggles)];
  const checkbox = markup.checkbox ? document.querySelector<HTMLInputElement>(`input[type="checkbox"]${markup.checkbox}`) : null;
  if (!menu || toggles.length === 0 || (markup.checkbox && !checkbox)) return undefined;
  const closers = markup.closers ? [...document.querySelectorAll<HTMLElement>(markup.closers)] : [];
  const controls = marks.id(menu, 'sr-menu');
  let last: HTMLElement | undefined;

  const isOpen = (): boolean => (checkbox ? checkbox.checked : document.body.classList.contains(markup.bodyClass ?? ''));
  const show = (open: boolean): void => {
    for (const toggle of toggles) {
      marks.attr(toggle, 'aria-expanded', String(open));
      if (markup.toggleClass) marks.toggleClass(toggle, markup.toggleClass, open);
      const titles = [toggle.querySelector(OPEN_TITLE), toggle.querySelector(CLOSE_TITLE)];
      if (titles[0] && titles[1]) {
        marks.attr(titles[0], 'hidden', open ? '' : null);
        marks.attr(titles[1], 'hidden', open ? null : '');
      }
    }
  };

  for (const toggle of toggles) {
    asButton(toggle, marks);
    marks.attr(toggle, 'aria-controls', controls);
  }
  show(isOpen());
  for (const toggle of toggles) if (!hasName(toggle)) marks.attr(toggle, 'aria-label', templateMenu);
  for (const closer of closers) {
    // The veil is only clicked; a close button is reached by keyboard too.
    if (closer.matches('button, a[href]') && !hasName(closer)) marks.attr(closer, 'aria-label', templateMenuClose);
  }
  checkbox?.addEventListener('change', () => show(checkbox.checked));

  return {
    menu,
    toggles,
    closers,
    native: checkbox !== null,
    isOpen,
    setOpen(open) {
      if (checkbox) checkbox.checked = open;
      else if (markup.bodyClass) marks.toggleClass(document.body, markup.bodyClass, open);
      show(open);
    },
    opener: () => last ?? toggles.find(isOnScreen) ?? toggles[0],
    use(toggle) {
      last = toggle;
    },
  };
}

/** A div or label the template drew as a button becomes one: reached by Tab, announced as a button. */
export function asButton(el: HTMLElement, marks: Marks): void {
  if (el instanceof HTMLButtonElement) return;
  marks.attr(el, 'role', 'button');
  if (!el.hasAttribute('tabindex')) marks.attr(el, 'tabindex', '0');
}

export function isOnScreen(el: Element): boolean {
  return el.getClientRects().length > 0;
}
