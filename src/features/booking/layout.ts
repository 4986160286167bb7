// The booking widget's layout by the block's width (spec 000 §9): column at 750 px or less, wide above
// 850 px, standard between. Written on the box as `data-layout` and followed as the block resizes.

export type Layout = 'column' | 'standard' | 'wide';

const COLUMN_MAX = 750;
const WIDE_ABOVE = 850;

export function layoutFor(width: number): Layout {
  if (width <= COLUMN_MAX) return 'column';
  return width > WIDE_ABOVE ? 'wide' : 'standard';
}

/** Calls `change` with each new layout of `el` (not the first: the caller reads that with layoutFor). */
export function watchLayout(el: HTMLElement, first: Layout, change: (layout: Layout) => void, signal: AbortSignal): void {
  if (typeof ResizeObserver !== 'function') return;
  let current = first;
  const observer = new ResizeObserver(() => {
    const next = layoutFor(el.clientWidth);
    if (next === current) return;
    current = next;
    change(next);
  });
  observer.observe(el);
  signal.addEventListener('abort', () => observer.disconnect());
}
