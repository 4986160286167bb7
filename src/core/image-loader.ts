// The one loader for the builder's images (`img[data-src][data-image-dimensions]`, no `src`): it
// reserves each box, then asks the image service for the smallest width that fills it (spec 001 §1, §4, §5, §9).
// The page watches every image with it (src/features/images); blocks that show their images
// themselves (`data-load="false"`) force theirs.

import { MOBILE_QUERY } from '../platform/breakpoints';
import { imageInvalidSource, imageNoImage, imageNoImages, imageNoRootNode, imageNotValidNode } from '../platform/strings';
import { reportError } from './errors';
import { isSafeNavigationUrl } from './url';

/** The widths the builder's image service renders, largest first (spec 001 §5). */
export const IMAGE_WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export type CropMode = 'cover' | 'contain';
type FitAlignment = 'top' | 'left' | 'center' | 'right' | 'bottom';

export interface Dimensions {
  width: number;
  height: number;
}

/** Where the subject sits, each axis from 0 (left, top) to 1 (right, bottom). */
export interface FocalPoint {
  x: number;
  y: number;
}

export interface WidthOptions {
  /** The screen's device pixels per CSS pixel. */
  pixelRatio: number;
  /** A non-negative factor on the box (default 1): 0.5 asks for half the pixels. */
  sizeAdjustment?: number;
  /** The visitor's connection asks to save data. */
  saveData?: boolean;
  /** This image may stay sharp on such a connection. */
  allowSaveData?: boolean;
}

export interface LoadOptions {
  /** Load even an image marked `data-load="false"`. */
  force?: boolean;
  /** Start another load of an image that is already loading. */
  concurrent?: boolean;
}

/** Spec 001 §9: images load when within 200px of the viewport. */
export const LAZY_MARGIN = '200px';
/** Spec 001 §9: image load concurrency 16, 1 on mobile (max width 432, platform/breakpoints.ts). */
const CONCURRENCY = 16;
const MOBILE_CONCURRENCY = 1;
/** Spec 001 §9: the gallery's resize debounce. */
const RESIZE_DEBOUNCE_MS = 150;

const SELECTOR = 'img[data-src][data-image-dimensions]';
const LOADING = 'data-image-loading';
const RESOLUTION = 'data-image-resolution';
const DEFAULT_FOCAL: FocalPoint = { x: 0.5, y: 0.5 };
const FIT_POSITIONS: Record<FitAlignment, string> = {
  top: '50% 0%',
  left: '0% 50%',
  center: '50% 50%',
  right: '100% 50%',
  bottom: '50% 100%',
};
/** Spec 001 §5's crop modes and their other names; `none` (or an empty mode) means no crop. */
const CROP_MODES: Record<string, CropMode | null> = {
  cover: 'cover',
  fill: 'cover',
  'content-fill': 'cover',
  contain: 'contain',
  fit: 'contain',
  'content-fit': 'contain',
  none: null,
  '': null,
};

/** The smallest listed width that covers `boxWidth` CSS pixels on this screen (2500 when none does). */
export function pickWidth(
  boxWidth: number,
  { pixelRatio, sizeAdjustment = 1, saveData = false, allowSaveData = false }: WidthOptions,
): ImageWidth {
  if (typeof sizeAdjustment !== 'number' || !(sizeAdjustment >= 0) || !Number.isFinite(sizeAdjustment)) {
    throw new TypeError(`Image size adjustment must be a non-negative number, not ${String(sizeAdjustment)}`);
  }
  const screenRatio = pixelRatio > 0 && Number.isFinite(pixelRatio) ? pixelRatio : 1;
  // Spec 001 §5: a data-saver connection gets CSS pixels only, unless the image is allowed more.
  const ratio = saveData && !allowSaveData ? Math.min(screenRatio, 1) : screenRatio;
  const wanted = Math.max(0, boxWidth || 0) * ratio * sizeAdjustment;
  for (let i = IMAGE_WIDTHS.length - 1; i >= 0; i--) {
    const width = IMAGE_WIDTHS[i] as ImageWidth;
    if (width >= wanted) return width;
  }
  return IMAGE_WIDTHS[0];
}

/** The address the image service answers at that width: `?format=750w`, other parameters kept. */
export function imageUrl(src: string, width: number): string {
  const hashAt = src.indexOf('#');
  const hash = hashAt < 0 ? '' : src.slice(hashAt);
  const rest = hashAt < 0 ? src : src.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  // Split by hand rather than through URL: a relative address stays relative.
  const params = new URLSearchParams(queryAt < 0 ? '' : rest.slice(queryAt + 1));
  params.set('format', `${width}w`);
  return `${queryAt < 0 ? rest : rest.slice(0, queryAt)}?${params}${hash}`;
}

