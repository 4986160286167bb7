import { readFileSync } from 'node:fs';
import { expect, test, waitForState } from './fixtures';

test('the button block sends its render beacon, and its click beacon before it navigates', async ({ page, log }) => {
  await page.goto('/fixtures/triggers.html');
  await waitForState(page, '#block-load', 'live');
  await expect
    .poll(async () => (await log()).filter((entry) => entry.path === '/api/census/button-render').length)
    .toBeGreaterThanOrEqual(1);
  const render = (await log()).find(
    (entry) => entry.path === '/api/census/button-render' && (entry.body as Record<string, string>)['buttonText'] === 'On load',
  );
  expect(render?.method).toBe('POST');
  expect(render?.body).toMatchObject({
    id: 'block-load',
    buttonText: 'On load',
    clickthroughUrl: '/fixtures/home.html',
    size: 'small',
    alignment: 'center',
    newWindow: 'false',
    context: 'button-block',
    pagePath: '/fixtures/triggers.html',
    contentSource: 'c',
  });
  expect(render?.query['crumb']).toMatch(/^[0-9a-f]{24}$/);

  await Promise.all([page.waitForURL('**/fixtures/home.html'), page.getByRole('link', { name: 'On load' }).click()]);
  await expect.poll(async () => (await log()).filter((entry) => entry.path === '/api/census/button-click').length).toBe(1);
  const click = (await log()).find((entry) => entry.path === '/api/census/button-click');
  expect(click?.body).toMatchObject({ id: 'block-load', buttonText: 'On load' });
});

test('a server-rendered button block goes live without React: its HTML is already the link', async ({ page, scripts }) => {
  const report = JSON.parse(readFileSync(new URL('../../dist/size-report.json', import.meta.url), 'utf8')) as {
    files: Record<string, { gzip: number }>;
  };
  const react = Object.keys(report.files).find((file) => /^chunks\/react-\w+\.js$/.test(file));
  expect(react).toBeDefined();
  await page.goto('/fixtures/triggers.html');
  await waitForState(page, '#block-load', 'live');
  await page.waitForLoadState('networkidle');
  expect(scripts).toContainEqual(expect.stringMatching(/\/chunks\/button-\w+\.js$/));
  expect(scripts).not.toContain(`/dist/${react}`);
});

test("the builder's published button keeps its own link: no React, no island, and its render is counted", async ({
  page,
  scripts,
  log,
}) => {
  await page.goto('/fixtures/legacy.html');
  await waitForState(page, '#block-legacy-button', 'live');
  await expect(page.locator('#block-legacy-button').getByRole('link', { name: 'Legacy button' })).toHaveAttribute(
    'href',
    '/fixtures/home.html',
  );
  await expect
    .poll(async () => (await log('/api/census/button-render')).map((entry) => (entry.body as Record<string, string>)['buttonText']))
    .toContain('Legacy button');
  expect(scripts.filter((src) => src.includes('/chunks/button.island-'))).toEqual([]);
});
