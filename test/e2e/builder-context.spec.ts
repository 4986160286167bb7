// The builder's own page context (issue 28): on a page with no #site-context, the runtime reads the
// builder's `Static.SQUARESPACE_CONTEXT = {…}` from its inline script's text, under `script-src 'self'`
// where that script never runs, and a visitor gets what the context says: the cookie banner, prices in
// the store's currency, the site's ids on the analytics beacon, the contact bar. First on a page of our
// own in the builder's markup (fixtures/pages/builder-context.html), then on the real published pages
// of ../shared/real-pages, read here at run time (nothing of them is copied into this repository).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { REAL_PAGES_DIR, realPageFilesNow } from '../../fixtures/server/real-pages.mjs';
import { expect, type LogEntry, test, wake } from './fixtures';

const FIXTURE = '/fixtures/builder-context.html';
/** What the fixture's context says (fixtures/pages/builder-context.html). */
const SITE = {
  websiteId: '6a1b2c3d4e5f60718293a4b5',
  templateId: '6a1b2c3d4e5f60718293a4ff',
  collectionId: '6a1b2c3d4e5f60718293a4c0',
  itemId: '6a1b2c3d4e5f60718293a4c1',
};
/** The messages of a page that found no context it could read. */
const NO_CONTEXT = /no #site-context|builder's context script cannot be read|site-runtime: context:/;

type Log = (path?: string) => Promise<LogEntry[]>;

/** The kit stylesheet the builder's context names (website.typekitId), answered here: nothing leaves
 *  this machine, and the fonts feature still gets its answer. */
async function answerTypekit(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('https://use.typekit.net/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/css', body: '' });
  });
  return asked;
}

/** The pageview the page sent (visitor analytics runs after the load event, when the page is idle). */
async function pageview(log: Log): Promise<Record<string, unknown>> {
  await expect.poll(async () => (await log('/api/census/RecordHit')).length, { timeout: 15_000 }).toBe(1);
  const [hit] = await log('/api/census/RecordHit');
  const body = (hit?.body ?? {}) as Record<string, string>;
  return JSON.parse(body['data'] ?? '{}') as Record<string, unknown>;
}

