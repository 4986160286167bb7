// Finds the largest whole font size, from `max` (at most 1000 px) down to the floor of 11 px (spec 001
// §9: text shrink minimum font size 11), at which the text no longer overflows its box.

export const MIN_FONT_SIZE = 11;
/** No text is drawn larger: each step of the search is a layout, and their number grows with the size. */
export const MAX_FONT_SIZE = 1000;

/** Sets the size on `text` and returns it; `overflows` measures the box at the size just set. */
export function fitText(text: HTMLElement, max: number, overflows: () => boolean): number {
  const set = (size: number): void => {
    text.style.fontSize = `${size}px`;
  };
  let low = MIN_FONT_SIZE;
  let high = Math.min(Math.max(Math.floor(max), MIN_FONT_SIZE), MAX_FONT_SIZE);
  set(high);
  if (!overflows()) return high;
  // Invariant: `low` fits (or is the floor), `high` does not.
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    set(middle);
    if (overflows()) high = middle;
    else low = middle;
  }
  set(low);
  return low;
}
