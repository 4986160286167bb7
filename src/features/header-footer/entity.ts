// The site's header and footer (spec 001 §3 "Header/footer entity", §7) through the data layer:
// `GET /api/site-header-footer` and `PUT /api/site-header-footer {header, footer}`, the owner's only.
// An answer without both as strings is refused.

import { api } from '../../core/api';
import { isRecord } from '../../core/guards';

export interface HeaderFooter {
  /** HTML, as the host keeps it: sanitized before it reaches the page (parts.ts). */
  header: string;
  footer: string;
}

const PATH = '/api/site-header-footer';

export async function loadHeaderFooter(signal?: AbortSignal): Promise<HeaderFooter> {
  return readEntity(await api.get(PATH, { signal }));
}

/** Resolves with the header and footer as the host saved them. */
export async function saveHeaderFooter(entity: HeaderFooter): Promise<HeaderFooter> {
  return readEntity(await api.put(PATH, { json: entity }));
}

export function readEntity(data: unknown): HeaderFooter {
  if (!isRecord(data) || typeof data['header'] !== 'string' || typeof data['footer'] !== 'string') {
    throw new TypeError(`header-footer: the answer needs a header and a footer, both HTML strings: ${JSON.stringify(data)}`);
  }
  return { header: data['header'], footer: data['footer'] };
}
