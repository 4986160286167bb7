// The 7.0 templates' navigation folders (a title and the list of its pages: ./menus.ts, NAV_FOLDERS), in
// the header and in the small-screen menus, as WAI-ARIA disclosures (the disclosure navigation pattern):
// the title is a button with aria-expanded and aria-controls; a click, Enter or Space opens and closes
// the list, the pointer over the folder opens it as the template's stylesheet did, and Escape, focus
// moving out or a click elsewhere closes it (Escape gives focus back to the title). Whether the list
// shows is ours (`data-sr-folder` on it, ./style.css): each template's stylesheet showed it its own way.
// Only lists the template's stylesheet hides at rest become disclosures: the others stay as they are.

import { disclosure, type Folder } from './folders';
import type { Marks } from './marks';
import { asButton } from './menu';
import { NAV_FOLDERS } from './menus';

const STATE = 'data-sr-folder';

/** Closed; open while the pointer is over it; open until closed (a click, a key). */
type Opened = 'closed' | 'hover' | 'held';

interface NavFolder extends Folder {
  item: HTMLElement;
  title: HTMLElement;
  opened: Opened;
}

export function startNavFolders(marks: Marks, signal: AbortSignal): void {
  const folders = findNavFolders(marks);
  if (folders.length === 0) return;
  const at = (target: EventTarget | null): NavFolder | undefined =>
    target instanceof Node ? folders.find((folder) => folder.item.contains(target)) : undefined;
  const set = (folder: NavFolder, opened: Opened): void => {
    folder.opened = opened;
    folder.setOpen(opened !== 'closed');
  };

  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const target = event.target;
      for (const folder of folders) {
        if (folder.title.contains(target)) {
          // The title opens its list, never the page it may link to (the list has that page).
          event.preventDefault();
          set(folder, folder.opened === 'held' ? 'closed' : 'held');
        } else if (folder.opened === 'held' && !folder.item.contains(target)) {
          set(folder, 'closed');
        }
      }
    },
    { signal },
  );
  document.addEventListener(
    'keydown',
    (event) => {
      const folder = at(event.target);
      if (!folder || event.defaultPrevented) return;
      if (event.key === 'Escape' && folder.isOpen()) {
        // Used: the menu around it (./nav.lazy.ts) stays open for this one.
        event.preventDefault();
        set(folder, 'closed');
        folder.title.focus();
      } else if ((event.key === 'Enter' || event.key === ' ') && event.target === folder.title && !answersKeys(folder.title, event.key)) {
        event.preventDefault();
        folder.title.click();
      }
    },
    { signal },
  );
  document.addEventListener(
    'focusout',
    (event) => {
      const folder = at(event.target);
      if (folder?.isOpen() && !folder.item.contains(event.relatedTarget as Node | null)) {
        set(folder, folder.item.matches(':hover') ? 'hover' : 'closed');
      }
    },
    { signal },
  );
  // A mouse or pen over the folder opens it, as the stylesheet's :hover did; touch has no hover.
  document.addEventListener(
    'pointerover',
    (event) => {
      const folder = at(event.target);
      if (folder && event.pointerType !== 'touch' && folder.opened === 'closed') set(folder, 'hover');
    },
    { signal },
  );
  document.addEventListener(
    'pointerout',
    (event) => {
      const folder = at(event.target);
      if (folder?.opened === 'hover' && !folder.item.contains(event.relatedTarget as Node | null)) set(folder, 'closed');
    },
    { signal },
  );
}

function findNavFolders(marks: Marks): NavFolder[] {
  const folders: NavFolder[] = [];
  for (const markup of NAV_FOLDERS) {
    for (const item of document.querySelectorAll<HTMLElement>(markup.item)) {
      const title = item.querySelector<HTMLElement>(`:scope > ${markup.title}`);
      const list = item.querySelector<HTMLElement>(`:scope > ${markup.list}`);
      if (!title || !list?.querySelector('a[href]') || !hiddenAtRest(item, list) || leadsElsewhere(title, list)) continue;
      asButton(title, marks);
      // A disclosure, not a menu: its list is links the Tab key reaches.
      marks.attr(title, 'aria-haspopup', null);
      marks.attr(list, STATE, 'closed');
      const folder = disclosure([title], list, marks, {
        isOpen: () => list.getAttribute(STATE) === 'open',
        setOpen: (open) => marks.attr(list, STATE, open ? 'open' : 'closed'),
      });
      folders.push({ ...folder, item, title, opened: 'closed' });
    }
  }
  return folders;
}

/** Whether the template shows the list only on demand (under the pointer, by its script). One it shows
 *  at rest (a side menu's, or any where the template's stylesheet is missing) is no folder to open:
 *  hiding it would take links away and move the page. */
function hiddenAtRest(item: HTMLElement, list: HTMLElement): boolean {
  // Under the pointer or the focus now: its stylesheet may be showing it for that.
  if (item.matches(':hover, :focus-within')) return true;
  const style = getComputedStyle(list);
  return style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0';
}

/** A title that links to a page its list does not have stays a link: that page is reached through it. */
function leadsElsewhere(title: HTMLElement, list: HTMLElement): boolean {
  if (!(title instanceof HTMLAnchorElement) || !title.hasAttribute('href')) return false;
  return ![...list.querySelectorAll<HTMLAnchorElement>('a[href]')].some((link) => link.href === title.href);
}

/** Whether the element does what the key asks by itself: a button both, a link Enter. */
function answersKeys(el: HTMLElement, key: string): boolean {
  return el instanceof HTMLButtonElement || (key === 'Enter' && el instanceof HTMLAnchorElement && el.hasAttribute('href'));
}
