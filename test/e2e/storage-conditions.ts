// Storage and cookies as a browser may refuse them: local and session storage denied, a zero quota (an
// old private window), cookies blocked on top of denied storage. The every-page loop of old-browsers.spec.ts
// meets each beside one of its browsers; storage-cookies.spec.ts uses the cart and a form under each.
//
// Cookies disabled: `document.cookie` reads as empty and ignores writes, as in a browser that blocks
// them. The fixture server's own cookies still travel on requests (Playwright cannot turn them off), so
// this is the page's view of blocked cookies: the runtime cannot see the crumb or the cart cookie.

import type { Page } from '@playwright/test';
import { tracksPageview } from '../../src/analytics/audience';
import { mayTrack } from '../../src/core/consent-rule';
import { storageUnavailable } from '../../src/platform/strings';
import { countRuntimes, type PageRun, urlOf } from './every-page';
import { expect } from './fixtures';

export type StorageCondition = 'storage denied' | 'zero quota' | 'cookies disabled';

export const STORAGE_CONDITIONS: readonly StorageCondition[] = ['storage denied', 'zero quota', 'cookies disabled'];

/** Runs in the page before any of its scripts. */
export function breakStorage(condition: StorageCondition): void {
  const denied = (): never => {
    throw new DOMException(
      "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
      'SecurityError',
    );
  };
  if (condition === 'zero quota') {
    // Reads work (nothing is there); every write is over the quota, as in an old private window.
    Storage.prototype.setItem = () => {
      throw new DOMException("Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.", 'QuotaExceededError');
    };
    return;
  }
  for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, { configurable: true, get: denied });
  if (condition === 'cookies disabled') {
    Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: () => '', set: () => undefined });
  }
}

/** Where the page counts a visit, storage is needed (the session keys, the analytics id). */
function countsVisit(run: PageRun): boolean {
  if (!run.context || run.name === 'search') return false;
  return tracksPageview(run.context, urlOf(run.name)) && mayTrack(run.context.cookieSettings, 'unknown');
}

/** Once the runtime runs: counts the page's documents, and where the page counts a visit, waits for the
 *  storage warning (visitor analytics start after the load event). */
export async function storageWarned(page: Page, run: PageRun): Promise<void> {
  run.runtimes = await countRuntimes(page);
  if (!countsVisit(run)) return;
  await expect
    .poll(() => run.warnings.filter((text) => text === storageUnavailable).length, { message: `${run.name}: the storage warning` })
    .toBeGreaterThan(0);
}

/** The storage warning at most once a document, no page error, and no feature that did not degrade. */
export function storageProblems(run: PageRun): string[] {
  const found: string[] = [];
  const warned = run.warnings.filter((text) => text === storageUnavailable).length;
  // Once a document: a page framing another (the editing frame) has two.
  if (warned > run.runtimes) found.push(`${run.name}: the storage warning ${warned} times in ${run.runtimes} documents`);
  for (const text of run.pageErrors) found.push(`${run.name}: page error ${text}`);
  // Anything about storage that is not the warning is a feature that did not degrade.
  for (const text of [...run.errors, ...run.warnings.filter((warning) => warning !== storageUnavailable)]) {
    if (/SecurityError|QuotaExceeded|localStorage|sessionStorage/i.test(text)) found.push(`${run.name}: ${text}`);
  }
  return found;
}
