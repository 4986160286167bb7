// What a key does on a tab of the menu's tab list (WAI-ARIA APG, tabs with manual activation): the
// same for the island (Menu.tsx) and the server's tabs wired in place (tabs.ts).

import { wrapIndex } from '../../core/wrap-index';

/** The tab index a key moves focus to, `select` for Enter and Space, undefined for any other key. */
export function tabKey(key: string, index: number, count: number): number | 'select' | undefined {
  if (key === 'ArrowRight' || key === 'ArrowDown') return wrapIndex(index + 1, count);
  if (key === 'ArrowLeft' || key === 'ArrowUp') return wrapIndex(index - 1, count);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'Enter' || key === ' ') return 'select';
  return undefined;
}
