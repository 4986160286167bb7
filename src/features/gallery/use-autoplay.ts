// Autoplay (spec 001 §4, §9): a move every `ms` while nothing holds it. What holds it is the caller's:
// the pointer over the gallery, focus inside it, a video playing, the visitor's stop.

import { useEffect, useRef } from 'react';

export function useAutoplay(running: boolean, ms: number, tick: () => void): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => latest.current(), ms);
    return () => clearInterval(timer);
  }, [running, ms]);
}

/** Hover pauses autoplay only where there is a hovering pointer: a touch device has none (spec 001 §4). */
export const canHover = (): boolean => typeof matchMedia === 'function' && matchMedia('(hover: hover)').matches;
