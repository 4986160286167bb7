// Every fixture page under two policies: today's (`script-src 'self'`) and a strict one (a nonce per
// answer, `'strict-dynamic'`, Trusted Types required, one policy name allowed: the runtime's). Under
// each, the runtime starts, what loads at once goes live, and the page raises no
// `securitypolicyviolation` and logs no CSP or Trusted Types error. One page, two visits.

import type { Page } from '@playwright/test';
import { PAGES } from '../../../fixtures/pages/index';
import { expect, test } from '../fixtures';
import { expected, recordViolations, type Violation } from '../policy-violations';

/** A policy problem in the console: a blocked script or a Trusted Types refusal. */
const POLICY_MESSAGE = /Content Security Policy|Trusted ?Type/i;

/** Opens the page under the policy `query` asks for, and waits (one poll in the page, the suite being
 *  short of time) until the runtime has started and, scrolled to the bottom so that blocks woken by
 *  sight mount and load their third parties too, no block is still loading. */
async function visit(page: Page, path: string, query: string): Promise<{ policy: string; violations: Violation[] }> {
  const response = await page.goto(path + query);
  const settled = await page.waitForFunction(() => {
    if (window.SiteRuntime?.state !== 'initialized') return false;
    window.scrollTo(0, document.documentElement.scrollHeight);
    if (document.querySelector('[data-sr-state="loading"]')) return false;
    return (window as unknown as { __violations: Violation[] }).__violations;
  });
  return { policy: response?.headers()['content-security-policy'] ?? '', violations: (await settled.jsonValue()) as Violation[] };
}

// Every generated page, and the hand-written one (client-rendered islands).
for (const definition of [...PAGES, { name: 'legacy' }]) {
  test(`${definition.name}: no policy violation under script-src 'self' nor under a nonce, strict-dynamic and Trusted Types`, async ({
    page,
    issues,
  }) => {
    await recordViolations(page);
    for (const query of ['', '?csp=strict']) {
      const { policy, violations } = await visit(page, `/fixtures/${definition.name}.html`, query);
      expect(policy).toContain(query ? "'strict-dynamic'" : "script-src 'self'");
      expect
        .soft(
          violations.filter((seen) => !expected(definition.name, seen)),
          query || 'default policy',
        )
        .toEqual([]);
    }
    const inlineHandler = /^Executing inline event handler/;
    const reported = issues.filter((issue) => POLICY_MESSAGE.test(issue.text));
    expect(reported.filter((issue) => !(definition.name === 'broken' && inlineHandler.test(issue.text)))).toEqual([]);
  });
}
