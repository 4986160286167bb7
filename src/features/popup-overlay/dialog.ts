// Opens the page's overlay <dialog> as a modal (WAI-ARIA dialog pattern): focus moves in and Tab stays
// inside, Escape, the close button or a click on the backdrop closes it, focus returns to where it was,
// and the page behind does not scroll (its scrollbar's room kept, so nothing shifts).

import { trapFocus } from '../../core/focus-trap';
import { popupOverlayClose } from '../../platform/strings';

const CLOSE_CLASS = 'sr-popup-overlay__close';

/** Shows `dialog`; `onClose` runs when the visitor closes it. The returned function takes it down
 *  without counting that as the visitor's close. */
export function openDialog(dialog: HTMLDialogElement, onClose: () => void): () => void {
  const abort = new AbortController();
  const { signal } = abort;
  const before = document.activeElement;
  const added = closeButton(dialog);
  const unlock = lockScroll();
  dialog.addEventListener('keydown', trapFocus({ container: dialog }), { signal });
  dialog.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      // Finished here, not at the `close` event: that comes a task later, after the dialog is gone.
      if (target.closest(`.${CLOSE_CLASS}`) || (target === dialog && onBackdrop(dialog, event))) finish(true);
    },
    { signal },
  );
  // Escape is finished here too: Chrome gives focus back as it closes the dialog, a task before the
  // `close` event, and the page must not look closed while the record is not yet written.
  dialog.addEventListener(
    'cancel',
    (event) => {
      event.preventDefault();
      finish(true);
    },
    { signal },
  );
  // Any other way out (a form of method "dialog" in the builder's content) ends here.
  dialog.addEventListener('close', () => finish(true), { signal });
  dialog.showModal();

  function finish(byVisitor: boolean): void {
    abort.abort();
    if (dialog.open) dialog.close();
    unlock();
    added?.remove();
    if (before instanceof HTMLElement && before.isConnected) before.focus();
    if (byVisitor) onClose();
  }
  return () => {
    if (!signal.aborted) finish(false);
  };
}

/** A click on the dialog element itself is on its padding or, outside its box, on the backdrop. */
function onBackdrop(dialog: HTMLDialogElement, { clientX: x, clientY: y }: MouseEvent): boolean {
  const box = dialog.getBoundingClientRect();
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/** The builder's markup may bring its own close button; otherwise one is added first in the dialog. */
function closeButton(dialog: HTMLDialogElement): HTMLButtonElement | undefined {
  if (dialog.querySelector(`.${CLOSE_CLASS}`)) return undefined;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = CLOSE_CLASS;
  button.setAttribute('aria-label', popupOverlayClose);
  button.textContent = '×';
  dialog.prepend(button);
  return button;
}

function lockScroll(): () => void {
  const { style } = document.documentElement;
  const { overflow, scrollbarGutter } = style;
  // Keep the scrollbar's room only where there was a scrollbar: elsewhere it would add one.
  if (window.innerWidth > document.documentElement.clientWidth) style.scrollbarGutter = 'stable';
  style.overflow = 'hidden';
  return () => {
    style.overflow = overflow;
    style.scrollbarGutter = scrollbarGutter;
  };
}
