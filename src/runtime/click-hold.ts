// Keeps the visitor's first click on a block whose island is still starting, and replays it on the
// same element once the island is live, so the click that woke a block is never lost. If the island
// re-rendered the block (client render), the element at the same place in the new tree gets it.

export interface ClickHold {
  /** `click`: one kept before the hold began (while the triggers chunk loaded). */
  hold(el: Element, click?: Element): void;
  /** Stops holding; replays the kept click when the island went live. */
  release(el: Element, live: boolean): void;
}

interface Held {
  target?: Element;
  path?: number[];
}

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
  document.addEventListener('click', onClick, { capture: true, signal });
  signal.addEventListener('abort', () => held.clear(), { once: true });

  return {
    hold(el, click) {
      if (!held.has(el)) held.set(el, click ? { target: click, path: pathFrom(el, click) } : {});
    },
    release(el, live) {
      const entry = held.get(el);
      held.delete(el);
      if (!live || !entry?.target || !entry.path) return;
      const target = entry.target.isConnected && el.contains(entry.target) ? entry.target : follow(el, entry.path);
      if (target) replay(target);
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

function replay(target: Element): void {
  if (target instanceof HTMLElement) target.click();
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
}
