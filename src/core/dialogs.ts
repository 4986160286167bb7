// The confirmation, alert and information dialogs of spec 001 §2, §4, §9: one small module that every
// feature (and core's checkout) uses instead of window.alert and window.confirm, which block the page,
// cannot be styled and read badly to assistive technology. Each is a modal <dialog> (WAI-ARIA dialog
// and alertdialog patterns): focus goes in, Escape cancels, focus returns to where it was.

import { trapFocus } from './focus-trap';

/** Spec 001 §9: width 350, padding 20 (style.css), hide fallback 600 ms, information 2000 ms. */
export const DIALOG = { width: 350, padding: 20, hideFallbackMs: 600, informationMs: 2000 } as const;

/** Spec 001 §4's confirmation styles: which buttons it offers. */
type ConfirmStyle = 'confirm-or-reject' | 'confirm-or-cancel' | 'confirm-only' | 'no-buttons';
export type ConfirmResult = 'confirmed' | 'rejected' | 'cancelled';

export interface DialogText {
  title?: string;
  message: string;
}

export interface ConfirmOptions extends DialogText {
  style?: ConfirmStyle;
  confirmText?: string;
  rejectText?: string;
  cancelText?: string;
}

const BUTTONS: Record<ConfirmStyle, ReadonlyArray<Exclude<ConfirmResult, never>>> = {
  'confirm-or-reject': ['rejected', 'confirmed'],
  'confirm-or-cancel': ['cancelled', 'confirmed'],
  'confirm-only': ['confirmed'],
  'no-buttons': [],
};

/**
 * Asks the visitor; resolves once the dialog is gone with what they chose. Escape (or the close of a
 * no-buttons dialog) is `cancelled`. Throws a TypeError on a style spec 001 §4 does not name.
 * @kept spec 001 §4's confirmation; its first callers are the owner's language disconnect (issue 20)
 */
export function confirmDialog(options: ConfirmOptions): Promise<ConfirmResult> {
  const style = options.style ?? 'confirm-or-cancel';
  if (!Object.hasOwn(BUTTONS, style)) throw new TypeError(`Unknown confirmation style "${String(style)}"`);
  const labels: Record<ConfirmResult, string> = {
    confirmed: options.confirmText ?? (style === 'confirm-or-reject' ? 'Yes' : style === 'confirm-only' ? 'OK' : 'Confirm'),
    rejected: options.rejectText ?? 'No',
    cancelled: options.cancelText ?? 'Cancel',
  };
  return open(options, {
    role: 'alertdialog',
    buttons: BUTTONS[style].map((result) => [labels[result], result]),
    closable: style === 'no-buttons',
  });
}

/** Tells the visitor something they must acknowledge (the checkout's "no cookies" message). */
export async function alertDialog(options: DialogText & { okText?: string }): Promise<void> {
  await open(options, { role: 'alertdialog', buttons: [[options.okText ?? 'OK', 'confirmed']] });
}

/** Tells the visitor something in passing: not modal, focus stays where it is, its message is a live
 *  status; it hides itself 2000 ms after it shows, or after the pointer or focus leaves it (or at
 *  Escape, or its Close button). */
export async function informationDialog(options: DialogText): Promise<void> {
  await open(options, { role: 'dialog', buttons: [], closable: true, autoHideMs: DIALOG.informationMs });
}

interface Shape {
  role: 'dialog' | 'alertdialog';
  buttons: ReadonlyArray<readonly [string, ConfirmResult]>;
  /** A Close button (`cancelled`). */
  closable?: boolean;
  /** Not modal, hidden after this long. */
  autoHideMs?: number;
}

