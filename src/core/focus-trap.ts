// Keeps Tab inside a modal (WAI-ARIA dialog pattern): from the last focusable element Tab goes to the
// first, and Shift+Tab the other way. Spec 001 §5: containment is given exactly one of a container or
// a predicate that says which elements are inside.

/** What can take focus by Tab (the trap's list; src/core/keep-focus.ts looks for the same). */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, [tabindex]:not([tabindex="-1"])';

export type Containment = { container: HTMLElement; predicate?: never } | { predicate: (el: Element) => boolean; container?: never };

export function trapFocus(containment: Containment): (event: KeyboardEvent) => void {
  const { container, predicate } = containment as { container?: HTMLElement; predicate?: (el: Element) => boolean };
  if ((container === undefined) === (predicate === undefined))
    throw new TypeError('focus containment needs exactly one of container or predicate');
  const inside = predicate ?? ((el: Element) => container?.contains(el) === true);
  return (event) => {
    if (event.key !== 'Tab') return;
    // A link or button taken out of the tab order (tabindex=-1) matches FOCUSABLE but is no Tab stop.
    const all = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.tabIndex >= 0 && inside(el) && el.getClientRects().length > 0,
    );
    const first = all[0];
    const last = all.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !all.includes(active as HTMLElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !all.includes(active as HTMLElement))) {
      event.preventDefault();
      first.focus();
    }
  };
}
