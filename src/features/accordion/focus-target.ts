// Where the accordion pattern's keys move focus among the headers (WAI-ARIA APG, accordion): the same
// for the island (Accordion.tsx) and the markup wired in place (wire.ts).

import { wrapIndex } from '../../core/wrap-index';

/** The header index a key moves focus to, from `index` of `count`; undefined for any other key. */
export function focusTarget(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowDown') return wrapIndex(index + 1, count);
  if (key === 'ArrowUp') return wrapIndex(index - 1, count);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
