// The accordion block's data (block type 69) and its validation.

import { isRecord } from '../../core/guards';
import { type HeadingLevel, parseHeadingLevel } from '../../island/outline';

interface AccordionItem {
  title: string;
  /** Rich text; sanitized before it is rendered. */
  content: string;
}

export interface AccordionProps {
  items: AccordionItem[];
  allowMultiple: boolean;
  firstItemExpanded: boolean;
  /** The level of the items' headings, when the block data gives one (`headingLevel`, 2 to 6). Without
   *  it, a server-rendered accordion uses h3 and one the browser renders follows the page's outline. */
  headingLevel?: HeadingLevel;
}

export function parseAccordion(raw: unknown): AccordionProps {
  if (!isRecord(raw) || !Array.isArray(raw['items'])) throw new TypeError('accordion: "items" must be an array');
  const items = raw['items'].map((item: unknown, index) => {
    if (!isRecord(item) || typeof item['title'] !== 'string') throw new TypeError(`accordion: item ${index} needs a "title" string`);
    const content = item['content'] ?? '';
    if (typeof content !== 'string') throw new TypeError(`accordion: item ${index} "content" must be a string`);
    return { title: item['title'], content };
  });
  const headingLevel = parseHeadingLevel(raw['headingLevel']);
  return {
    items,
    allowMultiple: raw['allowMultiple'] === true,
    firstItemExpanded: raw['firstItemExpanded'] === true,
    ...(headingLevel ? { headingLevel } : {}),
  };
}
