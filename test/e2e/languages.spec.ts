// The language switcher (issue 20, spec 001 §3, §7): a visitor's list of the site's languages, drawn from
// `GET /api/multilingual/settings` and `/status` or published by the builder, shown only with more than
// one language; and, in the editor's frame, the owner's controls: `PUT /api/multilingual/languages` and
// `DELETE /api/multilingual/connection`, each after a confirmation. What the host received is read
// from /__log.

import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from '@playwright/test';
import { openEditor } from './editor';
import { expect, islandErrors, recordIslandErrors, test, waitForRuntime, waitForState } from './fixtures';

const SETTINGS = '/api/multilingual/settings';
const STATUS = '/api/multilingual/status';
const OWNER_CALLS = ['/api/multilingual/languages', '/api/multilingual/connection', '/api/site-header-footer'];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axe(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Signs the browser in to the site's account, as the host's login would (fixtures/server/accounts.mjs). */
async function signIn(page: Page, role: 'owner' | 'viewer'): Promise<void> {
  const response = await page.request.post('/api/test/account-session', { data: { role } });
  expect(response.status()).toBe(200);
}

/** Waits until the block in `scope` (the page or the site's frame) is live. */
const live = (scope: Page | Frame, selector: string) => expect(scope.locator(selector)).toHaveAttribute('data-sr-state', 'live');

const languageLinks = (scope: Page | Frame, block = '#block-languages') =>
  scope.locator(block).getByRole('navigation', { name: 'Languages' }).getByRole('link');

test.describe('a visitor', () => {
  test('sees the host’s languages as links in their own names, the page’s own current', async ({ page, log, issues }) => {
    await page.goto('/fixtures/languages.html');
    await waitForState(page, '#block-languages', 'live');
    const links = languageLinks(page);
    await expect(links).toHaveText(['English', 'Français', 'Deutsch']);
    await expect(links.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(links.nth(1)).not.toHaveAttribute('aria-current', /.*/);
    await expect(links.nth(1)).toHaveAttribute('lang', 'fr');
    await expect(links.nth(1)).toHaveAttribute('hreflang', 'fr');
    await expect(links.nth(1)).toHaveAttribute('href', '/fr/');
    // The published list works as HTML: it asked nothing. One call each, from the empty block.
    await waitForState(page, '#block-languages-published', 'live');
    await expect(languageLinks(page, '#block-languages-published')).toHaveText(['English', 'Français', 'Deutsch']);
    const calls = await log('/api/');
    expect(calls.filter((call) => call.path === SETTINGS).map((call) => call.method)).toEqual(['GET']);
    expect(calls.filter((call) => call.path === STATUS).map((call) => call.method)).toEqual(['GET']);
    expect(calls.filter((call) => OWNER_CALLS.includes(call.path))).toEqual([]);
    await expect(page.getByRole('group', { name: 'Site languages' })).toHaveCount(0);
    expect(await axe(page, '#block-languages')).toEqual([]);
    expect(issues).toEqual([]);
  });

  test('moves through the languages with the keyboard', async ({ page }) => {
    await page.goto('/fixtures/languages.html');
    await waitForState(page, '#block-languages', 'live');
    const links = languageLinks(page);
    await links.nth(0).focus();
    await page.keyboard.press('Tab');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(links.nth(2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/$/);
  });

  test('a site with one language: the switcher shows nothing, the page goes on', async ({ page, issues }) => {
    const one = { originalLanguage: 'en', languages: [{ code: 'en', name: 'English', url: '/' }], availableLanguages: [] };
    await page.request.post('/api/test/failures', { data: { path: SETTINGS, status: 200, body: one } });
    await page.goto('/fixtures/languages.html');
    await waitForState(page, '#block-languages', 'live');
    await expect(page.locator('#block-languages nav.language-picker')).toBeHidden();
    await expect(page.locator('#block-languages').getByRole('link')).toHaveCount(0);
    await expect(page.locator('#after-languages')).toBeVisible();
    expect(issues).toEqual([]);
  });

  test('a published list of one language shows nothing and asks nothing', async ({ page, log, issues }) => {
    await page.goto('/fixtures/languages-single.html');
    await waitForState(page, '#block-languages-single', 'live');
    await expect(page.locator('#block-languages-single nav')).toBeHidden();
    expect(await log('/api/multilingual/')).toEqual([]);
    expect(issues).toEqual([]);
  });

  test('without the translation provider, visitors get the original language only: nothing shown', async ({ page }) => {
    await page.request.post('/api/test/failures', { data: { path: STATUS, status: 200, body: { connected: false } } });
    await page.goto('/fixtures/languages.html');
    await waitForState(page, '#block-languages', 'live');
    await expect(page.locator('#block-languages nav')).toBeHidden();
  });

  for (const [name, status, body] of [
    ['a 500', 500, { error: 'Internal server error' }],
    ['an answer without languages', 200, { languages: 'en,fr' }],
  ] as const) {
    test(`${name}: the block shows nothing, a clear console error, the page works`, async ({ page, issues }) => {
      await recordIslandErrors(page);
      await page.request.post('/api/test/failures', { data: { path: SETTINGS, status, body } });
      await page.goto('/fixtures/languages.html');
      await waitForState(page, '#block-languages', 'live');
      await expect(page.locator('#block-languages').getByRole('link')).toHaveCount(0);
      await expect(languageLinks(page, '#block-languages-published')).toHaveCount(3);
      await expect(page.locator('#after-languages')).toBeVisible();
      await expect.poll(() => issues.map((issue) => issue.text).join('\n')).toContain('site-runtime: language-switcher:');
      expect(await islandErrors(page)).toEqual([]);
    });
  }

  test('broken blocks: each bad one fails alone with its message, an unsafe link is no link', async ({ page, issues }) => {
    await recordIslandErrors(page);
    await page.goto('/fixtures/languages-broken.html');
    await waitForRuntime(page);
    await waitForState(page, '#block-languages-bad-json', 'failed');
    await waitForState(page, '#block-languages-bad-label', 'failed');
    await waitForState(page, '#block-languages-unsafe', 'live');
    await waitForState(page, '#block-languages-ok', 'live');
    await expect(page.locator('#block-languages-bad-json')).toContainText('Server HTML of a switcher with malformed JSON.');
    const unsafe = page.locator('#block-languages-unsafe');
    await expect(unsafe.getByRole('link')).toHaveText(['English', 'Français']);
    await expect(unsafe.getByText('Deutsch')).not.toHaveAttribute('href', /.*/);
    // Published without a current mark: the page's language (en) gets it.
    await expect(unsafe.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(unsafe.locator('[aria-current]')).toHaveCount(1);
    await expect(page.locator('#block-languages-ok').getByRole('navigation', { name: 'Language' }).getByRole('link')).toHaveCount(3);
    const text = issues.map((issue) => issue.text).join('\n');
    expect(text).toContain('Error decoding language-switcher block data.');
    expect(text).toContain('Error evaluating language-switcher block data.');
    expect(text).toContain('the link to "Deutsch" has an unsafe address');
    expect((await islandErrors(page)).map((error) => error.id).sort()).toEqual(['block-languages-bad-json', 'block-languages-bad-label']);
  });
});

test.describe('the owner in the editor’s frame', () => {
  test('adds a language: confirmed, sent, the list and the status show the host’s answer', async ({ page, log, issues }) => {
    await signIn(page, 'owner');
    const frame = await openEditor(page, 'languages-owner');
    const group = frame.getByRole('group', { name: 'Site languages' });
    await expect(group).toBeVisible();
    await expect(group.getByRole('checkbox', { name: 'English (original)' })).toBeDisabled();
    // By keyboard: Space checks, Enter presses.
    await group.getByRole('checkbox', { name: 'Español' }).focus();
    await page.keyboard.press('Space');
    await frame.getByRole('button', { name: 'Save languages' }).press('Enter');
    const confirm = frame.getByRole('alertdialog', { name: "Change the site's languages" });
    await expect(confirm).toContainText('The site will be shown in English, Français, Deutsch, Español.');
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(frame.getByRole('status').filter({ hasText: 'Languages saved' })).toHaveText(
      'Languages saved: English, Français, Deutsch, Español.',
    );
    await expect(languageLinks(frame)).toHaveText(['English', 'Français', 'Deutsch', 'Español']);
    const puts = (await log('/api/multilingual/languages')).map((call) => [call.method, call.body]);
    expect(puts).toEqual([['PUT', { languages: ['en', 'fr', 'de', 'es'] }]]);
    expect(issues).toEqual([]);
  });

  test('cancelling the confirmation sends nothing', async ({ page, log }) => {
    await signIn(page, 'owner');
    const frame = await openEditor(page, 'languages-owner');
    await frame.getByRole('checkbox', { name: 'Deutsch' }).uncheck();
    await frame.getByRole('button', { name: 'Save languages' }).press('Enter');
    await frame.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect(frame.getByRole('alertdialog')).toHaveCount(0);
    await expect(frame.getByRole('button', { name: 'Save languages' })).toBeFocused();
    expect(await log('/api/multilingual/languages')).toEqual([]);
    await expect(frame.getByRole('checkbox', { name: 'Deutsch' })).not.toBeChecked();
  });

  for (const [name, arrange, message] of [
    ['the host fails', (page: Page) => fail(page, '/api/multilingual/languages', 500), 'Internal server error. Please try again later.'],
    ['no account session at the host', async () => undefined, 'Sign in to your account to change this site.'],
    [
      'a viewer’s session',
      (page: Page) => page.request.post('/api/test/account-session', { data: { role: 'viewer' } }),
      'Unauthorized request',
    ],
  ] as const) {
    test(`${name}: an alert says so, and the owner's choice stays`, async ({ page, log }) => {
      if (name === 'the host fails') await signIn(page, 'owner');
      await arrange(page);
      const frame = await openEditor(page, 'languages-owner');
      await frame.getByRole('checkbox', { name: 'Italiano' }).check();
      await frame.getByRole('button', { name: 'Save languages' }).press('Enter');
      await frame.getByRole('alertdialog').getByRole('button', { name: 'Save languages' }).press('Enter');
      const alert = frame.getByRole('alertdialog', { name: 'Languages not saved' });
      await expect(alert).toContainText(message);
      await alert.getByRole('button', { name: 'OK' }).press('Enter');
      await expect(frame.getByRole('checkbox', { name: 'Italiano' })).toBeChecked();
      await expect(languageLinks(frame)).toHaveText(['English', 'Français', 'Deutsch']);
      expect((await log('/api/multilingual/languages')).map((call) => call.method)).toContain('PUT');
    });
  }

  test('disconnects the translation provider after confirming: the list goes, the status says so', async ({ page, log }) => {
    await signIn(page, 'owner');
    const frame = await openEditor(page, 'languages-owner');
    await expect(frame.getByText('The translation provider is connected.')).toBeVisible();
    await frame.getByRole('button', { name: 'Disconnect translation' }).press('Enter');
    const confirm = frame.getByRole('alertdialog', { name: 'Disconnect translation' });
    await expect(confirm).toContainText('Visitors will see the site in English only.');
    await confirm.getByRole('button', { name: 'Disconnect translation' }).press('Enter');
    await expect(frame.getByRole('status')).toHaveText('Translation disconnected.');
    await expect(frame.locator('#block-languages nav')).toBeHidden();
    await expect(frame.getByRole('button', { name: 'Disconnect translation' })).toHaveCount(0);
    expect((await log('/api/multilingual/connection')).map((call) => call.method)).toEqual(['DELETE']);
  });

  test('a failed disconnect is an alert; the provider stays connected', async ({ page }) => {
    await signIn(page, 'owner');
    await fail(page, '/api/multilingual/connection', 503);
    const frame = await openEditor(page, 'languages-owner');
    await frame.getByRole('button', { name: 'Disconnect translation' }).press('Enter');
    await frame.getByRole('alertdialog').getByRole('button', { name: 'Disconnect translation' }).press('Enter');
    await expect(frame.getByRole('alertdialog', { name: 'Translation not disconnected' })).toContainText(
      'This service is temporarily unavailable. Please try again later.',
    );
    await expect(languageLinks(frame)).toHaveCount(3);
  });
});

test.describe('never the owner’s controls', () => {
  for (const [who, arrange] of [
    ['the owner on the live site (not framed)', (page: Page) => page.goto('/fixtures/languages-owner.html').then(() => page)],
    ['a viewer in the frame', (page: Page) => openEditor(page, 'languages-viewer')],
    ['a visitor in the frame', (page: Page) => openEditor(page, 'languages')],
  ] as const) {
    test(`${who}: the switcher only, no owner call`, async ({ page, log }) => {
      await signIn(page, 'owner');
      const scope = await arrange(page);
      await live(scope, '#block-languages');
      await expect(languageLinks(scope)).toHaveCount(3);
      // Everything the page would load has come (the account feature's chunk included, where it runs).
      await page.waitForLoadState('networkidle');
      await expect(scope.getByRole('group', { name: 'Site languages' })).toHaveCount(0);
      await expect(scope.getByRole('button', { name: 'Edit header and footer' })).toHaveCount(0);
      expect((await log('/api/')).filter((call) => OWNER_CALLS.includes(call.path))).toEqual([]);
    });
  }
});

function fail(page: Page, path: string, status: number): Promise<unknown> {
  return page.request.post('/api/test/failures', { data: { path, status } });
}
