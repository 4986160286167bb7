// Marquee block (70, spec 001 §1, §3, §9): the builder's text row (`.Marquee-measure .Marquee-item`)
// scrolls along a wavy SVG path, left or right, at its speed; it runs only while on screen, pauses while
// the pointer is on the text (when the block says so) or focus is in it, and under reduced motion shows
// the row itself, still. No React: one requestAnimationFrame loop, stopped with the block.

import { $reducedMotion } from '../../core/environment-stores';
import type { FeatureModule } from '../../island/feature';
import { type MarqueeProps, parseMarquee } from './props';
import { createSvg, type Drawing, draw } from './render';
import { waveYAt } from './wave';

/** Spec 001 §9: a resize redraws the wave this long after the last one. */
export const RERENDER_DEBOUNCE_MS = 1000;
const LABEL = 'Scrolling text';
/** `running`, `paused` (hover, focus), `stopped` (off screen) or `still` (reduced motion): not a contract. */
const STATE = 'data-sr-motion';

const feature: FeatureModule<MarqueeProps> = {
  parse: parseMarquee,
  mount(el, props, { signal }) {
    const root = el.querySelector<HTMLElement>('.Marquee');
    const row = root?.querySelector<HTMLElement>('.Marquee-measure');
    const items = row ? [...row.querySelectorAll('.Marquee-item')].map((item) => item.textContent?.trim() ?? '').filter(Boolean) : [];
    if (!root || !row || items.length === 0) throw new Error('marquee: the block has no text (.Marquee-measure .Marquee-item)');
    const settings = el.hasAttribute('data-block-json') ? props : markupSettings(root);
    return start(root, row, items, settings, signal);
  },
};

export default feature;

/** The builder's other place for the settings: `<script class="Marquee-props" type="application/json">`. */
function markupSettings(root: HTMLElement): MarqueeProps {
  const json = root.querySelector('script.Marquee-props')?.textContent;
  return parseMarquee(json ? (JSON.parse(json) as unknown) : undefined);
}

function start(root: HTMLElement, row: HTMLElement, items: readonly string[], settings: MarqueeProps, signal: AbortSignal): () => void {
  const svg = createSvg(root);
  let drawing: Drawing = draw(svg, row, items, settings);
  let visible = false;
  let still = false;
  let hovered = false;
  let focused = false;
  let frame = 0;
  let last: number | undefined;
  let progress = 0;
  const sign = settings.direction === 'left' ? 1 : -1;

  root.classList.add('sr-marquee');
  root.tabIndex = 0;
  root.setAttribute('role', 'group');
  root.setAttribute('aria-label', LABEL);

  const tick = (time: number): void => {
    // Frame-rate independent: the speed is px per frame at 60 frames a second.
    progress += (settings.speed * 60 * Math.min(time - (last ?? time), 100)) / 1000;
    last = time;
    const offset = (((sign * progress) % drawing.round) + drawing.round) % drawing.round;
    drawing.textPath.setAttribute('startOffset', String(-offset));
    frame = requestAnimationFrame(tick);
  };
  const update = (): void => {
    const state = still ? 'still' : !visible ? 'stopped' : (settings.pausedOnHover && hovered) || focused ? 'paused' : 'running';
    root.setAttribute(STATE, state);
    if (state === 'running' && frame === 0) frame = requestAnimationFrame(tick);
    if (state !== 'running' && frame !== 0) {
      cancelAnimationFrame(frame);
      frame = 0;
      last = undefined;
    }
  };

  // Without IntersectionObserver (an old browser) it cannot know when it is off screen: it always runs.
  const io =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          visible = entries.some((entry) => entry.isIntersecting);
          update();
        })
      : undefined;
  if (io) io.observe(root);
  else visible = true;
  const unsubscribe = $reducedMotion.subscribe((reduced) => {
    still = reduced;
    update();
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let over = false;
  const redraw = (): void => {
    if (over) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      drawing = draw(svg, row, items, settings);
    }, RERENDER_DEBOUNCE_MS);
  };
  let sized = false;
  const resize = new ResizeObserver(() => {
    // Its first report is the size just drawn.
    if (sized) redraw();
    sized = true;
  });
  resize.observe(row);
  document.fonts?.ready.then(() => !signal.aborted && redraw());
  listen(root, signal, {
    pointermove: (event) => setHovered(onText(drawing, event as PointerEvent)),
    pointerleave: () => setHovered(false),
    focus: () => setFocused(true),
    blur: () => setFocused(false),
  });
  update();

  function setHovered(value: boolean): void {
    if (value === hovered) return;
    hovered = value;
    update();
  }
  function setFocused(value: boolean): void {
    focused = value;
    update();
  }

  return () => {
    over = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    io?.disconnect();
    resize.disconnect();
    unsubscribe();
    svg.remove();
  };
}

/** Whether the pointer is over the text band along the wave (the path sampled every 3 units). */
function onText(drawing: Drawing, event: PointerEvent): boolean {
  const box = drawing.svg.getBoundingClientRect();
  const y = waveYAt(drawing.lookup, event.clientX - box.left);
  return y !== undefined && Math.abs(event.clientY - box.top - y) <= drawing.reach;
}

function listen(target: HTMLElement, signal: AbortSignal, handlers: Record<string, (event: Event) => void>): void {
  for (const [type, handler] of Object.entries(handlers)) target.addEventListener(type, handler, { signal });
}
