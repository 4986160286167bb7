// The builder's images no block loads (spec 001 §1, §5, §9): every `img[data-src]` of the page as it
// nears the viewport, at the width its box needs, and those the template marks `data-load="false"` too
// (its own script loaded them: index and template sections, event, blog and product lists, a product's
// gallery, summary items, section backgrounds), unless they sit in a block whose feature loads its own
// (an image block, a gallery: core/image-owners.ts). Images added later (a summary's rendering, the
// editing frame's blocks) are watched as they arrive.

import { BLOCK_MARKERS } from '../../core/block-markers';
import { watchImages } from '../../core/image-loader';
import { type ImageOwners, whenImageOwnersKnown } from '../../core/image-owners';

/** Starts the loader; returns what stops it (loads in flight may finish). */
export function startImages(signal: AbortSignal): () => void {
  let owners: ImageOwners | undefined;
  const force = (img: HTMLImageElement): boolean => isTemplates(img, owners);
  let stop = watchImages(document.body, { live: true, force });
  // Until the blocks chunk says which blocks load their own, an image inside a block waits: once it
  // does, the page is looked at again (images already here at their width are not asked for twice).
  whenImageOwnersKnown((known) => {
    owners = known;
    stop();
    stop = watchImages(document.body, { live: true, force });
  }, signal);
  return () => stop();
}

/** True for an image outside every block, or inside blocks none of which loads its own (once known). */
function isTemplates(img: Element, owners: ImageOwners | undefined): boolean {
  for (let block = img.closest(BLOCK_MARKERS); block; block = block.parentElement?.closest(BLOCK_MARKERS) ?? null) {
    if (!owners || owners(block)) return false;
  }
  return true;
}
