// Every fixture page under two policies: today's (`script-src 'self'`) and a strict one (a nonce per
// answer, `'strict-dynamic'`, Trusted Types required, one policy name allowed: the runtime's). Under
// each, the runtime starts, what loads at once goes live, and the page raises no
// `securitypolicyviolation` and logs no CSP or Trusted Types error. Most pages are checked where they
// are loaded anyway: faults.spec.ts loads each under the strict policy first, then under the default
// one. Here: the pages it leaves out, under both.

import type { Page } from '@playwright/test';
import { EVERY_PAGE, LEFT_OUT } from '../every-page';
import { expect, test } from '../fixtures';
import { expected, policyMessages, recordViolations, type Violation } from '../policy-violations';

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

/** The pages faults.spec.ts leaves out, each under both policies. */
const QUERIES: ReadonlyArray<{ name: string; queries: string[] }> = EVERY_PAGE.filter(({ name }) => name in LEFT_OUT.faults).map(
  ({ name }) => ({ name, queries: ['', '?csp=strict'] }),
);

const POLICY_NAMES: Readonly<Record<string, string>> = {
  '': "script-src 'self'",
  '?csp=strict': 'a nonce, strict-dynamic and Trusted Types',
};

for (const { name, queries } of QUERIES) {
  const under = queries.map((query) => POLICY_NAMES[query]).join(' nor under ');
  test(`${name}: no policy violation under ${under}`, async ({ page, issues }) => {
    await recordViolations(page);
    for (const query of queries) {
      const { policy, violations } = await visit(page, `/fixtures/${name}.html`, query);
      expect(policy).toContain(query ? "'strict-dynamic'" : "script-src 'self'");
      expect
        .soft(
          violations.filter((seen) => !expected(name, seen)),
          query || 'default policy',
        )
        .toEqual([]);
    }
    expect(policyMessages(issues, name)).toEqual([]);
  });
}
