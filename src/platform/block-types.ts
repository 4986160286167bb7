// Block types (spec 001 §3): the numbers in `data-block-type` markers. The spec says they run from 1 to 71
// but names only some; only those are here, so an unnamed number is "in range" yet has no name.

import { defineEnum, type EnumValue } from './enum';

export const BLOCK_TYPES = /* @__PURE__ */ defineEnum({
  NAVIGATION: 1,
  HTML: 2,
  IMAGE: 5,
  GALLERY: 8,
  FORM: 9,
  PRODUCT: 43,
  NEWSLETTER: 51,
  DONATION: 52,
  BUTTON: 53,
  MEMBER_AREA: 67,
  ACCORDION: 69,
  MARQUEE: 70,
  SHAPE: 71,
});
/** A block type the spec names. */
export type SpecBlockType = EnumValue<typeof BLOCK_TYPES>;

/** Numbers the spec leaves out, as the builder's published pages carry them (ARCHITECTURE.md, "The
 *  builder's published markup"). Kept apart so BLOCK_TYPES stays the spec's list to the letter. */
export const PUBLISHED_BLOCK_TYPES = /* @__PURE__ */ defineEnum({
  MAP: 4,
  SPACER: 21,
  EMBED: 22,
  CODE: 23,
  VIDEO: 32,
  AUDIO: 41,
  HORIZONTAL_RULE: 47,
  SOCIAL_LINKS: 54,
  // The spec names these blocks but gives no number: the builder's summary v2 is 55; the external
  // photo-gallery (the builder's Flickr, 500px, SmugMug galleries) is this project's pick (docs/blocks.md).
  SUMMARY_V2: 55,
  EXTERNAL_GALLERY: 27,
  // Issue 18: blocks the spec names (000 §1) with no number; this project's picks, not read off a
  // published page (docs/blocks.md, "Chart").
  SEARCH: 33,
  CHART: 62,
  SCALED_TEXT: 63,
  // The builder's tour dates block, as its published pages mark it (`tourdates-block`, data-block-type 59).
  TOUR_DATES: 59,
});

/** A block type with a known name: the spec's, or one the builder's pages use. */
export type BlockType = SpecBlockType | EnumValue<typeof PUBLISHED_BLOCK_TYPES>;

export function isNamedBlockType(value: unknown): value is BlockType {
  return BLOCK_TYPES.has(value) || PUBLISHED_BLOCK_TYPES.has(value);
}

/** The numeric range the spec gives for block types ("1 to 71"). */
export const BLOCK_TYPE_RANGE = { min: 1, max: 71 } as const;

export function isBlockTypeInRange(value: unknown): value is number {
  return isIntegerIn(value, BLOCK_TYPE_RANGE);
}

// Block variant types: the spec gives the range 1000 to 1019 and the variants' names in order, but not the
// number of each, and it does not name the two reservation variants. So there is no name ↔ number table:
// numbering them in order would be a guess (19 names for 20 numbers).
export const BLOCK_VARIANT_TYPE_RANGE = { min: 1000, max: 1019 } as const;

export function isBlockVariantType(value: unknown): value is number {
  return isIntegerIn(value, BLOCK_VARIANT_TYPE_RANGE);
}

/** The named block variants, in the spec's order, by the block they vary. */
export const BLOCK_VARIANTS = {
  gallery: ['slideshow', 'carousel', 'grid', 'stack'],
  summary: ['wall', 'carousel', 'list', 'grid'],
  chart: ['bar', 'line', 'pie'],
  image: ['inline', 'poster', 'card', 'overlap', 'collage', 'stack'],
} as const;

/** "two reservation types": counted by the spec, not named. */
export const BLOCK_VARIANT_RESERVATION_COUNT = 2;

function isIntegerIn(value: unknown, range: { readonly min: number; readonly max: number }): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;
}
