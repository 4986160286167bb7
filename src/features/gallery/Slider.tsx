// The sliding layouts: stacked (a slideshow), strip (a slider) and carousel (groups of slides), as the
// WAI-ARIA carousel pattern has them: a rotation control first when autoplay is on, "Previous slide"
// and "Next slide", slides as groups labelled "n of N", and rotation paused while focus is inside.

import { type CSSProperties, type KeyboardEvent, type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { $reducedMotion } from '../../core/environment-stores';
import { useStore } from '../../island/use-store';
import { carouselPerRow, KEN_BURNS_ZOOM } from './designs';
import { loadSlides, SlideAction, SlideImage, SlideMeta, SlideVideo, useWatchedImages } from './media';
import type { GallerySettings } from './props';
import { SCROLL_TWEEN, scrollTarget, tweenScroll } from './scroll-tween';
import { canMove, type IndexState, type Move, moveBy, moveTo, preloadIndexes, randomOther } from './slide-index';
import type { Slide } from './slides';
import * as texts from './texts';
import { canHover, useAutoplay } from './use-autoplay';
import { useSwipe } from './use-swipe';

interface SliderProps {
  settings: GallerySettings;
  slides: readonly Slide[];
  /** Window width, settled after resizes. */
  width: number;
  index: number;
  onIndex(index: number): void;
  onOpen(slideIndex: number): void;
}

export function Slider({ settings, slides, width, index, onIndex, onOpen }: SliderProps): ReactNode {
  const { layout } = settings;
  const root = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const reducedMotion = useStore($reducedMotion);
  const perRow = layout.name === 'carousel' ? carouselPerRow(layout.slidesPerRow, width) : 1;
  const count = Math.ceil(slides.length / perRow);
  const current = Math.min(index, count - 1);
  const [moving, setMoving] = useState(false);
  const [rotating, setRotating] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [videoPlaying, setVideoPlaying] = useState(false);
  const autoplay = settings.autoplay && !reducedMotion;

  const movingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(movingTimer.current), []);

  // The linked thumbnail strip, while it scrolls to a thumbnail: the slideshow does not go elsewhere.
  const [stripTarget, setStripTarget] = useState<number | undefined>(undefined);
  const state: IndexState = { index: current, count, loop: settings.loop, moving, linkedTarget: stripTarget };
  const apply = (move: Move): void => {
    if (move.kind !== 'moved') return;
    onIndex(move.index);
    const seconds = reducedMotion || layout.transition === 'none' ? 0 : layout.speed;
    if (seconds === 0) return;
    setMoving(true);
    clearTimeout(movingTimer.current);
    movingTimer.current = setTimeout(() => setMoving(false), seconds * 1000);
  };
  const step = (direction: 1 | -1): void => apply(moveBy(state, direction));
  const swipe = useSwipe(count > 1, step);

  useAutoplay(autoplay && rotating && !hovered && !focused && !videoPlaying && count > 1, settings.autoplayMs, () =>
    apply(settings.autoplayRandom ? moveTo(state, randomOther(current, count, Math.random())) : moveBy({ ...state, loop: true }, 1)),
  );

  // The current slides and those either side load; the rest wait until they are near.
  useLayoutEffect(() => {
    const groups = preloadIndexes(current, count, layout.preload, settings.loop);
    loadSlides(
      root.current,
      groups.flatMap((group) => slides.slice(group * perRow, group * perRow + perRow).map((slide) => slide.id)),
    );
  }, [current, count, perRow, slides, layout.preload, settings.loop]);

  const [stripShift, setStripShift] = useState(0);
  // The first layout takes no transition: the strip does not slide into place as it wakes.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setSettled(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  // A strip aligns its active slide to the start, middle or end of the view (spec 001 §4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: width is the window's, which sizes the view measured here
  useLayoutEffect(() => {
    if (layout.name !== 'strip' || !track.current) return;
    const slide = track.current.children[current] as HTMLElement | undefined;
    const view = track.current.parentElement?.clientWidth ?? 0;
    if (!slide) return;
    const room = view - slide.offsetWidth;
    const lead = layout.alignment === 'start' ? 0 : layout.alignment === 'middle' ? room / 2 : room;
    setStripShift(slide.offsetLeft - lead);
  }, [current, layout.name, layout.alignment, width]);

  const onKeyDown = (event: KeyboardEvent): void => {
    // Spec 001 §9: left 37, right 39; the keyboard is off while autoplay runs.
    if (autoplay && rotating) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if ((event.target as Element).closest('input, textarea, select, iframe')) return;
    event.preventDefault();
    step(event.key === 'ArrowLeft' ? -1 : 1);
  };

  const clickSlide = (slideIndex: number): void => {
    const group = Math.floor(slideIndex / perRow);
    if (group !== current && layout.name === 'strip') apply(moveTo(state, group));
    else if (settings.lightbox) onOpen(slideIndex);
    else if (layout.clickBehaviour === 'next') step(1);
    else if (layout.clickBehaviour === 'previous') step(-1);
  };

  const onPlaying = useCallback((playing: boolean) => setVideoPlaying(playing), []);
  const enabled = canMove(state);
  const controlsShown = count > 1;
  const duration = swipe.settle ?? (reducedMotion ? 0 : layout.speed);
  const trackStyle: CSSProperties = {
    transitionDuration: !settled || swipe.offset !== 0 ? '0s' : `${duration}s`,
    transform:
      layout.name === 'stacked'
        ? undefined
        : layout.name === 'strip'
          ? `translateX(${-stripShift + swipe.offset}px)`
          : `translateX(calc(${-current} * (100% + var(--sr-gallery-gutter)) + ${swipe.offset}px))`,
  };

  return (
    <section
      ref={root}
      className="sr-gallery__slider"
      aria-roledescription="carousel"
      aria-label={texts.GALLERY}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => event.pointerType !== 'touch' && canHover() && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(!(event.target as Element).closest('.sr-gallery__rotation'))}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setFocused(false)}
    >
      {(controlsShown || autoplay) && (
        <div className="sr-gallery__controls">
          {autoplay && (
            <button type="button" className="sr-gallery__rotation" onClick={() => setRotating((on) => !on)}>
              {rotating ? texts.STOP_ROTATION : texts.START_ROTATION}
            </button>
          )}
          {controlsShown && (
            <>
              {/* aria-disabled, not disabled: a control that reaches an end keeps the keyboard's focus. */}
              <button
                type="button"
                className="sr-gallery__previous"
                aria-label={texts.PREVIOUS}
                aria-disabled={!enabled.previous || undefined}
                onClick={() => enabled.previous && step(-1)}
              />
              <button
                type="button"
                className="sr-gallery__next"
                aria-label={texts.NEXT}
                aria-disabled={!enabled.next || undefined}
                onClick={() => enabled.next && step(1)}
              />
            </>
          )}
        </div>
      )}
      <div className="sr-gallery__viewport" {...swipe.handlers}>
        <div
          ref={track}
          className="sqs-gallery sr-gallery__track"
          aria-live={autoplay && rotating ? 'off' : 'polite'}
          data-moving={moving || undefined}
          style={trackStyle}
        >
          {slides.map((slide, slideIndex) => {
            const group = Math.floor(slideIndex / perRow);
            const active = group === current;
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the slide's own button (or the gallery's keys) does this by keyboard
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group with a role description
              <div
                key={slide.id}
                className="slide"
                data-slide-id={slide.id}
                data-type={slide.type}
                data-active={active || undefined}
                role="group"
                aria-roledescription="slide"
                aria-label={texts.position(slideIndex, slides.length)}
                inert={layout.name === 'strip' ? undefined : !active}
                onClick={(event) => !(event.target as Element).closest('button, a, iframe') && clickSlide(slideIndex)}
              >
                <SlideBody
                  slide={slide}
                  label={texts.openLabel(slide.title, slideIndex, slides.length)}
                  active={active}
                  settings={settings}
                  onOpen={() => clickSlide(slideIndex)}
                  onPlaying={onPlaying}
                />
                <SlideMeta slide={slide} shown={settings.showMeta} />
              </div>
            );
          })}
        </div>
      </div>
      {settings.thumbnails && (
        <Thumbnails
          slides={slides}
          current={current}
          square={settings.squareThumbs}
          onPick={(target) => apply(moveTo(state, target))}
          onTween={setStripTarget}
        />
      )}
    </section>
  );
}

