// Where a block sits in the page's outline: the heading level its own headings take, one below the
// last heading before it, so a block dropped under an h1 does not skip to h3 (WCAG 1.3.1; axe's
// heading-order). For blocks the browser renders; a hydrated block keeps the server's level.
//
// The page's headings are read once and kept in document order while blocks ask (a MutationObserver
// brings in what is added or removed), so each block's question is a binary search: a page of
// thousands of such blocks does not read every heading once per block.

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
/** The headings are forgotten (and the observer stopped) this long after the last question. */
const KEEP_MS = 1000;

interface Outline {
  doc: Document;
  headings: Element[];
  observer: MutationObserver;
  timer: ReturnType<typeof setTimeout>;
}

let outline: Outline | undefined;

/** One level below the last heading before `el` (outside it); 2 when none comes before, 6 at most. */
export function headingLevelAt(el: Element): HeadingLevel {
  const headings = headingsOf(el.ownerDocument);
  const last = headings[before(headings, el) - 1];
  const level = last ? Number(last.tagName.slice(1)) + 1 : 2;
  return Math.min(6, Math.max(2, level)) as HeadingLevel;
}

/** A heading level from block data: a whole number from 2 to 6, or undefined. */
export function parseHeadingLevel(raw: unknown): HeadingLevel | undefined {
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 2 && raw <= 6 ? (raw as HeadingLevel) : undefined;
}

/** How many of `headings` (in document order) come before `node`: its ancestors do, its descendants not. */
function before(headings: readonly Element[], node: Node): number {
  let low = 0;
  let high = headings.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((headings[middle] as Element).compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The document's headings in order, up to date with its mutations so far. */
function headingsOf(doc: Document): Element[] {
  if (outline?.doc !== doc) {
    forget();
    const headings = Array.from(doc.querySelectorAll(HEADINGS));
    const observer = new MutationObserver((records) => apply(headings, records));
    observer.observe(doc, { childList: true, subtree: true });
    outline = { doc, headings, observer, timer: setTimeout(forget, KEEP_MS) };
  }
  apply(outline.headings, outline.observer.takeRecords());
  clearTimeout(outline.timer);
  outline.timer = setTimeout(forget, KEEP_MS);
  return outline.headings;
}

function forget(): void {
  if (!outline) return;
  outline.observer.disconnect();
  clearTimeout(outline.timer);
  outline = undefined;
}

/** Removed headings leave the list; added ones still on the page join it at their place. */
function apply(headings: Element[], records: readonly MutationRecord[]): void {
  for (const record of records) {
    for (const node of record.removedNodes) {
      for (const heading of headingsIn(node)) {
        const at = headings.indexOf(heading);
        if (at >= 0) headings.splice(at, 1);
      }
    }
    for (const node of record.addedNodes) {
      if (!node.isConnected) continue;
      for (const heading of headingsIn(node)) {
        const at = before(headings, heading);
        if (headings[at] !== heading) headings.splice(at, 0, heading);
      }
    }
  }
}

function headingsIn(node: Node): Element[] {
  if (!(node instanceof Element)) return [];
  const inside = Array.from(node.querySelectorAll(HEADINGS));
  return node.matches(HEADINGS) ? [node, ...inside] : inside;
}
