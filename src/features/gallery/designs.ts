// The gallery's layouts and their defaults (spec 001 §1, §9): which layout a block's `design` setting
// picks, and what each layout is before the block's own settings are applied.

export type LayoutName = 'base' | 'strip' | 'stacked' | 'grid' | 'autogrid' | 'autocolumns' | 'carousel' | 'list' | 'autorows';

/** Strip alignment of the active slide (spec 001 §4, §5). */
export type Alignment = 'start' | 'middle' | 'end';
/** What a click on the active slide of a strip or a stacked gallery does. */
export type ClickBehaviour = 'next' | 'previous' | 'none';
export type TransitionName = 'fade' | 'kenburns' | 'scroll' | 'none';

export interface Layout {
  name: LayoutName;
  /** One slide (or one group) shows at a time, moved by controls, keys, swipe and autoplay. */
  sliding: boolean;
  slidesPerRow: number;
  /** px between slides (autorows, carousel, grid) or columns (autogrid, autocolumns). */
  gutter: number;
  columnWidth: number;
  rowHeight: number;
  lightbox: boolean;
  transition: TransitionName;
  /** Seconds a move takes. */
  speed: number;
  alignment: Alignment;
  clickBehaviour: ClickBehaviour;
  /** Slides either side of the current one whose images load ahead. */
  preload: number;
}

const BASE: Layout = {
  name: 'base',
  sliding: false,
  slidesPerRow: 1,
  gutter: 0,
  columnWidth: 250,
  rowHeight: 250,
  lightbox: false,
  transition: 'none',
  speed: 0.5,
  alignment: 'middle',
  clickBehaviour: 'none',
  preload: 1,
};

/** Spec 001 §9 "Gallery defaults", one row a layout. */
const LAYOUTS: Readonly<Record<LayoutName, Layout>> = {
  base: BASE,
  strip: { ...BASE, name: 'strip', sliding: true, speed: 0.5, alignment: 'middle', clickBehaviour: 'next', transition: 'scroll' },
  stacked: { ...BASE, name: 'stacked', sliding: true, transition: 'fade', speed: 1, clickBehaviour: 'next' },
  grid: { ...BASE, name: 'grid', slidesPerRow: 4, lightbox: true },
  autogrid: { ...BASE, name: 'autogrid', columnWidth: 250, gutter: 0 },
  autocolumns: { ...BASE, name: 'autocolumns', columnWidth: 250, gutter: 0 },
  carousel: { ...BASE, name: 'carousel', sliding: true, slidesPerRow: 3, gutter: 1, transition: 'scroll' },
  list: { ...BASE, name: 'list' },
  autorows: { ...BASE, name: 'autorows', rowHeight: 250, gutter: 20, lightbox: true },
};

/** The block's `design` setting → its layout (spec 001 §1): anything unknown is the base layout. */
const DESIGN_LAYOUTS: Readonly<Record<string, LayoutName>> = {
  stacked: 'base',
  slider: 'strip',
  slideshow: 'stacked',
  grid: 'grid',
  autogrid: 'autogrid',
  autocolumns: 'autocolumns',
  carousel: 'carousel',
  list: 'list',
  autorows: 'autorows',
};

export function layoutNameOf(design: unknown): LayoutName {
  return (typeof design === 'string' && Object.hasOwn(DESIGN_LAYOUTS, design) ? DESIGN_LAYOUTS[design] : undefined) ?? 'base';
}

/** A layout by its own name; a name no layout has is a programming error, not bad block data. */
export function createLayout(name: string): Layout {
  if (!Object.hasOwn(LAYOUTS, name)) throw new Error(`These are not the gallery designs you are looking for: ${name}`);
  return LAYOUTS[name as LayoutName];
}

/** Ken Burns: how far a stacked slide zooms while it shows (spec 001 §9). */
export const KEN_BURNS_ZOOM = 1.075;

/** The thumbnail strip linked to a slideshow (spec 001 §9). */
export const THUMBNAIL_STRIP = { vSize: 10, aspect: 16 / 9, maxPadding: 5 } as const;

/** A slider (the strip layout) with no ratio of its own is this percent as high as it is wide (spec 001 §9). */
export const SLIDER_ASPECT_RATIO = 50;

export const AUTOPLAY_MS = 5000;

/** Spec 001 §4: a carousel shows 2 a row below 480 px (when it showed more than 1) and 3 below 724 px
 *  (when it showed more than 2). */
export function carouselPerRow(perRow: number, width: number): number {
  if (width < 480 && perRow > 1) return 2;
  if (width < 724 && perRow > 2) return 3;
  return perRow;
}

/** Spec 001 §9: autogrid and autocolumns fit as many columns of the column width as the gallery holds,
 *  each a whole number of pixels wide. */
/** Narrower columns are drawn this wide: a column width of 0.001 would ask the grid for a million tracks. */
const MIN_COLUMN_PX = 50;

export function columnsFor(width: number, columnWidth: number, gutter: number): { count: number; px: number } {
  const count = Math.max(1, Math.floor((width + gutter) / (Math.max(columnWidth, MIN_COLUMN_PX) + gutter)));
  return { count, px: Math.max(1, Math.floor((width - (count - 1) * gutter) / count)) };
}