/** `"2000x1333"` → `{ width: 2000, height: 1333 }`; null when missing, malformed or not positive. */
export function parseDimensions(value: string | null): Dimensions | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(value ?? '');
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** `"0.3,0.7"` → `{ x: 0.3, y: 0.7 }`, each clamped to [0, 1]; an unreadable axis is 0.5 (spec 001 §5). */
export function parseFocalPoint(value: string | null): FocalPoint {
  const [x, y] = (value ?? '').split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  return { x: unit(x, DEFAULT_FOCAL.x), y: unit(y, DEFAULT_FOCAL.y) };
}

function unit(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : fallback;
}

/**
 * How the image fills its box: from the nearest of the img and its ancestors that says so, by a
 * `data-mode` (fill, fit, none, or cover / contain / content-fill / content-fit) or by the builder's
 * `content-fill` / `content-fit` class (usually on the `a.image-slide-anchor` around it); a 7.1
 * section's background (`.section-background`) fills its section, as the builder's section script
 * asked its loader to. Null: no crop. Throws a TypeError on another `data-mode` (spec 001 §5: fit,
 * fill, none or null).
 */
export function cropMode(img: Element): CropMode | null {
  const holder = img.closest('[data-mode], .content-fill, .content-fit, .section-background');
  if (!holder) return null;
  const mode = holder.getAttribute('data-mode');
  if (mode === null) return holder.matches('.content-fill, .section-background') ? 'cover' : 'contain';
  const key = mode.trim().toLowerCase();
  if (!Object.hasOwn(CROP_MODES, key)) throw new TypeError(`Image loader mode must be fit, fill, none or null, not "${mode}"`);
  return CROP_MODES[key] ?? null;
}

/** Where a contained image sits in its box: `data-fit-alignment` on the img (spec 001 §5, default
 *  center), else the block's image position (§9: the start for the builder's `image-position-left`, the
 *  end for `-right`, the centre for any other). */
function fitAlignment(img: Element): FitAlignment {
  const value = img.getAttribute('data-fit-alignment')?.trim().toLowerCase() ?? '';
  if (Object.hasOwn(FIT_POSITIONS, value)) return value as FitAlignment;
  const position = img.closest('[class*="image-position-"]')?.className ?? '';
  return (/\bimage-position-(left|right)\b/.exec(position)?.[1] as FitAlignment | undefined) ?? 'center';
}

/**
 * Reserves the image's box before any image arrives: `width` and `height` attributes from its
 * dimensions (the browser maps them to an aspect ratio, so nothing shifts when it loads), and the
 * crop as `object-fit` / `object-position` (the focal point for cover, the fit alignment for contain).
 */
export function sizeBox(img: HTMLImageElement): void {
  const dimensions = parseDimensions(img.getAttribute('data-image-dimensions'));
  if (dimensions) {
    if (!img.hasAttribute('width')) img.setAttribute('width', String(dimensions.width));
    if (!img.hasAttribute('height')) img.setAttribute('height', String(dimensions.height));
  }
  const mode = cropMode(img);
  if (mode === null) return;
  img.style.objectFit = mode;
  if (mode === 'contain') {
    img.style.objectPosition = FIT_POSITIONS[fitAlignment(img)];
  } else {
    const focal = parseFocalPoint(img.getAttribute('data-image-focal-point'));
    img.style.objectPosition = `${percent(focal.x)} ${percent(focal.y)}`;
  }
}

function percent(fraction: number): string {
  return `${Math.round(fraction * 10000) / 100}%`;
}

/**
 * Loads each of `images` as loadImage does, each failure reported for `source` (never thrown): one
 * broken picture does not stop the rest. Rejects 'No images' (spec 001 §8) when there is no list at all.
 */
export async function loadImages(
  images: ArrayLike<HTMLImageElement> | null | undefined,
  options: LoadOptions = {},
  source = 'image-loader',
): Promise<void> {
  if (typeof images?.length !== 'number') throw new Error(imageNoImages);
  await Promise.all(Array.from(images, (img) => loadImage(img, options).catch((error: unknown) => reportError(error, source))));
}

/**
 * Loads the width of the image its box needs (spec 001 §4, §5): nothing for `data-load="false"` unless
 * forced; at once when an image is already loading unless `concurrent`; at once when the width it has
 * is as large. Marks the img `data-image-loading` meanwhile and `data-image-resolution="750w"` after.
 * Rejects with 'No image', 'not a valid node', 'Invalid or missing image source', or the failed URL.
 */
