// An animated element waits for its pictures: it is marked loaded once every img inside has loaded or
// failed. The builder's images get their src from the image loader (src/core/image-loader.ts) as they
// near the viewport; this only listens.

/** Resolves once every img in `el` is settled; at once when they all are. */
export function imagesSettled(el: Element, signal: AbortSignal): Promise<void> {
  const waiting = [...el.querySelectorAll('img')].filter((img) => !isSettled(img));
  return Promise.all(waiting.map((img) => settled(img, signal))).then(() => undefined);
}

/** A loaded (or broken) picture, or an img with no picture to come (no src, no data-src). */
function isSettled(img: HTMLImageElement): boolean {
  if (img.getAttribute('src')) return img.complete;
  return !img.hasAttribute('data-src');
}

function settled(img: HTMLImageElement, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      if (img.getAttribute('src') && img.complete) resolve();
    };
    img.addEventListener('load', done, { signal });
    img.addEventListener('error', done, { signal });
  });
}
