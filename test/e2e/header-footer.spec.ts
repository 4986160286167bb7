// The owner's header and footer editor (issue 20, spec 001 §3, §7): in the editor's frame only, "Edit
// header and footer" loads them (`GET /api/site-header-footer`), the dialog saves them (`PUT`), and the
// page's header and footer show the answer, sanitized, without a reload. A visitor, a viewer, or the
// owner outside the frame never calls it. What the host received is read from /__log.

import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from '@playwright/test';
import { openEditor } from './editor';
import { expect, test } from './fixtures';

const CALL = '/api/site-header-footer';

async function signIn(page: Page, role: 'owner' | 'viewer' = 'owner'): Promise<void> {
  expect((await page.request.post('/api/test/account-session', { data: { role } })).status()).toBe(200);
}

const editButton = (frame: Frame) => frame.getByRole('button', { name: 'Edit header and footer' });
const editor = (frame: Frame) => frame.getByRole('dialog', { name: 'Header and footer' });

test('the owner edits the header and footer: loaded, saved, redrawn sanitized without a reload', async ({ page, log, issues }) => {
  await signIn(page);
  const frame = await openEditor(page, 'languages-owner');
  // A mark on the frame's window: still there after saving means no reload.
  await frame.evaluate(() => Object.assign(window, { __kept: true }));
  await editButton(frame).press('Enter');
  const dialog = editor(frame);
  const header = dialog.getByRole('textbox', { name: 'Header (HTML)' });
  await expect(header).toHaveValue('<p class="header-title"><a href="/">Fixture Café</a></p>');
  await expect(header).toBeFocused();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  const newHeader =
    '<p class="header-title">Café Neu<img src="/x.png" onerror="window.__ran = true"><script>window.__ran = true</script></p>';
  await header.fill(newHeader);
  await dialog.getByRole('textbox', { name: 'Footer (HTML)' }).fill('<p>Open on Sundays</p>');
  await dialog.getByRole('button', { name: 'Save' }).press('Enter');
  // First: the notice goes by itself after 2 s (spec 001 §9).
  await expect(frame.getByRole('dialog', { name: 'Header and footer saved.' })).toBeVisible();
  await expect(editor(frame)).toHaveCount(0);
  await expect(frame.locator('#header')).toHaveText('Café Neu');
  await expect(frame.locator('#footer-sections')).toHaveText('Open on Sundays');
  expect(await frame.evaluate(() => document.querySelectorAll('#header script, #header [onerror]').length)).toBe(0);
  expect(await frame.evaluate(() => (window as unknown as { __kept?: boolean; __ran?: boolean }).__kept === true)).toBe(true);
  expect(await frame.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
  await expect(editButton(frame)).toBeFocused();
  const calls = (await log(CALL)).map((call) => [call.method, call.body]);
  expect(calls).toEqual([
    ['GET', null],
    ['PUT', { header: newHeader, footer: '<p>Open on Sundays</p>' }],
  ]);
  // Chromium reports the handler as DOMPurify parses it in its inert document (hostile/policies.spec.ts); nothing
  // runs. The picture itself is a 404.
  expect(issues.filter((issue) => !/inline event handler|404/.test(issue.text))).toEqual([]);
});

test('Escape closes the editor unsaved; focus returns to the button', async ({ page, log }) => {
  await signIn(page);
  const frame = await openEditor(page, 'languages-owner');
  await editButton(frame).press('Enter');
  await editor(frame).getByRole('textbox', { name: 'Header (HTML)' }).fill('<p>Never saved</p>');
  await page.keyboard.press('Escape');
  await expect(editor(frame)).toHaveCount(0);
  await expect(editButton(frame)).toBeFocused();
  await expect(frame.locator('#header')).toHaveText('Fixture Café');
  expect((await log(CALL)).map((call) => call.method)).toEqual(['GET']);
});

test('a failed save is an alert over the editor; what the owner typed stays', async ({ page, log }) => {
  await signIn(page);
  await page.request.post('/api/test/failures', { data: { path: CALL, status: 500 } });
  const frame = await openEditor(page, 'languages-owner');
  // Every call fails: the load first.
  await editButton(frame).press('Enter');
  const notLoaded = frame.getByRole('alertdialog', { name: 'Header and footer could not be loaded' });
  await expect(notLoaded).toContainText('Internal server error. Please try again later.');
  await notLoaded.getByRole('button', { name: 'OK' }).press('Enter');
  await expect(editButton(frame)).toBeFocused();
  // Now only the save fails.
  await page.request.delete('/api/test/failures');
  await editButton(frame).press('Enter');
  await editor(frame).getByRole('textbox', { name: 'Footer (HTML)' }).fill('<p>Typed by the owner</p>');
  await page.request.post('/api/test/failures', { data: { path: CALL, status: 500, times: 1 } });
  await editor(frame).getByRole('button', { name: 'Save' }).press('Enter');
  const alert = frame.getByRole('alertdialog', { name: 'Header and footer not saved' });
  await expect(alert).toContainText('Internal server error. Please try again later.');
  await alert.getByRole('button', { name: 'OK' }).press('Enter');
  await expect(editor(frame).getByRole('textbox', { name: 'Footer (HTML)' })).toHaveValue('<p>Typed by the owner</p>');
  await expect(frame.locator('#footer-sections')).toHaveText('Fixture Café · open every day from 8 to 18');
  expect((await log(CALL)).map((call) => call.method)).toEqual(['GET', 'GET', 'PUT']);
});

test('the host refuses a page whose account is not signed in there: the alert gives its words', async ({ page }) => {
  const frame = await openEditor(page, 'languages-owner');
  await editButton(frame).press('Enter');
  await expect(frame.getByRole('alertdialog', { name: 'Header and footer could not be loaded' })).toContainText(
    'Sign in to your account to change this site.',
  );
});

for (const [who, open] of [
  ['the owner outside the frame', (page: Page) => page.goto('/fixtures/languages-owner.html')],
  ['a viewer in the frame', (page: Page) => openEditor(page, 'languages-viewer')],
  ['a visitor in the frame', (page: Page) => openEditor(page, 'languages')],
] as const) {
  test(`${who}: no editor, no call, its code never loaded`, async ({ page, log, scripts }) => {
    await signIn(page);
    await open(page);
    await page.waitForLoadState('networkidle');
    const frame = page.frames().at(-1) ?? page.mainFrame();
    await expect(frame.locator('#block-languages')).toHaveAttribute('data-sr-state', 'live');
    await expect(frame.getByRole('button', { name: 'Edit header and footer' })).toHaveCount(0);
    expect(scripts.filter((script) => script.includes('/chunks/header-footer-'))).toEqual([]);
    expect(await log(CALL)).toEqual([]);
  });
}