interface SlideBodyProps {
  slide: Slide;
  label: string;
  active: boolean;
  settings: GallerySettings;
  onOpen(): void;
  onPlaying(playing: boolean): void;
}

function SlideBody({ slide, label, active, settings, onOpen, onPlaying }: SlideBodyProps): ReactNode {
  if (slide.type === 'video') return <SlideVideo slide={slide} active={active} onPlaying={onPlaying} />;
  const zoom = settings.layout.transition === 'kenburns' ? { '--sr-gallery-zoom': KEN_BURNS_ZOOM } : undefined;
  const picture = (
    <div className="margin-wrapper" style={zoom as CSSProperties}>
      <SlideImage slide={slide} crop={settings.crop} />
    </div>
  );
  return (
    <SlideAction slide={slide} label={label} lightbox={settings.lightbox} onOpen={onOpen}>
      {picture}
    </SlideAction>
  );
}

function Thumbnails({
  slides,
  current,
  square,
  onPick,
  onTween,
}: {
  slides: readonly Slide[];
  current: number;
  square: boolean;
  onPick(index: number): void;
  /** The thumbnail the strip is scrolling to, while it scrolls; undefined once it stands. */
  onTween(target: number | undefined): void;
}): ReactNode {
  const strip = useRef<HTMLDivElement>(null);
  const reducedMotion = useStore($reducedMotion);
  const woken = useRef(false);
  useWatchedImages(strip);
  // The linked strip follows the slideshow: its current thumbnail scrolls into view, 30 px inside the
  // strip's edge, in a 300 ms tween (at once as the strip wakes, or without motion).
  useLayoutEffect(() => {
    const list = strip.current;
    const thumb = list?.children[current] as HTMLElement | undefined;
    if (!list || !thumb) return;
    // The strip is the thumbnails' offset parent (style.css): offsetLeft is where each sits in its scroll.
    const to = scrollTarget(list, thumb.offsetLeft, thumb.offsetLeft + thumb.offsetWidth);
    const ms = woken.current && !reducedMotion ? SCROLL_TWEEN.durationMs : 0;
    woken.current = true;
    if (ms === 0 || to === list.scrollLeft) {
      list.scrollLeft = to;
      return;
    }
    onTween(current);
    const stop = tweenScroll(list, to, ms, () => onTween(undefined));
    return () => {
      stop();
      onTween(undefined);
    };
  }, [current, reducedMotion, onTween]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a set of buttons under one name, not a form's fieldset
    <div
      ref={strip}
      className={`sr-gallery__thumbnails${square ? ' sr-gallery__thumbnails--square' : ''}`}
      role="group"
      aria-label={texts.THUMBNAILS}
    >
      {slides.map((slide, slideIndex) => (
        <button
          key={slide.id}
          type="button"
          className="sr-gallery__thumbnail"
          data-thumbnail-of={slide.id}
          aria-current={slideIndex === current || undefined}
          aria-label={texts.openLabel(slide.title, slideIndex, slides.length)}
          onClick={() => onPick(slideIndex)}
        >
          <SlideImage slide={slide} crop />
        </button>
      ))}
    </div>
  );
}
