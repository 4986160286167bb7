// Search block: the builder publishes a bare text field. Once the visitor reaches it, it becomes a
// search landmark (role=search) with a name, and Enter (or the form's submit) goes to the site's search
// page, `/search?q=…` (spec 000: the search page), within the block's collection when it names one.
// An empty query goes nowhere. No React.

import { isRecord } from '../../core/guards';
import type { FeatureModule } from '../../island/feature';

export interface SearchProps {
  placeholder: string;
  /** Searches only this collection (the builder's `f_collectionId`). */
  collectionId: string | null;
}

/** Without a placeholder the field is named as the builder's own placeholder reads. */
const SEARCH = 'Search';
const OBJECT_ID = /^[0-9a-f]{24}$/;

const feature: FeatureModule<SearchProps> = {
  parse(raw) {
    if (raw === undefined) return { placeholder: '', collectionId: null };
    if (!isRecord(raw)) throw new TypeError('search: the block data must be an object');
    const placeholder = raw['searchPlaceholder'] ?? '';
    if (typeof placeholder !== 'string') throw new TypeError('search: "searchPlaceholder" must be a string');
    const collectionId = raw['collectionId'] ?? null;
    if (collectionId !== null && (typeof collectionId !== 'string' || !OBJECT_ID.test(collectionId))) {
      throw new TypeError('search: "collectionId" must be a collection id or null');
    }
    return { placeholder: placeholder.trim(), collectionId };
  },
  mount(el, props, { signal }) {
    const input = el.querySelector<HTMLInputElement>('input.search-input, input[type="search"]');
    if (!input) throw new Error('search: the block has no search field');
    const landmark = input.form ?? input.closest<HTMLElement>('.sqs-search-ui-text-input') ?? input.parentElement ?? el;
    landmark.setAttribute('role', 'search');
    if (!hasName(input)) input.setAttribute('aria-label', props.placeholder || input.placeholder.trim() || SEARCH);
    input.enterKeyHint = 'search';
    const go = (event: Event): void => {
      event.preventDefault();
      const query = input.value.trim();
      if (query !== '') location.assign(searchAddress(query, props.collectionId));
    };
    if (input.form) input.form.addEventListener('submit', go, { signal });
    else input.addEventListener('keydown', (event) => event.key === 'Enter' && !event.isComposing && go(event), { signal });
    return () => undefined;
  },
};

export default feature;

function hasName(input: HTMLInputElement): boolean {
  return !!(input.getAttribute('aria-label')?.trim() || input.getAttribute('aria-labelledby') || input.labels?.length);
}

function searchAddress(query: string, collectionId: string | null): string {
  const params = new URLSearchParams({ q: query });
  if (collectionId) params.set('f_collectionId', collectionId);
  return `/search?${params}`;
}
