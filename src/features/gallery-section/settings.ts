// A 7.1 gallery section's settings, as the builder publishes them: its design in its class
// (`gallery-grid`, `gallery-masonry`, `gallery-strips`, `gallery-reel`, `gallery-slideshow`, …) and the
// rest as JSON in `data-props` (untrusted: each value is checked, a wrong one is the default).

import { readAspectRatio } from '../../core/aspect-ratio';
import { isRecord } from '../../core/guards';
import type { LightboxTheme } from '../../island/lightbox/Lightbox';

/** How the visitor goes through it: all at once (an image may open the lightbox), or a slide at a time. */
type SectionKind = 'static' | 'sliding';

export interface SectionSettings {
  /** The builder's design name, from its class: `grid`, `masonry`, `strips`, `reel`, `slideshow`, …. */
  design: string;
  kind: SectionKind;
  lightbox: boolean;
  /** Light or dark (lightboxTheme), otherwise dark, as a gallery block's (spec 001 §3). */
  lightboxTheme: LightboxTheme;
  /** Columns of a grid or masonry (numColumns). */
  columns: number | null;
  /** px between the images (gutter). */
  gutter: number;
  /** A strips gallery's row height, px (rowHeight). */
  rowHeight: number | null;
  /** Width over height of a grid's boxes (aspectRatio, a name as the builder gives it). */
  aspectRatio: number | null;
  /** A slideshow's time on each slide when it plays by itself, ms; null when it does not. */
  autoplay: number | null;
}

/** Designs shown a slide at a time, by their place in the builder's class names. */
const SLIDING = /(^|-)(slideshow|reel)$/;
const DESIGN_CLASS = /^gallery-([a-z]+(?:-[a-z]+)*)$/;
/** Data-props this long are no gallery's settings. */
const MAX_PROPS = 100_000;

/** Throws a TypeError naming what is wrong when `data-props` is not a JSON object. */
export function readSectionSettings(el: Element): SectionSettings {
  const design = designOf(el);
  const props = readProps(el.getAttribute('data-props'));
  return {
    design,
    kind: SLIDING.test(design) ? 'sliding' : 'static',
    lightbox: props['lightboxEnabled'] === true,
    lightboxTheme: props['lightboxTheme'] === 'light' ? 'light' : 'dark',
    columns: wholeNumber(props['numColumns']),
    gutter: Math.min(200, nonNegative(props['gutter']) ?? 0),
    rowHeight: nonNegative(props['rowHeight']) || null,
    aspectRatio: readAspectRatio(props['aspectRatio']),
    autoplay: readAutoplay(el, props),
  };
}

/** Spec 001 §9: a gallery's autoplay timeout, 5000 ms unless the builder sets its own. */
const AUTOPLAY_MS = 5000;

/**
 * Whether a slideshow plays by itself, and how long on each slide: `autoplayEnabled` (or `autoplay`) and
 * `autoplayDuration` (or `autoplaySpeed`), seconds as a gallery block's `autoplay-duration` (spec 001 §3),
 * in `data-props`; where the props say nothing, the section's own `data-autoplay` and
 * `data-autoplay-duration`. A duration out of 1 to 60 s is the default.
 */
function readAutoplay(el: Element, props: Record<string, unknown>): number | null {
  const flag = props['autoplayEnabled'] ?? props['autoplay'] ?? attributeFlag(el.getAttribute('data-autoplay'));
  if (flag !== true) return null;
  const raw = props['autoplayDuration'] ?? props['autoplaySpeed'] ?? Number(el.getAttribute('data-autoplay-duration') ?? Number.NaN);
  return typeof raw === 'number' && raw >= 1 && raw <= 60 ? raw * 1000 : AUTOPLAY_MS;
}

/** A data attribute as the builder writes a flag: present and empty, or "true"; "false" is off. */
function attributeFlag(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  return value === '' || value === 'true';
}

function designOf(el: Element): string {
  for (const name of el.classList) {
    const design = DESIGN_CLASS.exec(name)?.[1];
    if (design && !design.endsWith('-wrapper')) return design;
  }
  throw new TypeError('gallery section: no gallery-<design> class names its design');
}

function readProps(json: string | null): Record<string, unknown> {
  if (json === null) return {};
  if (json.length > MAX_PROPS) throw new RangeError(`gallery section: data-props is over ${MAX_PROPS} characters`);
  let props: unknown;
  try {
    props = JSON.parse(json);
  } catch (error) {
    throw new TypeError(`gallery section: data-props is not JSON (${String(error)})`);
  }
  if (!isRecord(props)) throw new TypeError('gallery section: data-props must be an object');
  return props;
}

function nonNegative(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

function wholeNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 12 ? value : null;
}
