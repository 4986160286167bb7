// An owner in the editor's frame gets the builder's owner tools that live on the page (the header and
// footer editor, src/features/header-footer/): a marker the runtime's scan starts, so that code is
// loaded for them alone and costs no other page anything.

import { isOwner } from '../../analytics/audience';
import type { PageContext } from '../../core/page-context';

interface Runtime {
  refresh(root?: ParentNode): void;
}

/** Adds the tools' marker when `context` is an owner's and the page is framed; returns its removal. */
export function addOwnerTools(context: PageContext, framed: boolean): () => void {
  if (!framed || !isOwner(context)) return () => undefined;
  const host = document.createElement('div');
  const marker = document.createElement('div');
  marker.setAttribute('data-block', 'header-footer');
  host.append(marker);
  document.body.append(host);
  (window as { SiteRuntime?: Runtime }).SiteRuntime?.refresh(host);
  return () => host.remove();
}
