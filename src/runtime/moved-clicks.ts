// A click the page moved away from. A press wakes a block, and its island, live before the release,
// may move the page (the builder's accordion closes its panels): the release then lands on what is
// there now, and the browser clicks that, or a common ancestor. The click goes to what was pressed.

import { BLOCK_MARKERS } from '../core/block-markers';

/** How far a pointer may move between press and release and still be one tap, in CSS pixels. */
const TAP_SLOP = 10;

type Press = [target: Element, x: number, y: number, state: string | null];

/** Listens on window in the capture phase, ahead of the click hold (on document): the click it sends on
 *  is one the hold sees, as if the visitor had clicked there. */
export function watchMovedClicks(signal: AbortSignal): void {
  let press: Press | undefined;
  const options = { capture: true, signal };
  addEventListener(
    'pointerdown',
    ({ target, clientX, clientY }) => {
      press = target instanceof Element ? [target, clientX, clientY, stateOf(target)] : undefined;
    },
    options,
  );
  addEventListener(
    'click',
    (event) => {
      const pressed = press;
      press = undefined;
      if (!pressed || !event.isTrusted || !movedAway(pressed, event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const [target] = pressed;
      if (target instanceof HTMLElement) target.click();
      else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    },
    options,
  );
}

/** Released where it was pressed, on something else, while the pressed block started: the page moved. */
function movedAway([target, x, y, state]: Press, click: MouseEvent): boolean {
  const still = Math.hypot(click.clientX - x, click.clientY - y) <= TAP_SLOP;
  return still && target.isConnected && !target.contains(click.target as Node) && stateOf(target) !== state;
}

function stateOf(el: Element): string | null {
  return el.closest(BLOCK_MARKERS)?.getAttribute('data-sr-state') ?? null;
}
