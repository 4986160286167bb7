import { expect, test, waitForState } from './fixtures';

test('home hydrates its islands with no console error, warning or hydration mismatch', async ({ page, issues }) => {
  await page.goto('/fixtures/home.html');
  const header = page.getByRole('button', { name: 'Do you take reservations?' });
  // Mark a server-rendered node: hydration must keep it, not replace it.
  await header.evaluate((el) => el.setAttribute('data-server-node', ''));
  await header.click();
  await waitForState(page, '#block-faq', 'live');
  await page.getByRole('tab', { name: 'Lunch' }).click();
  await waitForState(page, '#block-menu', 'live');
  await page.getByRole('link', { name: 'Get directions' }).scrollIntoViewIfNeeded();
  await waitForState(page, '#block-below-button', 'live');
  await expect(page.locator('[data-server-node]')).toHaveCount(1);
  expect(issues).toEqual([]);
});

test('the click that wakes an interaction island is the click it handles', async ({ page, scripts }) => {
  await page.goto('/fixtures/home.html');
  expect(scripts.some((src) => src.includes('/chunks/accordion-'))).toBe(false);
  const header = page.getByRole('button', { name: 'Do you take reservations?' });
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Do you take reservations?' })).toBeVisible();
  // The first item was open: only one open at a time.
  await expect(page.getByRole('button', { name: 'What are your opening hours?' })).toHaveAttribute('aria-expanded', 'false');
  expect(scripts.filter((src) => src.includes('/chunks/accordion-'))).toHaveLength(1);
  // Its server HTML is wired where it stands: no React island is fetched for it.
  expect(scripts.filter((src) => src.includes('/chunks/accordion.island-'))).toEqual([]);
});

test("home's accordion and menu answer their first touch without React: the server's HTML is wired where it stands", async ({
  page,
  scripts,
  issues,
}) => {
  await page.goto('/fixtures/home.html');
  await page.getByRole('button', { name: 'Do you take reservations?' }).click();
  await expect(page.getByRole('region', { name: 'Do you take reservations?' })).toBeVisible();
  const lunch = page.getByRole('tab', { name: 'Lunch' });
  await lunch.click();
  await expect(lunch).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Lunch' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Breakfast' })).toHaveAttribute('aria-selected', 'false');
  await waitForState(page, '#block-menu', 'live');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((src) => /\/chunks\/(react|accordion\.island|menu\.island)-/.test(src))).toEqual([]);
  expect(issues).toEqual([]);
});

test('a visible island loads its chunk only when scrolled near', async ({ page, scripts }) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto('/fixtures/home.html');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((src) => src.includes('/chunks/button-'))).toEqual([]);
  await expect(page.locator('#block-below-button')).not.toHaveAttribute('data-sr-state', /.*/);
  await page.locator('#block-below-button').scrollIntoViewIfNeeded();
  await waitForState(page, '#block-below-button', 'live');
  expect(scripts.filter((src) => src.includes('/chunks/button-'))).toHaveLength(1);
});

test('accordion follows the WAI-ARIA accordion pattern', async ({ page }) => {
  await page.goto('/fixtures/home.html?nomotion=true');
  const first = page.getByRole('button', { name: 'What are your opening hours?' });
  const second = page.getByRole('button', { name: 'Do you take reservations?' });
  const third = page.getByRole('button', { name: 'Is there parking?' });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  // The panel a header controls is a region named by that header (a named <section>).
  const panelId = await first.getAttribute('aria-controls');
  await expect(page.getByRole('region', { name: 'What are your opening hours?' })).toHaveAttribute('id', panelId!);
  await first.focus();
  await waitForState(page, '#block-faq', 'live');
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('End');
  await expect(third).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(third).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(third).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(third).toHaveAttribute('aria-expanded', 'false');
});

test('an accordion that allows several open keeps each open as others open, by pointer and by keyboard', async ({ page, issues }) => {
  await page.goto('/fixtures/accordion-multiple.html?nomotion=true');
  const [first, second, third] = ['Shakshuka', 'Club sandwich', 'Soup of the day'].map((name) => page.getByRole('button', { name }));
  await expect(first!).toHaveAttribute('aria-expanded', 'false');
  await first!.click();
  await waitForState(page, '#block-allergens', 'live');
  await expect(first!).toHaveAttribute('aria-expanded', 'true');
  await second!.click();
  await expect(second!).toHaveAttribute('aria-expanded', 'true');
  await expect(first!).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Shakshuka' })).toContainText('Eggs.');
  await expect(page.getByRole('region', { name: 'Club sandwich' })).toContainText('Gluten');
  await second!.focus();
  await page.keyboard.press('ArrowDown');
  await expect(third!).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#block-allergens button[aria-expanded="true"]')).toHaveCount(3);
  // Closing one leaves the others as they are.
  await page.keyboard.press('Space');
  await expect(third!).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#block-allergens button[aria-expanded="true"]')).toHaveCount(2);
  expect(issues).toEqual([]);
});

test('accordion ignores clicks while a panel animates (250 ms)', async ({ page }) => {
  await page.goto('/fixtures/home.html');
  await page.getByRole('button', { name: 'What are your opening hours?' }).focus();
  await waitForState(page, '#block-faq', 'live');
  // In one task of the page, so the second click surely lands inside the 250 ms.
  const during = await page.evaluate(async () => {
    const [, second, third] = Array.from(document.querySelectorAll<HTMLButtonElement>('#block-faq button'));
    second!.click();
    await new Promise(requestAnimationFrame);
    third!.click();
    await new Promise(requestAnimationFrame);
    return [second!.getAttribute('aria-expanded'), third!.getAttribute('aria-expanded')];
  });
  expect(during).toEqual(['true', 'false']);
  await page.waitForTimeout(400);
  const third = page.getByRole('button', { name: 'Is there parking?' });
  await third.click();
  await expect(third).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Do you take reservations?' })).toHaveAttribute('aria-expanded', 'false');
});

test('menu tabs follow the WAI-ARIA tabs pattern: arrows cycle, Enter and Space select', async ({ page }) => {
  await page.goto('/fixtures/home.html');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Breakfast', 'Lunch', 'Dinner']);
  const breakfast = tabs.nth(0);
  const lunch = tabs.nth(1);
  const dinner = tabs.nth(2);
  await expect(breakfast).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel')).toContainText('Shakshuka');
  await expect(page.getByRole('tabpanel')).toContainText('$12.50');
  await breakfast.focus();
  await waitForState(page, '#block-menu', 'live');
  await page.keyboard.press('ArrowLeft');
  await expect(dinner).toBeFocused();
  await expect(breakfast).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(dinner).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Market price');
  await page.keyboard.press('ArrowRight');
  await expect(breakfast).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(lunch).toBeFocused();
  await page.keyboard.press(' ');
  await expect(lunch).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Club sandwich');
  await expect(lunch).toHaveAttribute('tabindex', '0');
  await expect(dinner).toHaveAttribute('tabindex', '-1');
});

test("an island in another island's server HTML mounts after its parent", async ({ page }) => {
  await page.goto('/fixtures/home.html');
  const nested = page.locator('#block-nested-button');
  await expect(nested).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(nested).not.toHaveAttribute('data-sr-state', /.*/);
  await page.getByRole('button', { name: 'Is there parking?' }).focus();
  await waitForState(page, '#block-faq', 'live');
  await waitForState(page, '#block-nested-button', 'live');
  await expect(nested.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+15550100');
});
