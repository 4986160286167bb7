// The gallery block (8): every design of spec 001, drawn from the slides of the builder's markup with
// the same class names its server HTML has, so the page's CSS lays out both alike and the box stays.

import { type CSSProperties, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { wrapIndex } from '../../core/wrap-index';
import { Lightbox } from '../../island/lightbox/Lightbox';
import { addressFor, inEditingFrame } from './deep-link';
import { columnsFor, SLIDER_ASPECT_RATIO, THUMBNAIL_STRIP } from './designs';
import { PinButtons, SlideAction, SlideImage, SlideMeta, useWatchedImages } from './media';
import type { GallerySettings } from './props';
import { watchResize } from './resize';
import { Slider } from './Slider';
import type { Slide } from './slides';
import * as texts from './texts';

export interface GalleryProps {
  settings: GallerySettings;
  slides: readonly Slide[];
  /** The slide `?itemId=` selected on load (history), else 0. */
  startAt: number;
  /** The slide whose lightbox the address opens on load, else null. */
  openAt: number | null;
  /** The collection's full url, under which history writes `itemId`. */
  collectionUrl?: string | undefined;
  /** The site's `pinterestOverlayOptions` as published: with a mode that enables them, each picture gets a
   *  pin button (spec 000 §3), its code fetched only then (pins.lazy.tsx). */
  pinOptions?: unknown;
}

export function Gallery({ settings, slides, startAt, openAt, collectionUrl, pinOptions }: GalleryProps): ReactNode {
  const [index, setIndex] = useState(startAt);
  const [lightboxAt, setLightboxAt] = useState<number | null>(openAt);
  const [resizing, setResizing] = useState(false);
  const [width, setWidth] = useState(() => window.innerWidth);
  const opener = useRef<HTMLElement | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const { layout } = settings;

  useEffect(() => watchResize({}, setResizing, () => setWidth(window.innerWidth)), []);

  // History (spec 001 §1): the slide in view goes into the address, never from the editing frame.
  // A carousel's index is a group's, not a slide's: it writes none.
  const shown = lightboxAt ?? (layout.sliding && layout.name !== 'carousel' ? index : null);
  useEffect(() => {
    const slide = shown === null ? undefined : slides[shown];
    if (!settings.history || !slide || inEditingFrame()) return;
    window.history.replaceState(window.history.state, '', addressFor(slide, collectionUrl, window.location));
  }, [shown, slides, settings.history, collectionUrl]);

  const open = (slideIndex: number): void => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setLightboxAt(slideIndex);
  };
  const close = (): void => {
    setLightboxAt(null);
    // Back to the slide that opened it (or, opened from the address, to the slide itself).
    const slide = lightboxAt === null ? undefined : slides[lightboxAt];
    const target = opener.current?.isConnected
      ? opener.current
      : slide
        ? (root.current?.querySelector<HTMLElement>(`[data-open-slide="${CSS.escape(slide.id)}"]`) ?? null)
        : null;
    requestAnimationFrame(() => target?.focus());
  };

  const style = {
    '--sr-gallery-per-row': layout.slidesPerRow,
    '--sr-gallery-gutter': `${layout.gutter}px`,
    '--sr-gallery-column': `${layout.columnWidth}px`,
    '--sr-gallery-row': `${layout.rowHeight}px`,
    '--sr-gallery-speed': `${layout.speed}s`,
    '--sr-gallery-autoplay': `${settings.autoplayMs}ms`,
    '--sr-gallery-thumb-gap': `${settings.thumbnailPadding}px`,
    '--sr-gallery-thumb-size': settings.thumbnailHeight === null ? `${THUMBNAIL_STRIP.vSize}cqw` : `${settings.thumbnailHeight}px`,
    '--sr-gallery-thumb-aspect': THUMBNAIL_STRIP.aspect,
    '--sr-gallery-list-image': `${settings.listImageSize}%`,
    // A slider that no setting or class gives a ratio is 50% as high as it is wide (spec 001 §9).
    '--sr-gallery-slider-ratio': 100 / SLIDER_ASPECT_RATIO,
    ...ratioOf(settings),
  } as CSSProperties;
  const classes = [
    'sqs-gallery-container',
    `sqs-gallery-block-${settings.design}`,
    'sr-gallery',
    `sr-gallery--${layout.name}`,
    settings.showMeta ? `sqs-gallery-block-show-meta sqs-gallery-block-meta-position-${settings.metaPosition}` : '',
    settings.showMeta && settings.metaOnHover ? 'sqs-gallery-block-meta-hover' : '',
    resizing ? 'sr-gallery--resizing' : '',
  ];

  return (
    <div className="sqs-block-content" ref={root}>
      <div className={classes.filter(Boolean).join(' ')} style={style}>
        <PinButtons.Provider value={pinOptions}>
          {layout.sliding ? (
            <Slider settings={settings} slides={slides} width={width} index={index} onIndex={setIndex} onOpen={open} />
          ) : (
            <Grid settings={settings} slides={slides} onOpen={open} />
          )}
        </PinButtons.Provider>
      </div>
      {lightboxAt !== null && settings.lightbox && (
        <Lightbox
          slides={slides}
          index={lightboxAt}
          theme={settings.lightboxTheme}
          onMove={(step) => setLightboxAt((at) => (at === null ? at : wrapIndex(at + step, slides.length)))}
          onClose={close}
        />
      )}
    </div>
  );
}

