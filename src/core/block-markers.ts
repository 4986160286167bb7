// What marks a block on a page (ARCHITECTURE.md, the page contract): the entry's scan finds these, and
// the blocks chunk decides which of them are the runtime's.

/** Every marker a block can have. */
export const BLOCK_MARKERS = '[data-block-type],[data-block],[data-page-root]';
