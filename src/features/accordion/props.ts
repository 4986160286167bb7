// The accordion block's data (block type 69) and its validation.

import { isRecord } from '../../core/guards';

interface AccordionItem {
  title: string;
  /** Rich text; sanitized before it is rendered. */
  content: string;
}

export interface AccordionProps {
  items: AccordionItem[];
  allowMultiple: boolean;
  firstItemExpanded: boolean;
}

export function parseAccordion(raw: unknown): AccordionProps {
  if (!isRecord(raw) || !Array.isArray(raw['items'])) throw new TypeError('accordion: "items" must be an array');
  const items = raw['items'].map((item: unknown, index) => {
    if (!isRecord(item) || typeof item['title'] !== 'string') throw new TypeError(`accordion: item ${index} needs a "title" string`);
    const content = item['content'] ?? '';
    if (typeof content !== 'string') throw new TypeError(`accordion: item ${index} "content" must be a string`);
    return { title: item['title'], content };
  });
  return { items, allowMultiple: raw['allowMultiple'] === true, firstItemExpanded: raw['firstItemExpanded'] === true };
}
