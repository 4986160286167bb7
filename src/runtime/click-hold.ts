// Keeps what the visitor does to a block that cannot answer yet (its island is starting, or the
// runtime does not know the block yet): every click (Enter on a button or in a field is one) and every
// submit with no click before it (Enter in a form without a button), and replays each once, in order,
// on the same element once the block is ready, so nothing a visitor does while the code is on its way
// is lost. If the island re-rendered the block (client render), the element at the same place in the
// new tree gets it. It listens only while it holds something.

export interface ClickHold {
  /** Holds clicks and submits in `el` from now on, to replay at release. */
  hold(el: Element): void;
  /** Stops holding; `replay`: what was kept is done again, in order (the block went live, or was never
   *  ours and its server HTML answers). */
  release(el: Element, replay: boolean): void;
}

/** What was done: the element, its place in the block, and for a submit (replayed by requestSubmit) the
 *  button that made it, or null; a click has none (undefined). */
type Held = [target: Element, path: number[], submitter: HTMLElement | null | undefined];

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
    held.get(block)?.push([target, pathFrom(block, target), (event as SubmitEvent).submitter]);
  };
  const listen = (on: boolean): void => {
    for (const type of ['click', 'submit']) {
      if (on) document.addEventListener(type, onEvent, { capture: true, signal });
      else document.removeEventListener(type, onEvent, { capture: true });
    }
  };
  signal.addEventListener('abort', () => held.clear(), { once: true });

  return {
    hold(el) {
      if (held.has(el) || signal.aborted) return;
      if (held.size === 0) listen(true);
      held.set(el, []);
    },
    release(el, replay) {
      const kept = held.get(el);
      if (!kept) return;
      held.delete(el);
      if (held.size === 0) listen(false);
      if (replay) void replayAll(el, kept);
    },
  };
}

/** One at a time, each after a microtask: what the one before changed (React commits its updates in a
 *  microtask) is in place when the next runs, as between two events of the visitor's. */
async function replayAll(el: Element, kept: Held[]): Promise<void> {
  for (const [target, path, submitter] of kept) {
    await null;
    const now = target.isConnected && el.contains(target) ? target : follow(el, path);
    if (submitter === undefined) replayClick(now);
    // With the button that made it, if the island kept it (a re-rendered form has a new one).
    else if (now instanceof HTMLFormElement)
      now.requestSubmit((submitter as HTMLButtonElement | null)?.form === now ? submitter : undefined);
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
