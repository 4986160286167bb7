// Which marked elements are the runtime's blocks: an element → its registry row. The entry's scan finds
// every marker; this table, in the blocks chunk, says which ones are ours.

import type { BlockRow, RowFor } from './rows';

/** By `data-block-type` first; a selector row also catches a builder block whose number we do not
 *  know (its class name, say), so it is tried when the number has no row. */
export function blockTable(rows: readonly BlockRow[]): RowFor {
  const byType = new Map<string, BlockRow>();
  const bySelector: Array<[selector: string, row: BlockRow]> = [];
  for (const row of rows) {
    if ('blockType' in row.match) byType.set(String(row.match.blockType), row);
    if ('selector' in row.match && row.match.selector) bySelector.push([row.match.selector, row]);
    else if ('markup' in row.match) bySelector.push([row.match.markup, row]);
  }
  return (el) => {
    const type = el.getAttribute('data-block-type');
    return (type === null ? undefined : byType.get(type)) ?? bySelector.find(([selector]) => el.matches(selector))?.[1];
  };
}
