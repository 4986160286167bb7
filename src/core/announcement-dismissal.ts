// The announcement bar's closing, kept for the browser session as the builder does (the bars feature
// reads it for the builder's bar, the announcement-bar block for the one it draws). What is kept is a
// fingerprint of the announcement, so a new one shows again. Storage that throws falls back to a session
// cookie (src/core/storage.ts) and never breaks the bar.

import { sessionStore } from './storage';

const KEY = 'ss_announcementBarClosed';

export function isDismissed(announcement: string): boolean {
  return sessionStore.get(KEY) === fingerprint(announcement);
}

export function dismiss(announcement: string): void {
  sessionStore.set(KEY, fingerprint(announcement));
}

/** A 32-bit string hash: enough to tell one announcement from the next. */
function fingerprint(text: string): string {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}
