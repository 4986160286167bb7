// The delay before a text shape's reveal: the text's own entrance (the page's block animations: hidden
// until seen, then a transition) plays first, so the shape is not drawn on text still fading in. The
// watch lasts at most 2000 ms (spec 001 §9, "global animation watch"); then the shape goes anyway.

export const WATCH_MS = 2000;

/** Resolves once nothing that holds one of `texts` is hidden for its entrance or animating. */
export async function afterEntrance(texts: readonly Element[], signal: AbortSignal): Promise<void> {
  const deadline = performance.now() + WATCH_MS;
  // One frame first: an entrance that starts as the block comes into view has started by then.
  await frame();
  while (!signal.aborted && performance.now() < deadline) {
    const moving = document.getAnimations().filter((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return texts.some((text) => target?.contains(text) === true);
    });
    if (moving.length === 0 && !texts.some((text) => text.closest('[data-sr-animation="hidden"]'))) return;
    const left = deadline - performance.now();
    await Promise.race([Promise.all(moving.map((animation) => animation.finished.catch(() => undefined))), wait(Math.min(left, 100))]);
  }
}

const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));
const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
