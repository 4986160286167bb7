// Accounts on the page (spec 000 §2): the owner's redirect to configuration, the Escape key's way there
// (Shift+Escape logs out), the "Logout Successful" notice after a logout, and the owner's upgrade
// notices (spec 001 §2, §3: upgrade-notices.ts). Chosen only for pages that can need it: an account is
// signed in, the site lets Escape log in, the address says `logout=true`, or the page is in the editing
// frame. There, an owner also gets the header and footer editor (owner-tools.ts).

import { informationDialog } from '../../core/dialogs';
import type { PageContext } from '../../core/page-context';
import type { FeatureModule } from '../../island/feature';
import { logoutMessage, logoutTitle } from '../../platform/strings';
import { logout } from './logout';
import { configUrl, redirectsOwner } from './owner';
import { addOwnerTools } from './owner-tools';
import { showUpgradeNotices } from './upgrade-notices';

const feature: FeatureModule<PageContext> = {
  parse: (_raw, context) => context,
  mount(_host, context, { signal }) {
    const framed = window.top !== window.self;
    if (redirectsOwner(context, location, framed)) {
      location.replace(configUrl(context, location));
      return () => undefined;
    }
    if (new URLSearchParams(location.search).get('logout') === 'true') {
      void informationDialog({ title: logoutTitle, message: logoutMessage });
    }
    // On window, the last stop of the key's way up: every widget has had it first, and one that used
    // it marked it (defaultPrevented), so the same key is never also the page's shortcut.
    window.addEventListener('keydown', (event) => onKey(event, context, framed), { signal });
    showUpgradeNotices(context, signal);
    return addOwnerTools(context, framed);
  },
};

export default feature;

function onKey(event: KeyboardEvent, context: PageContext, framed: boolean): void {
  if (event.key !== 'Escape' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  // Escape belongs to an open dialog first (it closes it).
  if (document.querySelector('dialog[open], [role="dialog"]:not([hidden]), [role="alertdialog"]:not([hidden])')) return;
  if (event.shiftKey) {
    void logout(context);
  } else if (framed) {
    // The editor toggles its preview or closes its guide: it is the one that knows which.
    window.parent.postMessage({ type: 'site-runtime:escape' }, '*');
  } else if (context.authenticatedAccount || context.websiteSettings?.allowEscapeKeyLogin === true) {
    location.assign(configUrl(context, location));
  }
}
