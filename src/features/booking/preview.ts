// Spec 000 §6: a logged-in owner sees a "Preview Only" alert on the booking block. Shown when the owner
// tries to use the widget (a click or Enter / Space in it), which is held back: an owner's booking would
// be a real reservation made in the restaurant's name, or fail at the provider because the owner is
// signed in there. Looking at the widget, and tabbing through it, stays free.

import { alertDialog } from '../../core/dialogs';
import { bookingPreviewOnlyMessage, bookingPreviewOnlyTitle } from '../../platform/strings';

/** Holds back the owner's uses of the widget in `host` and shows the alert instead, one at a time. */
export function guardPreview(host: HTMLElement, signal: AbortSignal): void {
  let open = false;
  const hold = (event: Event): void => {
    event.preventDefault();
    event.stopPropagation();
    if (open || event.type === 'pointerdown') return;
    open = true;
    void alertDialog({ title: bookingPreviewOnlyTitle, message: bookingPreviewOnlyMessage }).finally(() => {
      open = false;
    });
  };
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Enter' || event.key === ' ') hold(event);
  };
  // Capture: the widget's own handlers never see the held event. pointerdown too, so a select's list
  // does not open under the alert.
  host.addEventListener('pointerdown', hold, { capture: true, signal });
  host.addEventListener('click', hold, { capture: true, signal });
  host.addEventListener('keydown', onKey, { capture: true, signal });
}
