import { expect, test } from './fixtures';

const THIRTY_DAYS = 30 * 86_400;

test('bar, opt-in: Accept stores ss_cookieAllowed=true for 30 days and removes the banner', async ({ page, issues, scripts }) => {
  await page.goto('/fixtures/consent-bar.html');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  // An empty paragraph falls back to the default notice.
  await expect(banner).toContainText('This site uses cookies');
  await expect(banner.getByRole('button')).toHaveText(['Accept']);
  // A first visit to every page of the site shows it: it costs its own small chunk, never React's.
  expect(scripts.filter((src) => src.includes('/chunks/cookie-banner-'))).toHaveLength(1);
  expect(scripts.filter((src) => /\/chunks\/react-\w+\.js/.test(src))).toEqual([]);
  const before = Date.now() / 1000;
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toHaveCount(0);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ss_cookieAllowed');
  expect(cookie?.value).toBe('true');
  expect(cookie!.expires - before).toBeGreaterThan(THIRTY_DAYS - 60);
  expect(cookie!.expires - before).toBeLessThan(THIRTY_DAYS + 60);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  expect(issues).toEqual([]);
});

test('popup, opt in and out: Decline stores false; reachable and operable by keyboard', async ({ page }) => {
  await page.goto('/fixtures/consent-popup.html');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toContainText('We use cookies to count visits.');
  await expect(banner).toHaveClass(/sr-cookie-banner--top-left/);
  // The default CTA variant is an icon, named by the CTA text.
  await expect(banner.getByRole('button', { name: 'Allow cookies' })).toHaveText('×');
  await expect(banner.getByRole('button', { name: 'No, thanks' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: 'Our policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'No, thanks' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === 'ss_cookieAllowed')?.value).toBe('false');
});

test('restrictive policy: tracking cookies are cleared until the visitor accepts', async ({ page, baseURL }) => {
  await page.context().addCookies(['ss_cvr', 'ss_cvt', 'SS_ANALYTICS_ID'].map((name) => ({ name, value: 'old', url: baseURL! })));
  await page.goto('/fixtures/consent-restrictive.html');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('ss_cvr');
  expect(names).not.toContain('ss_cvt');
  expect(names).not.toContain('SS_ANALYTICS_ID');
  await banner.getByRole('button', { name: 'Accept' }).click();
  expect((await page.context().cookies()).find((c) => c.name === 'ss_cookieAllowed')?.value).toBe('true');
});
