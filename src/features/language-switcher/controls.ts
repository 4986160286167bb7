// The owner's controls as DOM: a fieldset of the provider's languages (checked: on the site; the
// original checked and fixed), "Save languages", the provider's state with "Disconnect translation"
// while connected, and a status line (role=status) that says what the last action did.

import * as text from '../../platform/strings';
import type { SiteLanguages } from './languages';

export interface Controls {
  root: HTMLElement;
  save: HTMLButtonElement;
  disconnect: HTMLButtonElement;
  status: HTMLElement;
  boxes(): HTMLInputElement[];
  /** Shows the site as the host now has it. */
  update(site: SiteLanguages): void;
}

export function buildControls(prefix: string, site: SiteLanguages): Controls {
  const root = document.createElement('div');
  root.className = 'sr-languages-owner';
  const fieldset = document.createElement('fieldset');
  const legend = document.createElement('legend');
  legend.textContent = text.languagesLegend;
  const save = button(text.languagesSave);
  const connection = document.createElement('p');
  const disconnect = button(text.languagesDisconnect);
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  root.append(fieldset, save, connection, disconnect, status);
  const update = (next: SiteLanguages): void => {
    fieldset.replaceChildren(legend, ...choices(prefix, next));
    connection.textContent = next.connected ? text.languagesConnected : text.languagesNotConnected;
    // Gone once disconnected: focus, if it was on it, goes to the status line's neighbour, Save.
    if (!next.connected && disconnect.isConnected) {
      const hadFocus = document.activeElement === disconnect;
      disconnect.remove();
      if (hadFocus) save.focus();
    }
  };
  update(site);
  return { root, save, disconnect, status, update, boxes: () => [...fieldset.querySelectorAll('input')] };
}

/** The codes the owner checked: the site's own first, in their order, then the ones added, in the
 *  provider's order (a language added goes at the end). */
export function chosenCodes(controls: Controls, site: SiteLanguages): string[] {
  const checked = new Set(
    controls
      .boxes()
      .filter((box) => box.checked)
      .map((box) => box.value),
  );
  const kept = site.languages.map((language) => language.code).filter((code) => checked.has(code));
  const added = [...checked].filter((code) => !kept.includes(code));
  return [...kept, ...added];
}

export function namesOf(site: SiteLanguages, codes: readonly string[]): string {
  const names = [...site.available, ...site.languages];
  return codes.map((code) => names.find((language) => language.code === code)?.name ?? code).join(', ');
}

function choices(prefix: string, site: SiteLanguages): HTMLElement[] {
  const on = new Set(site.languages.map((language) => language.code));
  // The provider's languages, and any the site has that the provider no longer lists.
  const all = [...site.available, ...site.languages.filter((language) => !site.available.some((a) => a.code === language.code))];
  return all.map(({ code, name }) => {
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.value = code;
    box.id = `${prefix}-language-${code}`;
    box.checked = on.has(code) || code === site.original;
    box.disabled = code === site.original;
    const words = document.createElement('span');
    words.lang = code;
    words.textContent = name;
    label.append(box, ' ', words);
    if (code === site.original) label.append(` ${text.languagesOriginal}`);
    return label;
  });
}

function button(label: string): HTMLButtonElement {
  const node = document.createElement('button');
  node.type = 'button';
  node.textContent = label;
  return node;
}
