// The gallery block's settings (spec 001 §3 "Gallery block data", validated per §5), read from its
// `data-block-json` as the builder publishes it. Its slides live in the markup (slides.ts).

import { readAspectRatio } from '../../core/aspect-ratio';
import { isRecord } from '../../core/guards';
import type { LightboxTheme } from '../../island/lightbox/Lightbox';
import {
  type Alignment,
  AUTOPLAY_MS,
  type ClickBehaviour,
  createLayout,
  type Layout,
  layoutNameOf,
  THUMBNAIL_STRIP,
  type TransitionName,
} from './designs';
import { parseBoundaries, parseSnapPoint } from './swipe';

export interface GallerySettings {
  /** The block's own design name (`grid`, `slideshow`, …), for its class names. */
  design: string;
  layout: Layout;
  /** Width over height of every slide's box; null: each image's own (`Auto`). */
  aspectRatio: number | null;
  /** Crop images to fill their box (cover) rather than fit inside it. */
  crop: boolean;
  lightbox: boolean;
  lightboxTheme: LightboxTheme;
  autoplay: boolean;
  autoplayRandom: boolean;
  autoplayMs: number;
  /** A slideshow's linked thumbnail strip. */
  thumbnails: boolean;
  squareThumbs: boolean;
  /** px between thumbnails, at most 5. */
  thumbnailPadding: number;
  showMeta: boolean;
  loop: boolean;
  /** Write the current slide into the address as `itemId` (outside the editing frame). */
  history: boolean;
  /** `vSize`: a sliding gallery's height in percent of its width (as the thumbnail strip's vSize of 10
   *  is); null: from the aspect ratio. */
  vSize: number | null;
  /** `mixedContent`: video slides play; off, each shows as the picture it has. */
  mixedContent: boolean;
  /** `listImageSize`: the list layout's image column, percent of the width. */
  listImageSize: number;
  /** `thumbnail-strip-height`: px high the linked thumbnails are; null: the strip's vSize (10% of the width). */
  thumbnailHeight: number | null;
  /** `meta-position`: where the captions sit, over (top, middle) or under (bottom) the picture. */
  metaPosition: MetaPosition;
  /** `show-meta-on-hover`: captions show while the pointer (or focus) is on the slide. */
  metaOnHover: boolean;
}

type MetaPosition = 'top' | 'middle' | 'bottom';

/** The list layout's image column when the block names none (its default 40%, the 2fr of 2fr 3fr). */
export const LIST_IMAGE_SIZE = 40;

export function parseGallery(raw: unknown): GallerySettings {
  if (!isRecord(raw)) throw new TypeError('gallery: the block data must be an object');
  const design = raw['design'] ?? 'stacked';
  if (typeof design !== 'string') throw new TypeError('gallery: "design" must be a string');
  const base = createLayout(layoutNameOf(design));
  const layout: Layout = {
    ...base,
    slidesPerRow: positiveInteger(raw['slidesPerRow'] ?? raw['thumbnails-per-row'], base.slidesPerRow, 'slidesPerRow'),
    gutter: nonNegative(raw['gutter'] ?? raw['padding'], base.gutter, 'gutter'),
    columnWidth: columnWidth(raw['columnWidth'], base.columnWidth),
    rowHeight: nonNegative(raw['rowHeight'], base.rowHeight, 'rowHeight'),
    alignment: alignment(raw['active-alignment'], base.alignment),
    clickBehaviour: clickBehaviour(raw['active-click'], base.clickBehaviour),
    transition: transition(raw['transition'], base.transition),
    speed: tweenDuration(raw['speed'], base.speed),
    preload: nonNegative(raw['preload'], base.preload, 'preload'),
  };
  if (raw['swipe-boundaries'] !== undefined) parseBoundaries(raw['swipe-boundaries']);
  if (raw['snap-points'] !== undefined) [raw['snap-points']].flat().forEach(parseSnapPoint);
  const autoplaySeconds = raw['autoplay-duration'];
  return {
    // It becomes a class name: a name no class can be is the base layout's, which it maps to anyway.
    design: /^[a-z0-9-]+$/i.test(design) ? design : 'stacked',
    layout,
    aspectRatio: aspectRatio(raw['imageAspectRatio'] ?? raw['aspect-ratio']),
    crop: raw['auto-crop'] !== false,
    lightbox: typeof raw['lightbox'] === 'boolean' ? raw['lightbox'] : layout.lightbox,
    lightboxTheme: raw['lightboxTheme'] === 'light' ? 'light' : 'dark',
    autoplay: raw['autoplay'] === true && layout.sliding,
    autoplayRandom: raw['autoplay-random'] === true,
    autoplayMs: autoplaySeconds === undefined ? AUTOPLAY_MS : autoplayMs(positive(autoplaySeconds, 'autoplay-duration')),
    thumbnails: raw['thumbnails'] === true && layout.name === 'stacked',
    squareThumbs: raw['square-thumbs'] === true,
    thumbnailPadding: Math.min(
      THUMBNAIL_STRIP.maxPadding,
      nonNegative(raw['thumbnail-strip-margin'], THUMBNAIL_STRIP.maxPadding, 'thumbnail-strip-margin'),
    ),
    showMeta: raw['show-meta'] === true,
    // Loops unless told not to; a carousel moves by groups and stops at its ends (spec 001 §4).
    loop: raw['loop'] !== false && layout.name !== 'carousel',
    history: raw['history'] === true,
    vSize: optionalPositive(raw['vSize'], 'vSize'),
    mixedContent: raw['mixedContent'] !== false,
    listImageSize: Math.min(100, optionalPositive(raw['listImageSize'], 'listImageSize') ?? LIST_IMAGE_SIZE),
    thumbnailHeight: optionalPositive(raw['thumbnail-strip-height'], 'thumbnail-strip-height'),
    metaPosition: metaPosition(raw['meta-position']),
    metaOnHover: raw['show-meta-on-hover'] === true,
  };
}

