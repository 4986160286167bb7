// A <dialog> shown as a modal while `open` (WAI-ARIA dialog pattern): Tab stays inside, as a native modal
// does not keep it (Chrome lets Tab leave for its own toolbar). Shared by every island's modal dialog.

import { type RefObject, useEffect } from 'react';
import { trapFocus } from '../core/focus-trap';

export function useModal(dialog: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const node = dialog.current;
    if (!open || !node) return;
    if (!node.open) node.showModal();
    const trap = trapFocus({ container: node });
    node.addEventListener('keydown', trap);
    return () => node.removeEventListener('keydown', trap);
  }, [dialog, open]);
}
