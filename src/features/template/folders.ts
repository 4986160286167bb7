// Folders inside the builder's small-screen menus: a folder's link (7.1) or button (7.0 Brine) slides its
// panel in, the panel's Back slides it out. Each opener is a disclosure (aria-expanded, aria-controls);
// focus follows the panel: into it on open, back to its opener on Back or Escape.

import type { Marks } from './marks';

export interface Folder {
  /** What opens the panel (and, on the 7.0 overlay, also what closes it: its Back button). */
  openers: readonly HTMLElement[];
  panel: HTMLElement;
  isOpen(): boolean;
  setOpen(open: boolean): void;
}

// 7.1: `a[data-folder-id="/x"]` opens `[data-folder="/x"]`; the folder it sits in slides out (`--open`),
// the new one in (`--active`); the root panel is the active one to start with.
const ACTIVE = 'header-menu-nav-folder--active';
const SLID_OUT = 'header-menu-nav-folder--open';
// 7.0 Brine: `[data-controller-folder-toggle="x"]` toggles `[data-controller-folder="x"]`.
const BRINE_ACTIVE = 'is-active-folder';
const BRINE_HAS_ACTIVE = 'has-active-folder';

/** The folders of the menu, set up. */
export function findFolders(menu: HTMLElement, marks: Marks): Folder[] {
  return [...headerFolders(menu, marks), ...brineFolders(menu, marks)];
}

function headerFolders(menu: HTMLElement, marks: Marks): Folder[] {
  const panels = [...menu.querySelectorAll<HTMLElement>('[data-folder]')];
  const root = panels.find((panel) => panel.getAttribute('data-folder') === 'root');
  if (root) marks.toggleClass(root, ACTIVE, true);
  const folders: Folder[] = [];
  for (const link of menu.querySelectorAll<HTMLElement>('a[data-folder-id]')) {
    const panel = panels.find((one) => one.getAttribute('data-folder') === link.getAttribute('data-folder-id'));
    const parent = link.parentElement?.closest<HTMLElement>('[data-folder]');
    if (!panel || !parent) continue;
    folders.push(
      disclosure([link], panel, marks, {
        isOpen: () => panel.classList.contains(ACTIVE),
        setOpen: (open) => {
          marks.toggleClass(panel, ACTIVE, open);
          marks.toggleClass(parent, SLID_OUT, open);
        },
      }),
    );
  }
  return folders;
}

function brineFolders(menu: HTMLElement, marks: Marks): Folder[] {
  const folders: Folder[] = [];
  for (const panel of menu.querySelectorAll<HTMLElement>('[data-controller-folder]')) {
    const name = panel.getAttribute('data-controller-folder');
    const holder = panel.parentElement?.closest<HTMLElement>('[data-controller~="MobileOverlayFolders"]') ?? menu;
    const openers = [...holder.querySelectorAll<HTMLElement>('[data-controller-folder-toggle]')].filter(
      (toggle) => toggle.getAttribute('data-controller-folder-toggle') === name && !panel.contains(toggle),
    );
    if (openers.length === 0) continue;
    folders.push(
      disclosure(openers, panel, marks, {
        isOpen: () => panel.classList.contains(BRINE_ACTIVE),
        setOpen: (open) => {
          marks.toggleClass(panel, BRINE_ACTIVE, open);
          marks.toggleClass(holder, BRINE_HAS_ACTIVE, open);
        },
      }),
    );
  }
  return folders;
}

/** Each opener a disclosure button of `panel` (aria-controls, aria-expanded kept true to its state). */
export function disclosure(openers: HTMLElement[], panel: HTMLElement, marks: Marks, state: Pick<Folder, 'isOpen' | 'setOpen'>): Folder {
  const controls = marks.id(panel, 'sr-folder');
  const show = (open: boolean): void => {
    for (const opener of openers) marks.attr(opener, 'aria-expanded', String(open));
  };
  for (const opener of openers) marks.attr(opener, 'aria-controls', controls);
  show(state.isOpen());
  return {
    openers,
    panel,
    isOpen: state.isOpen,
    setOpen(open) {
      state.setOpen(open);
      show(open);
    },
  };
}

/** What closes an open folder from inside it: its Back control (7.1 `data-action="back"`, Brine's toggle). */
export function isBack(target: Element, folder: Folder): boolean {
  const back = target.closest('[data-action="back"], [data-controller-folder-toggle]');
  return back !== null && folder.panel.contains(back) && back.closest('[data-folder], [data-controller-folder]') === folder.panel;
}
