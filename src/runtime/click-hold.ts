// Keeps the visitor's first click on a block that cannot answer it yet (its island is starting, or the
// runtime does not know the block yet) and replays it on the same element once the block is ready, so
// the click that woke a block is never lost. If the island re-rendered the block (client render), the
// element at the same place in the new tree gets it. It listens only while it holds something.

export interface ClickHold {
  /** Holds clicks on `el` (and inside it) from now on; the first is kept for release. */
  hold(el: Element): void;
  /** Stops holding; `replay`: the kept click is dispatched again (the block went live, or was never
   *  ours and its server HTML answers). */
  release(el: Element, replay: boolean): void;
}

interface Held {
  target?: Element;
  path?: number[];
}

/** The click hold listens on `document` in the capture phase, after the triggers (on `window`): a click
 *  that wakes a block is held in the same dispatch. */
export function createClickHold(signal: AbortSignal): ClickHold {
  const held = new Map<Element, Held>();
  const onClick = (event: Event): void => {
    const block = heldAncestor(event.target, held);
    if (!block) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const entry = held.get(block);
    if (entry && !entry.target && event.target instanceof Element) {
      entry.target = event.target;
      entry.path = pathFrom(block, event.target);
    }
  };
  const listen = (on: boolean): void => {
    if (on) document.addEventListener('click', onClick, { capture: true, signal });
    else document.removeEventListener('click', onClick, { capture: true });
  };
  signal.addEventListener('abort', () => held.clear(), { once: true });

  return {
    hold(el) {
      if (held.has(el) || signal.aborted) return;
      if (held.size === 0) listen(true);
      held.set(el, {});
    },
    release(el, replay) {
      const entry = held.get(el);
      if (!entry) return;
      held.delete(el);
      if (held.size === 0) listen(false);
      if (!replay || !entry.target || !entry.path) return;
      const target = entry.target.isConnected && el.contains(entry.target) ? entry.target : follow(el, entry.path);
      if (target) replayClick(target);
    },
  };
}

function heldAncestor(target: EventTarget | null, held: Map<Element, Held>): Element | undefined {
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

function replayClick(target: Element): void {
  if (target instanceof HTMLElement) target.click();
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
}
