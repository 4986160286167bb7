// A slideshow section the builder set to play by itself (settings.ts: its autoplay and time on each
// slide), as the WAI-ARIA carousel pattern has it: a rotation control first in the section ("Pause
// slideshow" / "Play slideshow"), rotation held while the pointer is over the section or focus is in it
// (spec 001 §4: autoplay pauses under the pointer), the slides' live region silent while it rotates.
// Never by itself for a visitor who asks for less motion (spec 001 §1: `nomotion=true` too), asked as it
// starts and before each move: the control then offers to play.

import { prefersReducedMotion } from '../../core/environment-stores';
import type { Changes } from './changes';

const PAUSE = 'Pause slideshow';
const PLAY = 'Play slideshow';

export function startAutoplay(root: HTMLElement, list: HTMLElement, advance: () => void, interval: number, changes: Changes): void {
  let stopped = false;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'sr-gallery-section__rotation';

  const update = (): void => {
    clearTimeout(timer);
    timer = undefined;
    const running = !stopped && !hovered && !focused;
    button.textContent = stopped ? PLAY : PAUSE;
    list.setAttribute('aria-live', running ? 'off' : 'polite');
    if (running) timer = setTimeout(tick, interval);
  };
  const tick = (): void => {
    // A visitor who asked for less motion since the page started: it stops here, before it moves.
    if (prefersReducedMotion()) stopped = true;
    else advance();
    update();
  };

  changes.listen(button, 'click', () => {
    stopped = !stopped;
    // Play pressed: it plays now, though the pointer and focus are on the control that started it.
    if (!stopped) hovered = focused = false;
    update();
  });
  changes.listen(root, 'pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return;
    hovered = true;
    update();
  });
  changes.listen(root, 'pointerleave', () => {
    hovered = false;
    update();
  });
  changes.listen(root, 'focusin', () => {
    focused = true;
    update();
  });
  changes.listen(root, 'focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  });
  stopped = prefersReducedMotion();
  update();
  root.prepend(button);
  changes.onUndo(() => {
    clearTimeout(timer);
    button.remove();
  });
}
