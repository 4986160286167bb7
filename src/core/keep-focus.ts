// Content the runtime replaces while a visitor may be on it (a host's rendering, a block's live box)
// must not take their focus with it: it would fall to the document, and a keyboard user would start
// again from the top of the page.

import { FOCUSABLE } from './focus-trap';

/**
 * Runs `replace` on `container`. When focus was inside and went with the old content, it moves to the
 * new content's control with the same address or the same text, else to its first control, else to the
 * container itself.
 */
export function keepFocus(container: HTMLElement, replace: () => void): void {
  const active = document.activeElement;
  const had = active instanceof HTMLElement && active !== container && container.contains(active);
  const href = had ? active.getAttribute('href') : null;
  const text = had ? active.textContent?.trim() : undefined;
  replace();
  if (!had || active.isConnected) return;
  // Only what Tab reaches: a summary's thumbnail link (tabindex -1) shares its title link's address.
  const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((control) => control.tabIndex >= 0);
  const same =
    controls.find((control) => href !== null && control.getAttribute('href') === href) ??
    controls.find((control) => control.textContent?.trim() === text);
  const next = same ?? controls[0];
  if (next) {
    next.focus();
    return;
  }
  container.tabIndex = -1;
  container.focus();
}
