// The shared tooltip (tooltip.ts) for a React island's icon buttons: every element under `root` marked
// `data-tooltip` shows its accessible name (aria-label) as a tooltip on hover and focus.

import { type RefObject, useEffect } from 'react';
import { watchTooltips } from './tooltip';

const ANCHOR = '[data-tooltip][aria-label]';

export function useTooltips(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const abort = new AbortController();
    const anchorOf = (target: EventTarget | null): Element | undefined =>
      (target instanceof Element && node.contains(target) && target.closest(ANCHOR)) || undefined;
    watchTooltips(node, anchorOf, (anchor) => anchor.getAttribute('aria-label') ?? '', abort.signal);
    return () => abort.abort();
  }, [root]);
}
