// Inside the native app (spec 001 §1, §7): the page posts an `info` message about itself when it
// starts, and a `dismiss` message when the visitor uses the page's close control (`[data-native-app-dismiss]`,
// hidden in the markup and shown only in the app). A bridge it cannot use is a console error (§8).

import { reportError } from '../../../core/errors';
import type { PageContext } from '../../../core/page-context';
import type { Teardown } from '../../../island/feature';
import { findBridge, type Post } from './bridge';

const DISMISS = '[data-native-app-dismiss]';

export function startNativeApp(context: PageContext, signal: AbortSignal): Teardown | undefined {
  const send = connect();
  if (!send) return undefined;
  send({
    type: 'info',
    title: document.title,
    url: location.href,
    websiteId: context.website?.id ?? null,
    collectionId: context.collectionId ?? null,
  });
  return armDismiss(send, signal);
}

/** The app's post, or null outside the app or when the bridge cannot be used (reported). */
function connect(): Post | null {
  let post: Post | null;
  try {
    post = findBridge(window, location.search);
  } catch (error) {
    reportError(error, 'native-app');
    return null;
  }
  if (!post) return null;
  const bridge = post;
  // The app's own handler may throw: that is reported, and the page goes on.
  return (message) => {
    try {
      bridge(message);
    } catch (error) {
      reportError(error, 'native-app');
    }
  };
}

/** Shows the page's close controls and posts `dismiss` when one is used (click, Enter or Space). */
function armDismiss(send: Post, signal: AbortSignal): Teardown {
  const controls = [...document.querySelectorAll<HTMLElement>(DISMISS)];
  for (const control of controls) control.hidden = false;
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest(DISMISS)) return;
      // The app closes the view; the control's own action (a link back) is for a browser.
      event.preventDefault();
      send({ type: 'dismiss' });
    },
    { signal },
  );
  return () => {
    for (const control of controls) control.hidden = true;
  };
}
