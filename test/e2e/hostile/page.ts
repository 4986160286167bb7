// A page of hostile markup written by the test itself, as an attacker writes it (data attributes and
// the builder's markup only, no script of its own), served at an address of that test's own under the
// fixture site's policy or a strict host's (a nonce, 'strict-dynamic', Trusted Types required).

import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { contextFor } from '../../../fixtures/pages/site';
import { strictPolicy } from '../../../fixtures/server/strict-policy.mjs';

export type Policy = 'self' | 'strict';

const SELF_POLICY = "script-src 'self'; object-src 'none'; base-uri 'self'";

interface HostileOptions {
  policy?: Policy;
  /** The page context's JSON text as written (a hostile one); the fixture site's by default. */
  context?: string;
}

/** Serves `body` at `/fixtures/hostile-<tag>.html` for this test's page, and returns that path. */
export async function hostilePage(page: Page, tag: string, body: string, options: HostileOptions = {}): Promise<string> {
  const path = `/fixtures/hostile-${tag}.html`;
  await page.route(`**${path}*`, async (route) => {
    const nonce = randomBytes(16).toString('base64');
    const strict = options.policy === 'strict';
    await route.fulfill({
      status: 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': strict ? strictPolicy(nonce) : SELF_POLICY,
        'Cache-Control': 'no-store',
      },
      body: shell(body, options.context ?? JSON.stringify(contextFor('Hostile')), strict ? nonce : undefined),
    });
  });
  return path;
}

function shell(body: string, context: string, nonce: string | undefined): string {
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hostile page</title>',
    '<link rel="icon" href="data:,"><link rel="stylesheet" href="/dist/site-runtime.css">',
    `<script type="module"${nonceAttribute} src="/dist/site-runtime.js"></script></head><body>`,
    `<script type="application/json" id="site-context">${context.replace(/</g, '\\u003c')}</script>`,
    `<main>${body}</main></body></html>`,
  ].join('\n');
}

/** A block marker as an attacker writes it: its data in `data-block-json`, loaded at once. */
export function block(type: number, id: string, data: unknown, inner = ''): string {
  const json = JSON.stringify(data).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
  return `<div class="sqs-block" data-block-type="${type}" id="${id}" data-load="load" data-block-json='${json}'>${inner}</div>`;
}

/** What an attack tried to set on the page's window: undefined while every attack failed. */
export function pwned(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);
}
