// Scaled text block: the builder's text at its set size, shrunk until it fits its box, never under
// 11 px (fit.ts), and fitted again when the box's width changes (a ResizeObserver, debounced). Text that
// does not fit even at 11 px is not cut off: its box grows to hold it. No React.

import { isRecord } from '../../core/guards';
import type { FeatureModule } from '../../island/feature';
import { fitText, MAX_FONT_SIZE, MIN_FONT_SIZE } from './fit';

export interface ScaledTextProps {
  /** The size the builder set, in px; null: the text's size as the page draws it. */
  fontSize: number | null;
}

/** Resizes arrive in bursts (a window dragged): one fit after they settle. */
const REFIT_DEBOUNCE_MS = 150;

const feature: FeatureModule<ScaledTextProps> = {
  parse(raw) {
    if (raw === undefined) return { fontSize: null };
    if (!isRecord(raw)) throw new TypeError('scaled-text: the block data must be an object');
    const fontSize = raw['fontSize'] ?? null;
    if (fontSize !== null && (typeof fontSize !== 'number' || !(fontSize >= MIN_FONT_SIZE && fontSize <= MAX_FONT_SIZE))) {
      throw new TypeError(`scaled-text: "fontSize" must be a number of px from ${MIN_FONT_SIZE} to ${MAX_FONT_SIZE}`);
    }
    return { fontSize };
  },
  mount(el, props, { signal }) {
    const text = el.querySelector<HTMLElement>('.sqs-scaled-text');
    const box = text?.parentElement;
    if (!text || !box) throw new Error('scaled-text: the block has no .sqs-scaled-text');
    const max = props.fontSize ?? Number.parseFloat(getComputedStyle(text).fontSize);
    const height = box.style.height;
    const refit = (): void => {
      box.style.height = height;
      fitText(text, max, () => box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight);
      // Still too big at the floor: the box grows rather than hide or overlap the words.
      if (box.scrollHeight > box.clientHeight) box.style.height = 'auto';
    };
    refit();
    watchWidth(box, refit, signal);
    return () => undefined;
  },
};

export default feature;

/** Calls `fit` once the box's width has changed and stayed so for a moment; stops with the signal. */
function watchWidth(box: HTMLElement, fit: () => void, signal: AbortSignal): void {
  let width = box.clientWidth;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new ResizeObserver(() => {
    if (box.clientWidth === width) return;
    width = box.clientWidth;
    clearTimeout(timer);
    timer = setTimeout(fit, REFIT_DEBOUNCE_MS);
  });
  observer.observe(box);
  signal.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      clearTimeout(timer);
    },
    { once: true },
  );
}
