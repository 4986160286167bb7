// The builder's navigation on a small screen, where its template script no longer runs
// (`chunks/template.nav`, loaded only on a page with one of its menus: ./menus.ts): the menu button
// opens and closes the menu, its folders open and go back, links close it, and the keyboard does all
// of it (WAI-ARIA disclosure: Enter and Space on the buttons, Escape closes and gives focus back); the
// 7.1 header's folder titles say whether their dropdown is open (./dropdowns.ts), and the 7.0 folders,
// in the header and in the menus, open and close (./nav-folders.ts).

import { watchDropdowns } from './dropdowns';
import { type Folder, findFolders, isBack } from './folders';
import { createMarks } from './marks';
import { findMenu, isOnScreen, type Menu } from './menu';
import { MENUS } from './menus';
import { startNavFolders } from './nav-folders';

interface Found {
  menu: Menu;
  folders: Folder[];
}

export function startNav(signal: AbortSignal): void {
  const marks = createMarks(signal);
  const found: Found[] = [];
  for (const markup of MENUS) {
    const menu = findMenu(markup, marks);
    if (menu) found.push({ menu, folders: findFolders(menu.menu, marks) });
  }
  watchDropdowns(marks, signal);
  // First: Escape in an open folder of a menu closes the folder, not the menu (onKey leaves a used key).
  startNavFolders(marks, signal);
  if (found.length === 0) return;
  document.addEventListener('click', (event) => onClick(event, found), { signal });
  document.addEventListener('keydown', (event) => onKey(event, found), { signal });
}

function onClick(event: MouseEvent, found: Found[]): void {
  const target = event.target;
  if (event.defaultPrevented || !(target instanceof Element)) return;
  for (const { menu, folders } of found) {
    for (const folder of folders) {
      if (folder.openers.some((opener) => opener.contains(target))) {
        event.preventDefault();
        folder.setOpen(!folder.isOpen());
        if (folder.isOpen()) focusFirst(folder.panel);
        return;
      }
      if (folder.isOpen() && isBack(target, folder)) {
        event.preventDefault();
        closeFolder(folder);
        return;
      }
    }
    const toggle = menu.toggles.find((one) => one.contains(target));
    if (toggle) {
      menu.use(toggle);
      // A checkbox's label toggles it by itself; the menu follows its change.
      if (menu.native) return;
      event.preventDefault();
      if (menu.isOpen()) close(menu, folders, false);
      else menu.setOpen(true);
      return;
    }
    if (!menu.isOpen()) continue;
    if (menu.closers.some((closer) => closer.contains(target))) {
      event.preventDefault();
      close(menu, folders, true);
    } else if (menu.menu.contains(target) && target.closest('a[href]')) {
      // A link followed: to another page the menu goes anyway; to a part of this one it must not stay.
      close(menu, folders, false);
    }
  }
}

function onKey(event: KeyboardEvent, found: Found[]): void {
  const target = event.target;
  if (event.defaultPrevented) return;
  if (event.key === 'Escape') {
    for (const { menu, folders } of found) {
      const folder = folders.find((one) => one.isOpen() && target instanceof Node && one.panel.contains(target));
      const open = folder ?? (menu.isOpen() ? menu : undefined);
      if (!open) continue;
      // Used: the page's own Escape shortcut (the site's login, src/features/account) leaves it be.
      event.preventDefault();
      return void (folder ? closeFolder(folder) : close(menu, folders, true));
    }
    return;
  }
  if ((event.key !== 'Enter' && event.key !== ' ') || !(target instanceof HTMLElement) || target.getAttribute('role') !== 'button') return;
  // What the template drew as a button (a div, a label) and this part made one: it answers as one does.
  const drawn = found.some(({ menu }) => menu.toggles.includes(target) || menu.closers.includes(target));
  if (!drawn || target instanceof HTMLButtonElement) return;
  event.preventDefault();
  target.click();
}

function close(menu: Menu, folders: Folder[], refocus: boolean): void {
  for (const folder of folders) if (folder.isOpen()) folder.setOpen(false);
  menu.setOpen(false);
  if (refocus) menu.opener()?.focus();
}

function closeFolder(folder: Folder): void {
  folder.setOpen(false);
  (folder.openers.find(isOnScreen) ?? folder.openers[0])?.focus();
}

function focusFirst(panel: HTMLElement): void {
  panel.querySelector<HTMLElement>('a[href], button, [tabindex="0"]')?.focus();
}
