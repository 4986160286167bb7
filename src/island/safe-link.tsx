// A link from data (block JSON, an API answer): an address the runtime will not follow (`javascript:`,
// `data:`, `vbscript:`, or none at all) leaves the text alone, never a dangerous href.

import type { ReactNode } from 'react';
import { safeHref } from '../core/url';

export function SafeLink({ href, children }: { href: string | null | undefined; children: ReactNode }): ReactNode {
  const safe = safeHref(href);
  return safe ? <a href={safe}>{children}</a> : children;
}
