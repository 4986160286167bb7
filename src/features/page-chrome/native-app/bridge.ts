// The native app's bridge (spec 001 §1, §7, §8): how the page tells it is inside the app, and which of
// the two bridges the app gave it. iOS: `window.webkit.messageHandlers.siteApp.postMessage(message)`
// (WKWebView takes the object); Android: `window.SiteRuntimeApp.postMessage(json)` (a JavaScript
// interface takes text).

import { mobilePlatformNotIdentified } from '../../../platform/strings';

const IOS_HANDLER = 'siteApp';
const QUERY = /[?&]platform=mobile-app(?:&|$)/;

export type Post = (message: object) => void;

interface AppWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage?: unknown } | undefined> };
  SiteRuntimeApp?: { postMessage?: unknown };
}

/**
 * The app's post, or null when the page is not in the app (another app's web view has no handler of
 * ours and no query: left alone). Throws when the page is in the app but cannot use the bridge.
 */
export function findBridge(win: Window, search: string): Post | null {
  const { webkit, SiteRuntimeApp: android } = win as unknown as AppWindow;
  const handlers = webkit?.messageHandlers;
  const ios = typeof handlers === 'object' && handlers !== null ? handlers : undefined;
  const ours = ios?.[IOS_HANDLER];
  const inApp = QUERY.test(search) || ours !== undefined || android !== undefined;
  if (!inApp) return null;
  // Neither bridge, or both: the platform cannot be told.
  if ((ios === undefined) === (android === undefined)) throw new Error(mobilePlatformNotIdentified);
  if (ios) {
    const post = ours?.postMessage;
    if (typeof post !== 'function') throw new Error(`The app's ${IOS_HANDLER} message handler is missing`);
    return (message) => post.call(ours, message);
  }
  const post = android?.postMessage;
  if (typeof post !== 'function') throw new Error("The app's SiteRuntimeApp.postMessage handler is missing");
  return (message) => post.call(android, JSON.stringify(message));
}
