// What a page's policy refused: every `securitypolicyviolation` event from the start of the page, and
// the one report a fixture page is allowed to raise.

import type { Page } from '@playwright/test';

export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/** Records each page's violations from its first script on, in `window.__violations`. */
export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample, source: event.sourceFile });
    });
  });
}

/** The violations the page has raised so far, less the one it may. */
export async function violationsOf(page: Page, name: string): Promise<Violation[]> {
  const seen = await page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
  return seen.filter((violation) => !expected(name, violation));
}

/**
 * The one report a page may raise: `broken` carries a hostile `<img src=… onerror=…>` in an accordion's
 * rich text, and Chromium reports its handler while DOMPurify parses it (in any inert document: a
 * DOMParser's, a template's). Nothing runs, and what reaches the page has no handler (pages.spec.ts).
 */
export function expected(page: string, seen: Violation): boolean {
  return page === 'broken' && seen.directive === 'script-src-attr' && seen.blocked === 'inline';
}

/** A policy problem in the console: a blocked script or a Trusted Types refusal. */
const POLICY_MESSAGE = /Content Security Policy|Trusted ?Type/i;
const INLINE_HANDLER = /^Executing inline event handler/;

/** The console's policy messages among `logged`, less the one `broken` may log (see `expected`). */
export function policyMessages(logged: ReadonlyArray<{ text: string }>, name: string): string[] {
  return logged.map((entry) => entry.text).filter((text) => POLICY_MESSAGE.test(text) && !(name === 'broken' && INLINE_HANDLER.test(text)));
}
