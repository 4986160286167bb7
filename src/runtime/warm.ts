// Readies what a block's first touch would otherwise pay for, when its code is fetched ahead. A page's
// first currency formatter sets up Intl's locale and currency data: about 40 ms at the bench's 4× CPU
// (10 ms at 1×), which a store's first Add to cart paid inside its island's hydration. Later formatters,
// in any chunk and any currency, cost next to nothing, so one thrown-away formatter is enough.

/** What a block row may ask to have ready (rows.ts). */
export type Warm = 'money';

const WARMERS: Record<Warm, () => void> = {
  // The default of core/money.ts, en-US; not imported, so the blocks chunk carries none of it.
  money: () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0),
};

const done = new Set<Warm>();

export function warm(what: Warm): void {
  if (done.has(what)) return;
  done.add(what);
  try {
    WARMERS[what]();
  } catch {
    // An Intl without currencies: the block's own formatting meets it at its time, and says so.
  }
}
