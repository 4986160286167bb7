// The page fields several beacons and the form submission carry (spec 000 §3 "Form submission
// payload"): what page this is, from the page context.

import type { PageContext } from '../core/page-context';

export interface PageFields {
  pageTitle: string;
  pageId: string;
  /** `i` for an item page, `c` for a collection page. */
  contentSource: 'i' | 'c';
  pagePath: string;
  pagePermissionTypeValue: number;
}

export function pageFields(context: PageContext): PageFields {
  const item = context.item?.id ?? context.itemId;
  return {
    pageTitle: document.title,
    pageId: item ?? context.collection?.id ?? context.collectionId ?? '',
    contentSource: item ? 'i' : 'c',
    pagePath: location.pathname,
    pagePermissionTypeValue: typeof context['pagePermissionType'] === 'number' ? context['pagePermissionType'] : 1,
  };
}

/** What pageFields needs from the context: an island keeps this, not the whole context, in its props. */
export function pageFieldsSource(context: PageContext): PageContext {
  const { item, itemId, collection, collectionId } = context;
  return { item, itemId, collection, collectionId, pagePermissionType: context['pagePermissionType'] };
}
