// Who gets the owner's controls: a signed-in account that is more than a viewer, inside the editor's
// frame. Anyone else (a visitor, a viewer, the owner on the live site) gets the switcher only.

import { isViewerOnly } from '../../analytics/audience';
import type { PageContext } from '../../core/page-context';

export function isOwnerEditing(context: PageContext): boolean {
  return window.top !== window.self && !!context.authenticatedAccount && !isViewerOnly(context.websiteRoles);
}
