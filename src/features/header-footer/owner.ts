// Who may edit the header and footer here: a signed-in account that is more than a viewer, inside the
// editor's frame (the account feature marks the page only then; this holds a hand-placed marker back too).

import { isViewerOnly } from '../../analytics/audience';
import type { PageContext } from '../../core/page-context';

export function isOwnerEditing(context: PageContext): boolean {
  return window.top !== window.self && !!context.authenticatedAccount && !isViewerOnly(context.websiteRoles);
}