/** The layouts that show every slide at once: base (stacked), grid, autogrid, autocolumns, autorows, list. */
function Grid({
  settings,
  slides,
  onOpen,
}: {
  settings: GallerySettings;
  slides: readonly Slide[];
  onOpen(index: number): void;
}): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  useWatchedImages(root);
  const columns = useColumns(root, settings);
  return (
    <div ref={root} className={`sqs-gallery sqs-gallery-design-${settings.design}`} style={columns}>
      {slides.map((slide, index) => (
        <div key={slide.id} className="slide" data-slide-id={slide.id} data-type={slide.type}>
          {/* Captions at the top come first, in reading order as on screen. */}
          <SlideMeta slide={slide} shown={settings.showMeta && settings.metaPosition === 'top'} />
          <div className="margin-wrapper" style={ratioStyle(slide)}>
            <SlideAction
              slide={slide}
              label={texts.openLabel(slide.title, index, slides.length)}
              lightbox={settings.lightbox}
              onOpen={() => onOpen(index)}
            >
              <SlideImage slide={slide} crop={settings.crop} />
            </SlideAction>
          </div>
          <SlideMeta slide={slide} shown={settings.showMeta && settings.metaPosition !== 'top'} />
        </div>
      ))}
    </div>
  );
}

function useColumns(root: RefObject<HTMLElement | null>, settings: GallerySettings): CSSProperties | undefined {
  const [width, setWidth] = useState(0);
  const measured = settings.layout.name === 'autogrid' || settings.layout.name === 'autocolumns';
  useEffect(() => {
    const node = root.current;
    if (!measured || !node || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, [root, measured]);
  if (!measured || width === 0) return undefined;
  const { count, px } = columnsFor(width, settings.layout.columnWidth, settings.layout.gutter);
  return { '--sr-gallery-columns': count, '--sr-gallery-column-px': `${px}px` } as CSSProperties;
}

/** The slides' box: the block's aspect ratio, else (a sliding gallery) its vSize, a height in percent of
 *  its width; neither: the builder's classes say it, or each image its own, or a slider's default. */
function ratioOf({ aspectRatio, vSize, layout }: GallerySettings): CSSProperties {
  const ratio = aspectRatio ?? (vSize !== null && layout.sliding ? 100 / vSize : null);
  return ratio === null ? {} : ({ '--sr-gallery-ratio': ratio } as CSSProperties);
}

/** autorows sizes each slide's width from its ratio at the row height. */
function ratioStyle(slide: Slide): CSSProperties | undefined {
  const image = slide.image;
  return image ? ({ '--sr-slide-ratio': image.width / image.height } as CSSProperties) : undefined;
}