export async function loadImage(img: HTMLImageElement, { force = false, concurrent = false }: LoadOptions = {}): Promise<void> {
  if (img === null || img === undefined) throw new Error(imageNoImage);
  if (!isImageElement(img)) throw new TypeError(imageNotValidNode);
  const source = imageSource(img);
  if (source === null) throw new Error(imageInvalidSource);
  if (img.getAttribute('data-load') === 'false' && !force) return;
  const inFlight = img.getAttribute(LOADING);
  // Already loading: not again, but its markers settle when it ends, whoever started it (another copy
  // of this loader in another chunk, or the node this one was cloned from: a block's kept server HTML).
  if (inFlight !== null && !concurrent) return arrival(img, source, Number.parseInt(inFlight, 10));

  sizeBox(img);
  const width = pickWidth(neededWidth(img), {
    pixelRatio: window.devicePixelRatio,
    sizeAdjustment: sizeAdjustmentOf(img),
    saveData: (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true,
    allowSaveData: img.hasAttribute('data-allow-save-data') && img.getAttribute('data-allow-save-data') !== 'false',
  });
  const loaded = Number.parseInt(img.getAttribute(RESOLUTION) ?? '', 10);
  // The same image at this width or larger is already here: a smaller box never downloads again.
  if (loaded >= width && img.getAttribute('src') === imageUrl(source, loaded)) return;

  img.setAttribute(LOADING, `${width}w`);
  img.src = imageUrl(source, width);
  return arrival(img, source, width);
}

/** Resolves when the image at `width` has arrived (at once if it has), rejects when it failed; the
 *  markers follow, unless a later load replaced this one and owns them now. */
function arrival(img: HTMLImageElement, source: string, width: number): Promise<void> {
  const url = imageUrl(source, width);
  return new Promise<void>((resolve, reject) => {
    const settle = (failed: boolean): void => {
      img.removeEventListener('load', onLoad);
      img.removeEventListener('error', onError);
      const current = img.getAttribute('src') === url;
      if (current) img.removeAttribute(LOADING);
      if (failed) {
        reject(new Error(`Image failed to load: ${url}`));
      } else {
        if (current) img.setAttribute(RESOLUTION, `${width}w`);
        resolve();
      }
    };
    const onLoad = (): void => settle(false);
    const onError = (): void => settle(true);
    if (img.complete && img.getAttribute('src') === url) {
      settle(img.naturalWidth === 0);
    } else {
      img.addEventListener('load', onLoad);
      img.addEventListener('error', onError);
    }
  });
}

/** By node name, not instanceof: an img from another frame is an image too. */
function isImageElement(value: unknown): value is HTMLImageElement {
  return typeof value === 'object' && value !== null && (value as Node).nodeName === 'IMG';
}

/** `data-src` when it is an http(s) or relative address; never `javascript:`, `data:` or another scheme. */
function imageSource(img: HTMLImageElement): string | null {
  const src = img.getAttribute('data-src')?.trim() ?? '';
  if (src === '' || !isSafeNavigationUrl(src)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(src)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' ? src : null;
}

function sizeAdjustmentOf(img: HTMLImageElement): number {
  const value = img.getAttribute('data-size-adjustment');
  // An attribute that is there but unreadable must fail pickWidth's check, not pass as 1.
  return value === null ? 1 : value.trim() === '' ? Number.NaN : Number(value);
}

/**
 * The CSS width of image the box shows: its rendered width (else its parent's, else the image's own).
 * A cover crop in a box taller than the image's shape shows only a middle strip of a wider image.
 * Whole pixels: a 2000x1333 image covering a 300x200 box needs 300.08, and that is not worth 500w.
 */
function neededWidth(img: HTMLImageElement): number {
  const box = img.getBoundingClientRect();
  const dimensions = parseDimensions(img.getAttribute('data-image-dimensions'));
  const width = box.width || img.parentElement?.getBoundingClientRect().width || dimensions?.width || 0;
  const covered = dimensions && box.height > 0 && cropMode(img) === 'cover' ? (box.height * dimensions.width) / dimensions.height : 0;
  return Math.round(Math.max(width, covered));
}

export interface WatchOptions {
  /** Load `data-load="false"` images too (their block decided they are wanted): all of them, or those
   *  this says yes to, asked again as each one's turn comes (the template's loader: src/features/template/). */
  force?: boolean | ((img: HTMLImageElement) => boolean);
  /** Also watch the images added under `root` later (an island's render, the editing frame's). */
  live?: boolean;
}

/**
 * Loads every builder image under `root` as it comes within 200px of the viewport (`data-load="viewport"`:
 * once it is in the viewport itself; at once without an IntersectionObserver), at most 16 at a time (1 on
 * mobile), the rest in document order; every box is sized first. `data-load="false"` images are left to
 * whoever forces them. After a resize, loaded images whose box grew get a larger width. Errors are
 * reported, never thrown. Returns a stop: no more loads start (those in flight may finish).
 */
export function watchImages(root: ParentNode, { force = false, live = false }: WatchOptions = {}): () => void {
  if (root === null || root === undefined) throw new Error(imageNoRootNode);
  if (typeof root.querySelectorAll !== 'function') throw new TypeError(imageNotValidNode);
  const known = new Set<HTMLImageElement>();
  const forced = (img: HTMLImageElement): boolean => (typeof force === 'function' ? force(img) : force);
  const mobile = typeof matchMedia === 'function' ? matchMedia(MOBILE_QUERY) : undefined;
  const queue: HTMLImageElement[] = [];
  let inFlight = 0;
  let stopped = false;

  const pump = (): void => {
    while (!stopped && queue.length > 0 && inFlight < (mobile?.matches ? MOBILE_CONCURRENCY : CONCURRENCY)) {
      const img = queue.shift() as HTMLImageElement;
      inFlight += 1;
      loadImage(img, { force: forced(img) })
        .catch((error: unknown) => reportError(error, 'image-loader'))
        .finally(() => {
          inFlight -= 1;
          pump();
        });
    }
  };
  const enqueue = (img: HTMLImageElement): void => {
    if (stopped || queue.includes(img)) return;
    // Document order, whenever each was seen: the top of the page first.
    const at = queue.findIndex((queued) => img.compareDocumentPosition(queued) & Node.DOCUMENT_POSITION_FOLLOWING);
    queue.splice(at < 0 ? queue.length : at, 0, img);
    pump();
  };

  const observers = new Map<string, IntersectionObserver>();
  const observerFor = (margin: string): IntersectionObserver | undefined => {
    if (typeof IntersectionObserver !== 'function') return undefined;
    let observer = observers.get(margin);
    if (!observer) {
      observer = new IntersectionObserver(
        (entries, self) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            self.unobserve(entry.target);
            enqueue(entry.target as HTMLImageElement);
          }
        },
        { rootMargin: margin },
      );
      observers.set(margin, observer);
    }
    return observer;
  };
  const watch = (img: HTMLImageElement): void => {
    const mode = img.getAttribute('data-load');
    if (known.has(img) || (mode === 'false' && !forced(img))) return;
    known.add(img);
    attempt(() => sizeBox(img));
    const observer = observerFor(mode === 'viewport' ? '0px' : LAZY_MARGIN);
    if (observer) observer.observe(img);
    else enqueue(img);
  };
  const watchUnder = (node: ParentNode): void => {
    for (const img of node.querySelectorAll<HTMLImageElement>(SELECTOR)) watch(img);
  };
  watchUnder(root);

  // Images taken off the page (the editing frame removing a block, an island re-rendering) are
  // forgotten: held in `known`, a detached image would keep its whole removed tree alive.
  const forget = (): void => {
    for (const img of known) {
      if (img.isConnected) continue;
      known.delete(img);
      for (const observer of observers.values()) observer.unobserve(img);
      const queued = queue.indexOf(img);
      if (queued >= 0) queue.splice(queued, 1);
    }
  };
  const added = live && root instanceof Node ? new MutationObserver((records) => onAdded(records, watch, watchUnder, forget)) : undefined;
  added?.observe(root as Node, { childList: true, subtree: true });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = (): void => {
    clearTimeout(timer);
    // Only images that have arrived: loadImage asks for more pixels when the box grew, never fewer.
    timer = setTimeout(() => {
      for (const img of known) {
        if (!img.isConnected) known.delete(img);
        else if (img.hasAttribute(RESOLUTION)) enqueue(img);
      }
    }, RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', onResize, { passive: true });

  return () => {
    stopped = true;
    queue.length = 0;
    for (const observer of observers.values()) observer.disconnect();
    added?.disconnect();
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}

function onAdded(
  records: MutationRecord[],
  watch: (img: HTMLImageElement) => void,
  watchUnder: (node: ParentNode) => void,
  forget: () => void,
): void {
  if (records.some((record) => record.removedNodes.length > 0)) forget();
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      if (node.matches(SELECTOR)) watch(node as HTMLImageElement);
      else if (node.firstElementChild) watchUnder(node);
    }
  }
}

function attempt(run: () => void): void {
  try {
    run();
  } catch (error) {
    reportError(error, 'image-loader');
  }
}
