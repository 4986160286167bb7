// Follows the block's `data-block-json` after it is drawn (the editing frame changes a map's options
// in place): changes are applied once they settle, 60 ms after the last (spec 000 §9).

export const OPTION_DEBOUNCE_MS = 60;

/** Calls `apply` with the attribute's new text; stops when `signal` aborts. */
export function watchBlockJson(el: HTMLElement, apply: (json: string | null) => void, signal: AbortSignal): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => apply(el.getAttribute('data-block-json')), OPTION_DEBOUNCE_MS);
  });
  observer.observe(el, { attributes: true, attributeFilter: ['data-block-json'] });
  signal.addEventListener('abort', () => {
    observer.disconnect();
    clearTimeout(timer);
  });
}
