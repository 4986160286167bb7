// The builder's lightbox form: a button that opens the form in a modal <dialog> (WAI-ARIA dialog
// pattern: focus goes to its first field, Tab stays inside, Escape and Close shut it, focus returns to
// the button). The form stays mounted while shut, so what was typed is there when it opens again.

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { closedBy, useModal } from '../../island/use-modal';
import { popupOverlayClose } from '../../platform/strings';

interface FormDialogProps {
  buttonText: string;
  /** The dialog's accessible name: the form's title, else the button's words. */
  label: string;
  children: ReactNode;
}

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), select, textarea, .sr-form__submit';

export function FormDialog({ buttonText, label, children }: FormDialogProps) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useModal(dialog, open, opener);
  // In: to the first field (out, useModal gives it back to the button).
  useEffect(() => {
    if (open) dialog.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [open]);

  return (
    <>
      <button type="button" className="sr-form-dialog__open" ref={opener} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {buttonText}
      </button>
      <dialog
        className="sr-form-dialog"
        ref={dialog}
        aria-label={label}
        onCancel={(event) => {
          // Escape: shut by state, so the effect gives focus back.
          event.preventDefault();
          setOpen(false);
        }}
        onClose={closedBy(setOpen)}
      >
        <button type="button" className="sr-form-dialog__close" onClick={() => setOpen(false)}>
          {popupOverlayClose}
        </button>
        {children}
      </dialog>
    </>
  );
}
