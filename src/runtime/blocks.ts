// The blocks chunk (`chunks/blocks-<hash>.js`): what the runtime needs once a page has a marked block,
// and what a page without one never loads: the block table, the block features' chunk names, the
// block triggers and the turns blocks start in. So the entry stays the same size however many block rows the registry has.

import { publishImageOwners } from '../core/image-owners';
import { blockTable } from './block-table';
import { createBlockTriggers } from './block-triggers';
import { watchMovedClicks } from './moved-clicks';
import { BLOCKS } from './registry';
import type { BlocksChunk } from './rows';
import { inTurns, loadInTurns } from './turns';
import { watchUnmarked } from './unmarked';
import { stopUnsent } from './unsent';

/** Chunk name → content hash: the block features, their islands, and React. */
declare const __BLOCK_CHUNKS__: Record<string, string>;
/** The chunks of that table that import React. */
declare const __REACT_USERS__: string[];

const chunks: Readonly<Record<string, string>> = __BLOCK_CHUNKS__;
const reactUsers = new Set(__REACT_USERS__);

/** The addresses a chunk needs: its own and React's when it uses React (chunks import nothing else). */
function files(name: string): string[] {
  const names = reactUsers.has(name) ? [name, 'react'] : [name];
  return names.filter((one) => one in chunks).map((one) => new URL(`./${one}-${chunks[one]}.js`, import.meta.url).href);
}

const rowFor = blockTable(BLOCKS);
// The template's image loader waits for this before it loads a `data-load="false"` image in a block.
publishImageOwners((el) => rowFor(el)?.ownsImages === true);
/** The builder's parts without a marker (registry rows matched by `markup`). */
const UNMARKED = BLOCKS.flatMap((row) => ('markup' in row.match ? [row.match.markup] : [])).join(',');

const chunk: BlocksChunk = {
  rowFor,
  chunks,
  createBlockTriggers: (signal, tools) => {
    watchUnmarked(signal, BLOCKS, files);
    stopUnsent(signal);
    watchMovedClicks(signal);
    return createBlockTriggers(signal, { ...tools, files });
  },
  // The session starts the markers its scan found in turns, once, as this chunk arrives: the parts that
  // have none join them then (the entry stays as small as it is).
  inTurns: (items, run, signal) => {
    if (UNMARKED) for (const el of document.querySelectorAll<HTMLElement>(UNMARKED)) items.add(el);
    return inTurns(items, run, signal);
  },
  loadInTurns,
};

export default chunk;