/** null (the builder publishes `"vSize":null`) or nothing: not set. */
function optionalPositive(value: unknown, name: string): number | null {
  return value === undefined || value === null ? null : positive(value, name);
}

/** The builder's words for it (`center` is the middle); anything else under the picture, where the
 *  captions take no part of it. */
function metaPosition(value: unknown): MetaPosition {
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (word === 'top') return 'top';
  if (word === 'middle' || word === 'center' || word === 'centre') return 'middle';
  return 'bottom';
}

/** Autoplay turns a slide at most once a second (faster would be a render loop, and nobody could see a
 *  slide) and at least once a day (a timer past 2^31 ms fires at once). */
export const AUTOPLAY_LIMITS_MS = { min: 1000, max: 86_400_000 } as const;

function autoplayMs(seconds: number): number {
  return Math.min(Math.max(seconds * 1000, AUTOPLAY_LIMITS_MS.min), AUTOPLAY_LIMITS_MS.max);
}

function positive(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    throw new TypeError(`gallery: "${name}" must be a positive number`);
  return value;
}

function positiveInteger(value: unknown, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || (value as number) < 1) throw new TypeError(`gallery: "${name}" must be a positive integer`);
  return value as number;
}

function nonNegative(value: unknown, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw new TypeError(`gallery: "${name}" must be a non-negative number`);
  return value;
}

/** Spec 001 §5: a positive number; a string is read as an integer. */
function columnWidth(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const width = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  if (typeof width !== 'number' || !Number.isFinite(width) || width <= 0) {
    throw new TypeError(`gallery: "columnWidth" must be a positive number (got ${JSON.stringify(value)})`);
  }
  return width;
}

/** Spec 001 §5's names, and the builder's own for them: `center` is the middle, `left` the start and
 *  `right` the end (its editor offers left, center and right). */
const ALIGNMENT_WORDS: Readonly<Record<string, Alignment>> = {
  start: 'start',
  left: 'start',
  middle: 'middle',
  center: 'middle',
  centre: 'middle',
  end: 'end',
  right: 'end',
};

function alignment(value: unknown, fallback: Alignment): Alignment {
  if (value === undefined || value === null) return fallback;
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (Object.hasOwn(ALIGNMENT_WORDS, word)) return ALIGNMENT_WORDS[word] as Alignment;
  throw new TypeError(`gallery: strip alignment must be start, middle or end (got ${JSON.stringify(value)})`);
}

function clickBehaviour(value: unknown, fallback: ClickBehaviour): ClickBehaviour {
  if (value === undefined) return fallback;
  if (value === 'next' || value === 'previous' || value === 'none') return value;
  throw new TypeError(`gallery: "active-click" must be next, previous or none (got ${JSON.stringify(value)})`);
}

const TRANSITIONS: readonly TransitionName[] = ['fade', 'kenburns', 'scroll', 'none'];

function transition(value: unknown, fallback: TransitionName): TransitionName {
  if (value === undefined) return fallback;
  if (TRANSITIONS.includes(value as TransitionName)) return value as TransitionName;
  throw new Error(`Could not find transition named ${String(value)}`);
}

/** Spec 001 §5: a tween's duration is a finite number. */
function tweenDuration(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw new TypeError('gallery: tween duration must be a finite number');
  return value;
}

/** `Auto` (or nothing): each image keeps its own ratio. Else a name (`widescreen`, `four-three`),
 *  `16:9` or a number. */
function aspectRatio(value: unknown): number | null {
  if (value === undefined || value === null || value === 'Auto' || value === 'auto' || value === 'original') return null;
  const ratio = readAspectRatio(value);
  if (ratio !== null) return ratio;
  throw new TypeError(`gallery: unknown aspect ratio ${JSON.stringify(value)}`);
}
