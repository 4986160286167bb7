// Pointer drags on a sliding gallery (spec 001 §4 "Swipe"): while a touch moves, the track follows it;
// when it ends, the drag goes to the next or previous slide or back, at a pace that follows the finger.

import { type PointerEvent, useRef, useState } from 'react';
import { classify, slideStep, snapSeconds } from './swipe';

interface SwipeHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(): void;
}

export interface Swipe {
  handlers: SwipeHandlers;
  /** px the track is dragged by now (0 when no drag). */
  offset: number;
  /** Seconds the next settle takes, set by the last drag's speed; null: the layout's own speed. */
  settle: number | null;
}

export function useSwipe(enabled: boolean, step: (direction: 1 | -1) => void): Swipe {
  const start = useRef<{ x: number; y: number; at: number; id: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [settle, setSettle] = useState<number | null>(null);
  const end = (event: PointerEvent<HTMLElement>): void => {
    const from = start.current;
    start.current = null;
    setOffset(0);
    if (!from || from.id !== event.pointerId) return;
    const drag = { dx: event.clientX - from.x, dy: event.clientY - from.y, duration: event.timeStamp - from.at };
    // A tap is the slide's click, which follows on its own.
    if (classify(drag) === 'tapped') return;
    const width = event.currentTarget.clientWidth;
    const direction = slideStep(drag, width);
    if (direction === 0) return;
    const velocity = Math.abs(drag.dx) / Math.max(drag.duration, 1);
    setSettle(snapSeconds(width - Math.abs(drag.dx), velocity, window.innerWidth));
    step(direction);
  };
  return {
    offset,
    settle,
    handlers: {
      onPointerDown(event) {
        if (!enabled || event.pointerType === 'mouse' || !event.isPrimary) return;
        start.current = { x: event.clientX, y: event.clientY, at: event.timeStamp, id: event.pointerId };
        setSettle(null);
      },
      onPointerMove(event) {
        const from = start.current;
        if (from && from.id === event.pointerId) setOffset(event.clientX - from.x);
      },
      onPointerUp: end,
      onPointerCancel() {
        start.current = null;
        setOffset(0);
      },
    },
  };
}
