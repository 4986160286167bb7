// The page types of spec 000 §2 that ask something of the runtime (fixtures/pages/page-types.ts): a
// not-found page and a search page are no pageview; the lock screen's password form unlocks the site; a
// member area's access-denied page signs the visitor in, in place.

import { expect, test, waitForState } from './fixtures';

test('a not-found page (type 100) is never counted; the same site’s next page is', async ({ page, log }) => {
  await page.goto('/fixtures/not-found.html');
  await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
  // Analytics ran (its performance settings asked), and sent no pageview.
  await expect.poll(async () => (await log('/api/1/performance/settings')).length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(await log('/api/census/RecordHit')).toEqual([]);
  await page.getByRole('link', { name: 'Back to the café' }).click();
  await expect.poll(async () => (await log('/api/census/RecordHit')).length).toBe(1);
});

test('the lock screen: a wrong password is refused beside the field; the right one unlocks and loads the address again', async ({
  page,
  context,
  log,
  issues,
}) => {
  await page.goto('/fixtures/lock-screen.html');
  await waitForState(page, '[data-page-root="lock-screen"]', 'live');
  const password = page.getByLabel('Password');
  await password.fill('latte');
  await password.press('Enter');
  const refusal = page.getByRole('alert');
  await expect(refusal).toHaveText('That password is not the one for this site.');
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('That password is not the one for this site.');
  expect((await context.cookies()).filter((cookie) => cookie.name === 'ss_unlocked')).toEqual([]);

  // The page is loaded again once the host takes the password: a mark left on this document goes.
  await page.evaluate(() => Object.assign(window, { beforeUnlock: true }));
  await password.fill('espresso-after-hours');
  await page.getByRole('button', { name: 'Enter' }).click();
  await page.waitForFunction(() => !('beforeUnlock' in window));
  await expect(page).toHaveURL(/\/fixtures\/lock-screen\.html$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'ss_unlocked')?.value).toBe('1');
  const sent = await log('/api/auth/LockScreen');
  expect(sent.map((entry) => entry.body)).toEqual([
    { password: 'latte', path: '/fixtures/lock-screen.html' },
    { password: 'espresso-after-hours', path: '/fixtures/lock-screen.html' },
  ]);
  // Sent through the data layer: with the crumb, as every state-changing call.
  expect(sent[1]?.query['crumb']).toBeTruthy();
  expect(issues.filter((issue) => !/401/.test(issue.text))).toEqual([]);
});

test('a lock screen root on a page that is not of type 103 stays the host’s form, with a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.route('**/fixtures/lock-screen.html', async (route) => {
    const response = await route.fetch();
    route.fulfill({ response, body: (await response.text()).replace('"pageType":103', '"pageType":2') });
  });
  await page.goto('/fixtures/lock-screen.html');
  await waitForState(page, '[data-page-root="lock-screen"]', 'failed');
  expect(errors.some((text) => /Error evaluating lock-screen block data/.test(text))).toBe(true);
});

test('access denied: Sign in opens the member sign-in in place; signed in, the address is loaded again', async ({ page, log }) => {
  await page.goto('/fixtures/access-denied.html');
  await waitForState(page, '[data-page-root="access-denied"]', 'live');
  await page.getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await expect(page).toHaveURL(/\/fixtures\/access-denied\.html$/);
  await page.evaluate(() => Object.assign(window, { beforeSignIn: true }));
  await dialog.getByLabel('Email').fill('member@example.com');
  await dialog.getByLabel('Password').fill('espresso-42');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForFunction(() => !('beforeSignIn' in window));
  await expect(page).toHaveURL(/\/fixtures\/access-denied\.html$/);
  expect(await log('/api/site-users/account/session')).toHaveLength(1);
});
