// The owner's header and footer editor: a modal <dialog> (WAI-ARIA dialog pattern) with the two as
// HTML in text areas, Cancel and Save. Save sends `PUT /api/site-header-footer`; the answer redraws
// the page's header and footer and closes the dialog; a refusal is an alert over it, and what the owner
// typed stays. Escape or Cancel closes it unsaved; focus returns to the control that opened it.

import { alertDialog } from '../../core/dialogs';
import * as text from '../../platform/strings';
import { type HeaderFooter, saveHeaderFooter } from './entity';

/** Resolves with the saved header and footer, or null when the owner closed the dialog unsaved. */
export function editHeaderFooter(entity: HeaderFooter, returnTo: HTMLElement): Promise<HeaderFooter | null> {
  const dialog = document.createElement('dialog');
  dialog.className = 'sr-dialog sr-hf';
  dialog.setAttribute('aria-labelledby', 'sr-hf-title');
  const form = document.createElement('form');
  const title = document.createElement('h2');
  title.id = 'sr-hf-title';
  title.className = 'sr-dialog__title';
  title.textContent = text.headerFooterTitle;
  const header = field('header', text.headerFooterHeader, entity.header);
  const footer = field('footer', text.headerFooterFooter, entity.footer);
  const buttons = document.createElement('div');
  buttons.className = 'sr-dialog__buttons';
  const cancel = button(text.headerFooterCancel, 'button');
  const save = button(text.headerFooterSave, 'submit');
  buttons.append(cancel, save);
  form.append(title, header.label, header.area, footer.label, footer.area, buttons);
  dialog.append(form);

  return new Promise((resolve) => {
    let busy = false;
    const close = (saved: HeaderFooter | null): void => {
      dialog.close();
      dialog.remove();
      if (returnTo.isConnected) returnTo.focus();
      resolve(saved);
    };
    cancel.addEventListener('click', () => busy || close(null));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      if (!busy) close(null);
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (busy) return;
      busy = true;
      save.setAttribute('aria-busy', 'true');
      saveHeaderFooter({ header: header.area.value, footer: footer.area.value })
        .then(close, (error: unknown) => alertDialog({ title: text.headerFooterNotSaved, message: messageOf(error) }))
        .finally(() => {
          busy = false;
          save.removeAttribute('aria-busy');
        });
    });
    document.body.append(dialog);
    dialog.showModal();
    header.area.focus();
  });
}

function field(name: string, label: string, value: string): { label: HTMLLabelElement; area: HTMLTextAreaElement } {
  const node = document.createElement('label');
  node.htmlFor = `sr-hf-${name}`;
  node.textContent = label;
  const area = document.createElement('textarea');
  area.id = `sr-hf-${name}`;
  area.name = name;
  area.rows = 5;
  area.spellcheck = false;
  area.value = value;
  return { label: node, area };
}

function button(label: string, type: 'button' | 'submit'): HTMLButtonElement {
  const node = document.createElement('button');
  node.type = type;
  node.textContent = label;
  return node;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
