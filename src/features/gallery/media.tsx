// One slide's picture or video, as every layout and the lightbox draw it. Its box is sized from the
// image's dimensions at render; the one image loader (src/core/image-loader.ts) fetches it when asked.

import {
  type CSSProperties,
  createContext,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useContext,
  useEffect,
  useId,
  useState,
} from 'react';
import { reportError } from '../../core/errors';
import { loadImage, watchImages } from '../../core/image-loader';
import { importPart } from '../../core/lazy-part';
import { $playingMedia } from '../../core/stores';
import type { Slide } from './slides';

type PinsPart = typeof import('./pins.lazy');

import * as texts from './texts';

const focalStyle = (focalPoint: string): string => {
  const [x = 0.5, y = 0.5] = focalPoint.split(',').map(Number);
  const percent = (value: number): string => `${Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0.5)) * 100)}%`;
  return `${percent(x)} ${percent(y)}`;
};

export function SlideImage({ slide, crop, className }: { slide: Slide; crop: boolean; className?: string }): ReactNode {
  const image = slide.image;
  if (!image) return null;
  // The box keeps the ratio the markup gives, not the arriving file's (rounded to its width): no shift.
  const style: CSSProperties = {
    aspectRatio: `${image.width} / ${image.height}`,
    objectFit: crop ? 'cover' : 'contain',
    objectPosition: crop ? focalStyle(image.focalPoint) : 'center',
  };
  return (
    <img
      className={className ?? 'thumb-image'}
      data-src={image.src}
      data-image-dimensions={`${image.width}x${image.height}`}
      data-image-focal-point={image.focalPoint}
      data-load="false"
      width={image.width}
      height={image.height}
      alt={image.alt}
      style={style}
    />
  );
}

interface SlideActionProps {
  slide: Slide;
  /** The button's name: the slide's title and place ("Harbour, 2 of 6"). */
  label: string;
  lightbox: boolean;
  onOpen(): void;
  children: ReactNode;
}

/** The site's pin button options (spec 000 §3, `pinterestOverlayOptions`): undefined, the usual case, draws
 *  none and fetches nothing. */
export const PinButtons = createContext<unknown>(undefined);
// A part that fails to come costs the pictures nothing: no pin buttons, and the console says why.
const SlidePin = lazy(() =>
  importPart<PinsPart>('gallery.pins').then(
    (part) => ({ default: part.SlidePin }),
    (error: unknown) => {
      reportError(error, 'island:gallery');
      return { default: () => null };
    },
  ),
);

/** What a slide's picture does when clicked, and its pin button after it (never inside a link or button). */
export function SlideAction(props: SlideActionProps): ReactNode {
  const options = useContext(PinButtons);
  return (
    <>
      <SlideOpener {...props} />
      {options !== undefined && props.slide.image && (
        <Suspense fallback={null}>
          <SlidePin options={options} image={props.slide.image} />
        </Suspense>
      )}
    </>
  );
}

/** The picture's click: follows its click-through link (a safe address, read so), opens the lightbox, or nothing. */
function SlideOpener({ slide, label, lightbox, onOpen, children }: SlideActionProps): ReactNode {
  if (slide.clickThroughUrl) {
    return (
      <a className="image-slide-anchor" href={slide.clickThroughUrl}>
        {children}
      </a>
    );
  }
  if (!lightbox) return <div className="image-slide-anchor">{children}</div>;
  return (
    <button
      type="button"
      className="image-slide-anchor"
      data-open-slide={slide.id}
      aria-haspopup="dialog"
      aria-label={label}
      onClick={onOpen}
    >
      {children}
    </button>
  );
}

/** A video slide: its picture with a play button until played, then the provider's frame, which goes
 *  again when the slide stops being current (`active` false) or another video or audio of the page
 *  starts (`$playingMedia`: one plays at a time, spec 001 §4). */
export function SlideVideo({ slide, active, onPlaying }: { slide: Slide; active: boolean; onPlaying(playing: boolean): void }): ReactNode {
  const [playing, setPlaying] = useState(false);
  const key = `gallery:${useId()}`;
  const url = slide.video?.embedUrl;
  useEffect(() => {
    if (!active) setPlaying(false);
  }, [active]);
  useEffect(() => onPlaying(playing), [playing, onPlaying]);
  useEffect(() => {
    if (!playing) return;
    $playingMedia.set(key);
    const unlisten = $playingMedia.listen((now) => now !== key && setPlaying(false));
    return () => {
      unlisten();
      if ($playingMedia.get() === key) $playingMedia.set(null);
    };
  }, [playing, key]);
  if (!url) return <p className="sr-gallery__invalid-video">{texts.INVALID_VIDEO}</p>;
  if (playing) {
    return <iframe className="sr-gallery__video" src={url} title={slide.title || texts.PLAY_VIDEO} allow="autoplay; fullscreen" />;
  }
  return (
    <div className="sr-gallery__video-poster">
      <SlideImage slide={slide} crop />
      <button
        type="button"
        className="sr-gallery__play"
        disabled={!active}
        aria-label={slide.title ? `${texts.PLAY_VIDEO}: ${slide.title}` : texts.PLAY_VIDEO}
        onClick={() => setPlaying(true)}
      />
    </div>
  );
}

/** A slide's caption, as the builder's markup has it; nothing when the block shows none or it has none. */
export function SlideMeta({ slide, shown }: { slide: Slide; shown: boolean }): ReactNode {
  if (!shown || !(slide.title || slide.description)) return null;
  return (
    <div className="meta">
      <div className="meta-inside">
        {slide.title && <p className="meta-title">{slide.title}</p>}
        {slide.description && <p className="meta-description">{slide.description}</p>}
      </div>
    </div>
  );
}

/** Loads the images of `root` as they near the viewport (the static layouts). */
export function useWatchedImages(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!root.current) return;
    return watchImages(root.current, { force: true });
  }, [root]);
}

/** Loads the images of the given slides now (a sliding layout's current and preloaded slides). */
export function loadSlides(root: HTMLElement | null, ids: readonly string[]): void {
  if (!root) return;
  for (const id of ids) {
    for (const img of root.querySelectorAll<HTMLImageElement>(`[data-slide-id="${CSS.escape(id)}"] img[data-src]`)) {
      loadImage(img, { force: true }).catch((error: unknown) => reportError(error, 'gallery'));
    }
  }
}
