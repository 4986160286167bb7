// The page's header and footer, as the builder publishes them (`#header`, `#footer-sections`), redrawn
// from the host's answer without a reload: sanitized (DOMPurify), then handed to the runtime's scan so a
// block in them (a cart indicator, a language switcher) starts again.

import { reportError } from '../../core/errors';
import { sanitizeHtml } from '../../core/sanitize';
import { setSafeHtml } from '../../core/trusted-types';
import type { HeaderFooter } from './entity';

const PARTS = { header: '#header', footer: '#footer-sections' } as const;

interface Runtime {
  refresh(root?: ParentNode): void;
}

export function redrawParts(entity: HeaderFooter): void {
  for (const part of ['header', 'footer'] as const) {
    const el = document.querySelector(PARTS[part]);
    if (!el) {
      reportError(new Error(`header-footer: the page has no ${PARTS[part]} to show the saved ${part} in`), 'header-footer');
      continue;
    }
    setSafeHtml(el, sanitizeHtml(entity[part], 'rendering'));
    (window as { SiteRuntime?: Runtime }).SiteRuntime?.refresh(el);
  }
}
