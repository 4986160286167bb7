// The lightbox (spec 001 §1, §4, §9): one slide at a time over the page, as a modal dialog (WAI-ARIA
// dialog pattern, on <dialog>): focus moves in and stays, Escape or a click outside the image closes
// it, focus returns to the slide that opened it, and the page behind does not scroll. Shared by the
// gallery and the image block, which each give it their pictures as items.

import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { reportError } from '../../core/errors';
import { trapFocus } from '../../core/focus-trap';
import { loadImage } from '../../core/image-loader';
import * as texts from './texts';

/** Spec 001 §3: light or dark, otherwise dark. */
export type LightboxTheme = 'light' | 'dark';

/** One picture the lightbox shows: a builder image and its caption. */
export interface LightboxItem {
  /** Unique among the items: the figure is keyed by it. */
  id: string;
  image: { src: string; width: number; height: number; alt: string } | null;
  title: string;
  description: string;
}

/** Spec 001 §9. */
export const LIGHTBOX = { speed: 0.6, overlayOpacity: 0.95, keyThrottleMs: 200, edgeZone: 0.02 } as const;

/** Whether a key pressed at `at` (an event's timeStamp) moves: one move per interval. No key came before
 *  the first, so it always moves, even within the interval of the time origin (a fast engine opens the
 *  lightbox and takes a key 100 ms after navigation). */
export function keyThrottle(intervalMs: number): (at: number) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (at) => {
    if (at - last < intervalMs) return false;
    last = at;
    return true;
  };
}

interface LightboxProps {
  slides: readonly LightboxItem[];
  index: number;
  theme: LightboxTheme;
  onMove(step: 1 | -1): void;
  onClose(): void;
}

export function Lightbox({ slides, index, theme, onMove, onClose }: LightboxProps): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const [captionShown, setCaptionShown] = useState(false);
  const [keyMoves] = useState(() => keyThrottle(LIGHTBOX.keyThrottleMs));
  const captionId = useId();
  const slide = slides[index];

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (!node.open) node.showModal();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const trap = trapFocus({ container: node });
    node.addEventListener('keydown', trap);
    return () => {
      node.removeEventListener('keydown', trap);
      root.style.overflow = overflow;
      if (node.open) node.close();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: index is the slide shown: its image loads when it changes
  useEffect(() => {
    const img = dialog.current?.querySelector<HTMLImageElement>('.sr-lightbox__image');
    if (img) loadImage(img, { force: true }).catch((error: unknown) => reportError(error, 'lightbox'));
  }, [index]);

  if (!slide) return null;
  const count = slides.length;

  const onKeyDown = (event: KeyboardEvent): void => {
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (step === 0) return;
    event.preventDefault();
    // Held arrow keys repeat fast: one move per 200 ms.
    if (keyMoves(event.timeStamp)) onMove(step);
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>): void => {
    const target = event.target as Element;
    if (target.closest('button, a, .sr-lightbox__caption')) return;
    if (!target.closest('.sr-lightbox__image')) {
      onClose();
      return;
    }
    // A click near the screen's edge is a missed control, not a request to move.
    const edge = window.innerWidth * LIGHTBOX.edgeZone;
    if (event.clientX < edge || event.clientX > window.innerWidth - edge) return;
    const box = target.getBoundingClientRect();
    onMove(event.clientX < box.left + box.width / 2 ? -1 : 1);
  };

  const caption = [slide.title, slide.description].filter(Boolean);
  return (
    <dialog
      ref={dialog}
      className={`sr-lightbox sr-lightbox--${theme}`}
      aria-label={texts.LIGHTBOX}
      aria-describedby={caption.length > 0 ? captionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="sr-lightbox__frame">
        <p className="sr-lightbox__position">{texts.position(index, count)}</p>
        <figure className="sr-lightbox__figure" key={slide.id}>
          {slide.image && (
            <img
              className="sr-lightbox__image"
              data-src={slide.image.src}
              data-image-dimensions={`${slide.image.width}x${slide.image.height}`}
              data-load="false"
              width={slide.image.width}
              height={slide.image.height}
              alt={slide.image.alt}
            />
          )}
          {caption.length > 0 && (
            <figcaption className="sr-lightbox__caption" id={captionId} data-shown={captionShown}>
              {caption.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </figcaption>
          )}
        </figure>
        <div className="sr-lightbox__controls">
          <button type="button" className="sr-lightbox__close" onClick={onClose}>
            {texts.CLOSE}
          </button>
          {count > 1 && (
            <>
              <button type="button" className="sr-lightbox__previous" aria-label={texts.PREVIOUS} onClick={() => onMove(-1)} />
              <button type="button" className="sr-lightbox__next" aria-label={texts.NEXT} onClick={() => onMove(1)} />
            </>
          )}
          {caption.length > 0 && (
            <button
              type="button"
              className="sr-lightbox__caption-toggle"
              aria-expanded={captionShown}
              aria-controls={captionId}
              onClick={() => setCaptionShown((shown) => !shown)}
            >
              {captionShown ? texts.HIDE_CAPTION : texts.SHOW_CAPTION}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
