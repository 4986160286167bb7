// The element wait of spec 000 §9 and 001 §8: a node the markup promises may be written a moment later
// (an editor's insert, a template still streaming), so a caller looks again every 10 ms, 100 times.

/** Spec 000 §9: the image loader waits up to 100 tries at 10 ms for the node. */
const TRIES = 100;
const INTERVAL_MS = 10;

/**
 * The first element under `parent` that matches `selector`, as soon as there is one. Rejects when the
 * parent is missing, when it is found nowhere within the tries, or when `signal` aborts first.
 */
export function waitForNode<T extends Element = Element>(
  parent: ParentNode | null | undefined,
  selector: string,
  { tries = TRIES, signal }: { tries?: number; signal?: AbortSignal } = {},
): Promise<T> {
  if (!parent || typeof parent.querySelector !== 'function') {
    return Promise.reject(new Error(`Element wait: no parent to find "${selector}" in`));
  }
  return new Promise<T>((resolve, reject) => {
    let left = tries;
    const look = (): void => {
      const found = parent.querySelector<T>(selector);
      left -= 1;
      if (signal?.aborted) reject(signal.reason);
      else if (found) resolve(found);
      else if (left <= 0) reject(new Error(`Element wait: "${selector}" not found after ${tries} tries`));
      else setTimeout(look, INTERVAL_MS);
    };
    look();
  });
}
