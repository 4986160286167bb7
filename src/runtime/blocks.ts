// The blocks chunk (`chunks/blocks-<hash>.js`): what the runtime needs once a page has a marked block,
// and what a page without one never loads: the block table, the block features' chunk names, and the
// block triggers. So the entry stays the same size however many block rows the registry has.

import { blockTable } from './block-table';
import { createBlockTriggers } from './block-triggers';
import { BLOCKS } from './registry';
import type { BlocksChunk } from './rows';

declare const __BLOCK_CHUNKS__: Record<string, string>;

const chunk: BlocksChunk = { rowFor: blockTable(BLOCKS), chunks: __BLOCK_CHUNKS__, createBlockTriggers };

export default chunk;
