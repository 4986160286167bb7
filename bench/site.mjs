// @ts-check
// Adds to the bench's build (a folder laid out like dist/) the page variants that are not shipped:
// `<page>.static.html` (the page as a visitor without JavaScript gets it) and `<page>.eager.html` (the
// eager bundle). One server and one origin for all three, so every byte crosses the same throttled
// network under the same CSP.

import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { showNoscript } from '../fixtures/server/noscript.mjs';

const RUNTIME_TAG = '<script type="module" src="/dist/site-runtime.js"></script>';
const EAGER_TAG = '<script type="module" src="/dist/eager/site-runtime.js"></script>';

/** @typedef {'static' | 'runtime' | 'eager'} Variant */
/** @type {readonly Variant[]} */
export const VARIANTS = ['static', 'runtime', 'eager'];

/**
 * @param {{ site: string, eager: string, pages: readonly string[] }} dirs
 *   site: the bench's build, served as /dist/; eager: buildEager's folder
 */
export function addVariants({ site: out, eager, pages }) {
  mkdirSync(join(out, 'eager'), { recursive: true });
  // With its .br and .gz: the server sends the eager bundle compressed, as it does the runtime.
  for (const suffix of ['', '.br', '.gz']) cpSync(join(eager, `site-runtime.js${suffix}`), join(out, `eager/site-runtime.js${suffix}`));
  for (const page of pages) {
    const html = readFileSync(join(out, 'fixtures', `${page}.html`), 'utf8');
    // A page without the tag would make the three variants one: refuse rather than measure nonsense.
    if (!html.includes(RUNTIME_TAG)) throw new Error(`bench: ${page}.html has no ${RUNTIME_TAG}`);
    writeFileSync(join(out, 'fixtures', `${page}.static.html`), showNoscript(html.replace(RUNTIME_TAG, '')));
    writeFileSync(join(out, 'fixtures', `${page}.eager.html`), html.replace(RUNTIME_TAG, EAGER_TAG));
  }
}

/**
 * The address of a page in a variant.
 * @param {string} base the server's url
 * @param {string} page
 * @param {Variant} variant
 */
export function pageUrl(base, page, variant) {
  const real = realPageFile(page);
  if (real) return `${base}/real-pages/${real}${variant === 'static' ? '?javascript=off' : ''}`;
  return `${base}/fixtures/${page}${variant === 'runtime' ? '' : `.${variant}`}.html`;
}

/** @param {string} site @param {string} page */
export function hasPage(site, page) {
  return realPageFile(page) !== null || existsSync(join(site, 'fixtures', `${page}.html`));
}

/**
 * The builder's real pages (../shared/real-pages, served adopted by the fixture server) are bench pages
 * named `real:<file without .html>`: a runtime variant and a static one (JavaScript off), no eager one.
 */
export const REAL_PAGE = 'real:';

/** The corpus file a bench page name stands for, or null for a fixture page. @param {string} page */
export function realPageFile(page) {
  return page.startsWith(REAL_PAGE) ? `${page.slice(REAL_PAGE.length)}.html` : null;
}
