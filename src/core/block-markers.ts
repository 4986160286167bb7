// What marks a block on a page (ARCHITECTURE.md, the page contract): the entry's scan finds these, and
// the blocks chunk decides which of them are the runtime's.

/** Every marker a block can have. */
export const BLOCK_MARKERS = '[data-block-type],[data-block],[data-page-root]';

/** The builder's 7.1 gallery sections: no marker of theirs, only their controller and settings (registry
 *  row `markup`; the template feature marks them so the scan finds them, src/features/template/sections.ts). */
export const GALLERY_SECTIONS = '[data-controller^="Gallery"][data-props]';
