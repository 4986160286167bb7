// Where a block sits in the page's outline: the heading level its own headings take, one below the
// last heading before it, so a block dropped under an h1 does not skip to h3 (WCAG 1.3.1; axe's
// heading-order). For blocks the browser renders; a hydrated block keeps the server's level.

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** One level below the last heading before `el` (outside it); 2 when none comes before, 6 at most. */
export function headingLevelAt(el: Element): HeadingLevel {
  let last: Element | undefined;
  for (const heading of el.ownerDocument.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    if (el.contains(heading)) continue;
    if (!(heading.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
    last = heading;
  }
  const level = last ? Number(last.tagName.slice(1)) + 1 : 2;
  return Math.min(6, Math.max(2, level)) as HeadingLevel;
}

/** A heading level from block data: a whole number from 2 to 6, or undefined. */
export function parseHeadingLevel(raw: unknown): HeadingLevel | undefined {
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 2 && raw <= 6 ? (raw as HeadingLevel) : undefined;
}
