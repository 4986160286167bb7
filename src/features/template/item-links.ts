// A 7.0 store list draws each product's link as an empty overlay over its picture and title
// (`a.ProductList-item-link`): a screen reader announced a link with no name. Each is named by its
// product's title, until the runtime stops (destroy() leaves the markup as served).

const OVERLAY_LINKS = '.ProductList-item > a.ProductList-item-link[href]';
const TITLE = '.ProductList-title';
let made = 0;

export function nameItemLinks(signal: AbortSignal): void {
  const marked: { el: Element; name: string }[] = [];
  for (const link of document.querySelectorAll(OVERLAY_LINKS)) {
    if (link.textContent?.trim() || link.hasAttribute('aria-label') || link.hasAttribute('aria-labelledby')) continue;
    const title = link.parentElement?.querySelector(TITLE);
    if (!title?.textContent?.trim()) continue;
    if (title.id === '') {
      title.id = `sr-item-title-${++made}`;
      marked.push({ el: title, name: 'id' });
    }
    link.setAttribute('aria-labelledby', title.id);
    marked.push({ el: link, name: 'aria-labelledby' });
  }
  signal.addEventListener('abort', () => {
    for (const { el, name } of marked) el.removeAttribute(name);
  });
}
