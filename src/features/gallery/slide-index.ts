// Where a gallery is and where it may go (spec 001 §4 "Gallery index"): pure, so the rules are tested
// once and every sliding layout, the lightbox and a linked thumbnail strip share them.

import { wrapIndex } from '../../core/wrap-index';

export interface IndexState {
  index: number;
  count: number;
  loop: boolean;
  /** A transition is in motion. */
  moving: boolean;
  /** The index a linked gallery is moving to, while it moves. */
  linkedTarget?: number | undefined;
}

export type Move =
  | { kind: 'moved'; index: number }
  | { kind: 'refused' }
  | { kind: 'reached-beginning' }
  | { kind: 'reached-end' }
  | { kind: 'unchanged' };

/** To any slide: the index wraps modulo the count. */
export function moveTo(state: IndexState, target: number): Move {
  if (state.count <= 0) return { kind: 'unchanged' };
  const index = wrapIndex(target, state.count);
  if (state.moving || (state.linkedTarget !== undefined && state.linkedTarget !== index)) return { kind: 'refused' };
  return index === state.index ? { kind: 'unchanged' } : { kind: 'moved', index };
}

export function moveBy(state: IndexState, step: 1 | -1): Move {
  const last = state.count - 1;
  if (!state.loop && step < 0 && state.index <= 0) return { kind: 'reached-beginning' };
  if (!state.loop && step > 0 && state.index >= last) return { kind: 'reached-end' };
  return moveTo(state, state.index + step);
}

/** Previous and next are disabled at the ends when the gallery does not loop. */
export function canMove(state: Pick<IndexState, 'index' | 'count' | 'loop'>): { previous: boolean; next: boolean } {
  if (state.count <= 1) return { previous: false, next: false };
  return { previous: state.loop || state.index > 0, next: state.loop || state.index < state.count - 1 };
}

/** Random autoplay: any other slide (spec 001 §4). `random` is in [0, 1). */
export function randomOther(index: number, count: number, random: number): number {
  if (count <= 1) return index;
  const step = 1 + Math.floor(random * (count - 1));
  return wrapIndex(index + step, count);
}

/** The slides whose images load ahead of the current one: `preload` either side, wrapping when the
 *  gallery loops (spec 001 §9), clipped at the ends when it does not. */
export function preloadIndexes(index: number, count: number, preload: number, loop: boolean): number[] {
  const wanted = new Set<number>([index]);
  // Past the slide count every slide is wanted already: a preload of 1e9 costs what one of `count` does.
  for (let step = 1; step <= Math.min(preload, count); step++) {
    for (const target of [index - step, index + step]) {
      if (loop) wanted.add(wrapIndex(target, count));
      else if (target >= 0 && target < count) wanted.add(target);
    }
  }
  return [...wanted].sort((a, b) => a - b);
}
