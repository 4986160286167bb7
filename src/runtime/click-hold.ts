// Keeps what the visitor does to a block that cannot answer yet (its island is starting, or the
// runtime does not know the block yet): every click (Enter on a button or in a field is one) and every
// submit with no click before it (Enter in a form without a button), and replays each once, in order,
// on the same element once the block is ready, so nothing a visitor does while the code is on its way
// is lost. If the island re-rendered the block (client render), the element at the same place in the
// new tree gets it.

export interface ClickHold {
  /** Holds clicks and submits in `el` from now on, to replay at release. */
  hold(el: Element): void;
  /** Stops holding; `replay`: what was kept is done again, in order (the block went live, or was never
   *  ours and its server HTML answers). */
  release(el: Element, replay: boolean): void;
}

/** What was done: the element, its place in the block, and the event's type (`click`, or `submit`:
 *  replayed with requestSubmit). */
type Held = [target: Element, path: number[], type: string];

/** The click hold listens on `document` in the capture phase, after the triggers (on `window`): a click
 *  that wakes a block is held in the same dispatch. */
export function createClickHold(signal: AbortSignal): ClickHold {
  const held = new Map<Element, Held[]>();
  const onEvent = (event: Event): void => {
    const block = heldAncestor(event.target, held);
    if (!block) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const target = event.target as Element;
    held.get(block)?.push([target, pathFrom(block, target), event.type]);
  };
  // Made only on a page with blocks (session.ts), so a page without them has no listener; with nothing
  // held, a click costs one look at the map per ancestor.
  for (const type of ['click', 'submit']) document.addEventListener(type, onEvent, { capture: true, signal });
  signal.addEventListener('abort', () => held.clear(), { once: true });

  return {
    hold(el) {
      if (!held.has(el) && !signal.aborted) held.set(el, []);
    },
    release(el, replay) {
      const kept = held.get(el);
      if (!kept) return;
      held.delete(el);
      if (replay) replayAll(el, kept);
    },
  };
}

/** In the order the visitor did them. */
function replayAll(el: Element, kept: Held[]): void {
  for (const [target, path, type] of kept) {
    const now = target.isConnected && el.contains(target) ? target : follow(el, path);
    if (type === 'click') replayClick(now);
    else (now as HTMLFormElement | undefined)?.requestSubmit();
  }
}

function heldAncestor(target: EventTarget | null, held: Map<Element, Held[]>): Element | undefined {
  for (let node = target instanceof Node ? target : null; node; node = node.parentNode) {
    if (node instanceof Element && held.has(node)) return node;
  }
  return undefined;
}

function pathFrom(root: Element, target: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = target; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
  }
  return path;
}

function follow(root: Element, path: number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

function replayClick(target: Element | undefined): void {
  if (target instanceof HTMLElement) target.click();
  else target?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
}
