// The builder's 7.1 parts the runtime has a feature for but no marker of theirs (gallery sections: the
// blocks chunk finds them as it arrives, registry row `markup`). On a page with no block marker that
// chunk never loads, and a section added after start-up (the editing frame's, announced by refresh())
// is in no scan: so each is marked `data-block` (the entry's scan looks for that) and handed to
// `SiteRuntime.refresh()`, at start and as it arrives. The mark goes when the runtime stops.

import { BLOCK_MARKERS, GALLERY_SECTIONS } from '../../core/block-markers';

interface Runtime {
  refresh(root?: ParentNode): void;
}

const MARKER = 'data-block';
const NAME = 'gallery-section';

export function watchSections(signal: AbortSignal): void {
  // Weak: a section the editor took away is not kept alive by its mark.
  const marked = new WeakSet<Element>();
  const hand = (root: Element): void => {
    const found = [...root.querySelectorAll<HTMLElement>(GALLERY_SECTIONS)];
    if (root.matches(GALLERY_SECTIONS)) found.unshift(root as HTMLElement);
    for (const el of found) {
      if (el.matches(BLOCK_MARKERS)) continue;
      el.setAttribute(MARKER, NAME);
      marked.add(el);
      // Its parent: the scan looks inside the root it is given.
      (window as { SiteRuntime?: Runtime }).SiteRuntime?.refresh(el.parentElement ?? document);
    }
  };
  hand(document.body);
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element && node.isConnected) hand(node);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  signal.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      for (const el of document.querySelectorAll(`[${MARKER}="${NAME}"]`)) if (marked.has(el)) el.removeAttribute(MARKER);
    },
    { once: true },
  );
}