test.describe('a page of our own in the builder markup, with no #site-context', () => {
  test('the cookie banner shows what its context says, and the builder script never ran', async ({ page, issues }) => {
    await page.goto(FIXTURE);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Wir zählen Besuche mit Cookies.');
    await expect(banner.getByRole('button', { name: 'Einverstanden' })).toBeVisible();
    await banner.getByRole('button', { name: 'Einverstanden' }).click();
    await expect(banner).toHaveCount(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed')?.value).toBe('true');
    // Read as data: the script itself was refused by the policy, as on any host that adopts the runtime.
    expect(await page.evaluate(() => 'Static' in window)).toBe(false);
    expect(issues.filter((issue) => NO_CONTEXT.test(issue.text))).toEqual([]);
    expect(issues.filter((issue) => !/Content Security Policy/.test(issue.text))).toEqual([]);
  });

  test("a product's price is in the store's currency and the site's language", async ({ page }) => {
    await page.goto(FIXTURE);
    await wake(page, '#block-product');
    // 24.00 EUR as de-DE writes it: the currency from storeSettings, the locale from website.language.
    await expect(page.locator('#block-product .sr-price')).toHaveText(/^24,00\s€$/);
  });

  test('the pageview carries the site, template, page and locale of the context', async ({ page, log }) => {
    await page.goto(FIXTURE);
    const data = await pageview(log);
    expect(data).toMatchObject({ ...SITE, locale: 'de-DE', page: FIXTURE });
  });

  test('the contact bar offers the email the builder keeps in its website settings', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(FIXTURE);
    const info = page.getByRole('navigation', { name: 'Contact' });
    await expect(info.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:werkstatt@toepferei-am-anger.example');
  });

  test('a builder context that cannot be read: defaults, one clear console error, the page still works', async ({ page, issues }) => {
    await page.route(`**${FIXTURE}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('Static.SQUARESPACE_CONTEXT = {', 'Static.SQUARESPACE_CONTEXT = {website: ');
      await route.fulfill({ response, body });
    });
    await page.goto(FIXTURE);
    await expect
      .poll(() => issues.filter((issue) => NO_CONTEXT.test(issue.text)).map((issue) => issue.text))
      .toEqual([expect.stringContaining("site-runtime: the builder's context script cannot be read as JSON; using defaults.")]);
    // Defaults: no banner; the product block still wakes, in the default currency.
    await wake(page, '#block-product');
    await expect(page.locator('#block-product .sr-price')).toHaveText('$24.00');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });

  test('a #site-context on the same page wins over the builder context', async ({ page, log }) => {
    await page.route(`**${FIXTURE}`, async (route) => {
      const response = await route.fetch();
      const ours = '<script type="application/json" id="site-context">{"website":{"id":"ours-site"},"locale":"en-GB"}</script>';
      await route.fulfill({ response, body: (await response.text()).replace('</head>', `${ours}\n</head>`) });
    });
    await page.goto(FIXTURE);
    const data = await pageview(log);
    expect(data).toMatchObject({ websiteId: 'ours-site', locale: 'en-GB' });
    expect(data['templateId']).toBeUndefined();
    // Its context has no cookie settings: no banner, whatever the builder's says.
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    await expect(page.locator('[data-site-runtime="cookie-banner"]')).toHaveCount(0);
  });
});

/** What a corpus page's context says, read from the file with plain patterns (not with the runtime's
 *  own reader, which is what is tested). */
interface Published {
  websiteId: string | undefined;
  templateId: string | undefined;
  collectionId: string | undefined;
  locale: string | undefined;
  typekitId: string | undefined;
  bannerEnabled: boolean;
  bannerCta: string | undefined;
  /** The banner's text as a visitor reads it, its first words: up to its first link. */
  bannerWords: string | undefined;
}

function published(file: string): Published {
  const html = readFileSync(join(REAL_PAGES_DIR, file), 'utf8');
  const script = /<script[^>]*data-name="static-context"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const first = (pattern: RegExp): string | undefined => pattern.exec(script)?.[1];
  return {
    websiteId: first(/"website":\{"id":"([^"]+)"/),
    templateId: first(/"templateId":"([^"]+)"/),
    collectionId: first(/"collection":\{[^{}]*?"id":"([^"]+)"/),
    locale: first(/"formattingLocale":"([^"]+)"/) ?? first(/"language":"([^"]+)"/),
    typekitId: first(/"typekitId":"([^"]+)"/),
    bannerEnabled: first(/"isCookieBannerEnabled":(true|false)/) === 'true',
    bannerCta: first(/"cookieBannerCtaText":"([^"]*)"/),
    bannerWords: first(/"cookieBannerText":"((?:[^"\\]|\\.)*)"/)
      ?.replace(/\\"/g, '"')
      .replace(/<a\b[\s\S]*$/, '')
      .replace(/<[^>]*>/g, '')
      .trim()
      .slice(0, 40),
  };
}

/** Whether JSON.parse takes the context as published: the socialgizmo pages' has an unescaped quote. */
function validJson(file: string): boolean {
  const html = readFileSync(join(REAL_PAGES_DIR, file), 'utf8');
  const script = /<script[^>]*data-name="static-context"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const literal = script.slice(script.indexOf('{', script.indexOf('SQUARESPACE_CONTEXT')), script.lastIndexOf('}') + 1);
  try {
    JSON.parse(literal);
    return true;
  } catch {
    return false;
  }
}

const files = realPageFilesNow();

test.describe('the real published pages, adopted', () => {
  test.skip(files.length === 0, `no corpus in ${REAL_PAGES_DIR}`);

  test('the corpus holds pages whose context is not valid JSON, and one with the cookie banner on', () => {
    expect(files.filter((file) => !validJson(file)).length).toBeGreaterThan(0);
    expect(files.some((file) => published(file).bannerEnabled)).toBe(true);
  });

  for (const file of files) {
    test(`${file}: runs on its own context${validJson(file) ? '' : ' (not valid JSON as published)'}`, async ({ page, log, issues }) => {
      const expected = published(file);
      expect(expected.websiteId).toBeDefined();
      const kits = await answerTypekit(page);
      await page.goto(`/real-pages/${file}`);
      const data = await pageview(log);
      expect(data).toMatchObject({
        websiteId: expected.websiteId,
        templateId: expected.templateId,
        collectionId: expected.collectionId,
        locale: expected.locale,
      });
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      if (expected.bannerEnabled) {
        await expect(banner).toBeVisible();
        if (expected.bannerWords) await expect(banner).toContainText(expected.bannerWords);
        await expect(banner.getByRole('button', { name: expected.bannerCta ?? 'Accept', exact: true })).toBeVisible();
      } else {
        await expect(page.locator('[data-site-runtime="cookie-banner"]')).toHaveCount(0);
      }
      // The site's fonts: the kit its context names.
      if (expected.typekitId) await expect.poll(() => kits).toContainEqual(expect.stringContaining(`/${expected.typekitId}.css`));
      expect(await page.evaluate(() => 'Static' in window)).toBe(false);
      expect(issues.filter((issue) => NO_CONTEXT.test(issue.text))).toEqual([]);
    });
  }
});
