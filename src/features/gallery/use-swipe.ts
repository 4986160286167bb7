// Pointer drags on a sliding gallery (spec 001 §4 "Swipe"): while a touch moves, the track follows it;
// when it ends, a swipe goes to the next or previous slide at a pace that follows the finger, and any
// other drag goes back in the swipe's 0.28 s. Only a tap is a click: the click that follows a drag or
// a long touch is not the slide's. A second finger is a gesture (pinch): from its start to its end, when
// the last finger lifts, nothing slides.

import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { classify, SWIPE, slideStep, snapSeconds } from './swipe';

interface SwipeHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(event: PointerEvent<HTMLElement>): void;
  onClickCapture(event: MouseEvent<HTMLElement>): void;
}

export interface Swipe {
  handlers: SwipeHandlers;
  /** px the track is dragged by now (0 when no drag). */
  offset: number;
  /** Seconds the next settle takes, set by the last drag; null: the layout's own speed. */
  settle: number | null;
}

export function useSwipe(enabled: boolean, step: (direction: 1 | -1) => void): Swipe {
  const start = useRef<{ x: number; y: number; at: number; id: number } | null>(null);
  const notTap = useRef(false);
  /** The touches down now: more than one is a gesture, not a swipe. */
  const fingers = useRef(new Set<number>());
  const [offset, setOffset] = useState(0);
  const [settle, setSettle] = useState<number | null>(null);
  const end = (event: PointerEvent<HTMLElement>): void => {
    fingers.current.delete(event.pointerId);
    const from = start.current;
    start.current = null;
    setOffset(0);
    if (!from || from.id !== event.pointerId) return;
    // Event times, not the clock now: a busy page handles the touch's end later than it happened.
    const drag = { dx: event.clientX - from.x, dy: event.clientY - from.y, duration: event.timeStamp - from.at };
    const gesture = classify(drag);
    // A tap is the slide's click, which follows on its own.
    if (gesture === 'tapped') return;
    notTap.current = true;
    const width = event.currentTarget.clientWidth;
    const direction = slideStep(drag, width);
    if (direction === 0) {
      setSettle(SWIPE.duration);
      return;
    }
    const velocity = Math.abs(drag.dx) / Math.max(drag.duration, 1);
    setSettle(snapSeconds(width - Math.abs(drag.dx), velocity, window.innerWidth));
    step(direction);
  };
  return {
    offset,
    settle,
    handlers: {
      onPointerDown(event) {
        // The first finger of a touch: any finger still listed is one whose lifting was missed.
        if (event.isPrimary) fingers.current.clear();
        if (event.pointerType === 'touch') fingers.current.add(event.pointerId);
        if (fingers.current.size > 1) {
          // Gesture start: the drag so far is dropped, and what follows is no tap.
          start.current = null;
          setOffset(0);
          notTap.current = true;
          return;
        }
        notTap.current = false;
        if (!enabled || event.pointerType === 'mouse' || !event.isPrimary) return;
        start.current = { x: event.clientX, y: event.clientY, at: event.timeStamp, id: event.pointerId };
        setSettle(null);
      },
      onPointerMove(event) {
        const from = start.current;
        if (from && from.id === event.pointerId) setOffset(event.clientX - from.x);
      },
      onPointerUp: end,
      onPointerCancel(event) {
        fingers.current.delete(event.pointerId);
        start.current = null;
        setOffset(0);
      },
      onClickCapture(event) {
        // detail 0: the keyboard's click, never a touch's.
        if (!notTap.current || event.detail === 0) return;
        notTap.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
