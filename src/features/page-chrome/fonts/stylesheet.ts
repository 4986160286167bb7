// A stylesheet added after first paint: a `<link rel="stylesheet">` appended to the head, which does not
// block a paint that already happened (and needs no inline style, so no CSP exception).

/** Resolves once the sheet is applied; rejects when it cannot be loaded. `link` is there to remove. */
export function addStylesheet(href: string): { link: HTMLLinkElement; loaded: Promise<void> } {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`Unable to load fonts from ${href}`)), { once: true });
  });
  document.head.append(link);
  return { link, loaded };
}
