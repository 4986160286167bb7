// Member area access denied (page type 106): the page a visitor gets for a member area they are not
// signed in to. Its sign-in control (`[data-action="sign-in"]`, a link to the host's sign-in page for a
// visitor without JavaScript) opens the member sign-in dialog in place, by the event the data layer
// raises for loginRequired (src/runtime/unmarked.ts); once the member is signed in, the address is loaded
// again, and the host serves it to the member.

import { dispatch } from '../../core/events';
import type { PageContext } from '../../core/page-context';
import type { FeatureModule } from '../../island/feature';

/** PAGE_TYPES.MEMBER_AREA_ACCESS_DENIED (src/platform/page-types.ts). */
const ACCESS_DENIED = 106;

const feature: FeatureModule<PageContext> = {
  parse(_raw, context) {
    if (context.pageType !== ACCESS_DENIED)
      throw new Error(`site-runtime: an access-denied page root on a page of type ${String(context.pageType)}, not 106`);
    return context;
  },
  mount(el, _context, { signal }) {
    const signIn = el.querySelector<HTMLElement>('[data-action="sign-in"]');
    if (!signIn) throw new Error('site-runtime: the access-denied page has no [data-action="sign-in"] control');
    signIn.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        dispatch('site-runtime:login-required', { url: location.href });
      },
      { signal },
    );
    document.addEventListener('site-runtime:member-session', (event) => event.detail.signedIn && location.reload(), { signal });
    return () => undefined;
  },
};

export default feature;
