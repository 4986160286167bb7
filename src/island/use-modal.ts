// A <dialog> shown as a modal while `open` (WAI-ARIA dialog pattern): Tab stays inside, as a native modal
// does not keep it (Chrome lets Tab leave for its own toolbar). Shared by every island's modal dialog.

import { type RefObject, type SyntheticEvent, useEffect } from 'react';
import { trapFocus } from '../core/focus-trap';

/** Shows the dialog while `open`; when `open` turns false it is closed and `opener` gets focus back. */
export function useModal(dialog: RefObject<HTMLDialogElement | null>, open: boolean, opener?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = dialog.current;
    if (!open || !node) return;
    if (!node.open) node.showModal();
    const trap = trapFocus({ container: node });
    node.addEventListener('keydown', trap);
    return () => {
      node.removeEventListener('keydown', trap);
      if (node.open) node.close();
      opener?.current?.focus();
    };
  }, [dialog, open, opener]);
}

/** The dialog's `onClose`: a way out the state did not take (a form of method "dialog") shuts it by
 *  state. The event comes a task after the closing, so a dialog opened again meanwhile stays open. */
export function closedBy(setOpen: (open: boolean) => void): (event: SyntheticEvent<HTMLDialogElement>) => void {
  return (event) => {
    if (!event.currentTarget.open) setOpen(false);
  };
}