function open({ title, message }: DialogText, { role, buttons, closable = false, autoHideMs }: Shape): Promise<ConfirmResult> {
  const modal = autoHideMs === undefined;
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const dialog = document.createElement('dialog');
  dialog.className = 'sr-dialog';
  dialog.setAttribute('role', role);
  const id = `sr-dialog-${Math.random().toString(36).slice(2, 8)}`;
  dialog.setAttribute(title ? 'aria-labelledby' : 'aria-label', title ? `${id}-title` : message);
  dialog.setAttribute('aria-describedby', `${id}-message`);
  if (title) dialog.append(element('h2', title, `${id}-title`));
  const text = element('p', message, `${id}-message`);
  if (!modal) text.setAttribute('role', 'status');
  dialog.append(text);
  const row = document.createElement('div');
  row.className = 'sr-dialog__buttons';
  dialog.append(row);

  return new Promise((resolve) => {
    let result: ConfirmResult | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (chosen: ConfirmResult): void => {
      if (result) return;
      result = chosen;
      clearTimeout(timer);
      hide(dialog, () => {
        if (modal && returnTo?.isConnected) returnTo.focus();
        resolve(chosen);
      });
    };
    for (const [label, chosen] of buttons) row.append(button(label, `sr-dialog__${chosen}`, () => finish(chosen)));
    if (closable) row.append(button('Close', 'sr-dialog__close', () => finish('cancelled')));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish('cancelled');
    });
    document.body.append(dialog);
    if (modal) {
      dialog.showModal();
      // A native modal lets Tab leave its last button for the browser's own controls: keep it inside.
      dialog.addEventListener('keydown', trapFocus({ container: dialog }));
      // The last button is the one that goes on (OK, Yes, Confirm): focus it, as the alertdialog pattern asks.
      (row.lastElementChild as HTMLElement | null)?.focus();
      return;
    }
    dialog.classList.add('sr-dialog--passing');
    dialog.show();
    // A dialog that is not modal gets no close request from Escape: listen for it while shown.
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      // Marked used, so it is never also a page shortcut, whether or not the dialog is still fading out.
      event.preventDefault();
      document.removeEventListener('keydown', onKey, true);
      finish('cancelled');
    };
    document.addEventListener('keydown', onKey, true);
    // WCAG 2.2.1: a visitor still reading it (the pointer on it, focus in it) holds it; it goes that
    // long after they leave it.
    let pointer = false;
    let focus = false;
    const arm = (): void => {
      clearTimeout(timer);
      if (pointer || focus) return;
      timer = setTimeout(() => {
        document.removeEventListener('keydown', onKey, true);
        finish('cancelled');
      }, autoHideMs);
    };
    const hold = (pointerIn: boolean, focusIn: boolean): void => {
      pointer = pointerIn;
      focus = focusIn;
      arm();
    };
    dialog.addEventListener('pointerenter', () => hold(true, focus));
    dialog.addEventListener('pointerleave', () => hold(false, focus));
    dialog.addEventListener('focusin', () => hold(pointer, true));
    dialog.addEventListener('focusout', (event) => hold(pointer, dialog.contains(event.relatedTarget as Node | null)));
    arm();
  });
}

/** Plays the closing animation, then removes the dialog; at 600 ms at the latest (no animationend when
 *  there is no animation, or under reduced motion). */
function hide(dialog: HTMLDialogElement, done: () => void): void {
  let gone = false;
  const remove = (): void => {
    if (gone) return;
    gone = true;
    dialog.close();
    dialog.remove();
    done();
  };
  dialog.classList.add('sr-dialog--hiding');
  dialog.addEventListener('animationend', remove, { once: true });
  setTimeout(remove, DIALOG.hideFallbackMs);
}

function element(tag: 'h2' | 'p', text: string, id: string): HTMLElement {
  const node = document.createElement(tag);
  node.id = id;
  node.className = `sr-dialog__${tag === 'h2' ? 'title' : 'message'}`;
  node.textContent = text;
  return node;
}

function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
  const node = document.createElement('button');
  node.type = 'button';
  node.className = className;
  node.textContent = label;
  node.addEventListener('click', onClick);
  return node;
}
