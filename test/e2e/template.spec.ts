// What the builder's template script did, on pages of both generations without it (issue 28): its
// images outside blocks load at the widths of spec 001 §5 (`data-load="false"` ones included), an image
// block's picture is left to its block, and on a 390 px screen the menu opens and closes by mouse and by
// keyboard (WAI-ARIA disclosure), folders included, with nothing for axe to find.

import type { Locator, Page } from '@playwright/test';
import { violations as axe } from './axe';
import { expect, holdRoute, type LogEntry, test, waitForRuntime } from './fixtures';
import { arrived } from './image-arrived';

/** The image-service requests of this test, as `slug?format`. */
const asked = (entries: LogEntry[]): string[] =>
  entries.map((entry) => `${entry.path.replace(/^\/images\/|-\d+x\d+\.jpg$/g, '')}?${entry.query['format']}`).sort();

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

test.describe('the images no block loads', () => {
  test('7.0: the intro, an event list and a product list load at the widths their boxes need', async ({ page, log, issues }) => {
    await page.goto('/fixtures/template-70.html');
    for (const img of await page.locator('main img[data-src]').all()) await arrived(img);
    // At 2 device pixels per CSS pixel: the intro's 340 px box wants 680 (750w); an event's 300×200
    // box covered by a 3:2 picture 600 (750w); a product's 160 px box 320 (500w); the html block's
    // 300 px picture 600 (750w). The image block's picture is its block's, asked for once.
    expect(asked(await log('/images/'))).toEqual(
      [
        'tpl-harbour?750w',
        'tpl-quiz?750w',
        'tpl-jazz?750w',
        'tpl-mug?500w',
        'tpl-beans?500w',
        'tpl-guests?750w',
        'tpl-terrace?750w',
      ].sort(),
    );
    expect(issues).toEqual([]);
  });

  test("7.1: a section's background fills its section at its focal point; a blog list and a product gallery load", async ({
    page,
    log,
  }) => {
    await page.goto('/fixtures/template-71.html');
    for (const img of await page.locator('main img[data-src]').all()) await arrived(img);
    // The background covers a 360×300 box with a 3:2 picture: 450 CSS px wide, 900 device px (1000w).
    // The blog list's 200 px box: 400 (500w); the product's 320 px slide: 640 (750w).
    expect(asked(await log('/images/'))).toEqual(['tpl-apron?750w', 'tpl-bread?500w', 'tpl-garden?1000w']);
    const background = page.locator('#section-background-image');
    await expect(background).toHaveCSS('object-fit', 'cover');
    await expect(background).toHaveCSS('object-position', '50% 50%');
  });

  test('an image far down the page waits until the visitor nears it', async ({ page, log }) => {
    await page.setViewportSize({ width: 390, height: 400 });
    await page.goto('/fixtures/template-70.html');
    await arrived(page.locator('.Intro-image img'));
    expect(asked(await log('/images/tpl-guests'))).toEqual([]);
    await arrived(page.locator('#guests-image'));
    expect(asked(await log('/images/tpl-guests'))).toEqual(['tpl-guests?750w']);
  });
});

/** The menu's state as a visitor meets it: the button says whether it is open, and its links show. */
async function expectOpen(button: Locator, link: Locator, open: boolean): Promise<void> {
  await expect(button).toHaveAttribute('aria-expanded', String(open));
  if (open) await expect(link).toBeVisible();
  else await expect(link).toBeHidden();
}

async function axeClean(page: Page): Promise<void> {
  expect(await axe(page)).toEqual([]);
}

test.describe('7.0 (Brine family): the mobile bar opens its overlay', () => {
  test('by mouse: the menu button, a folder and its Back, the close button', async ({ page, issues }) => {
    await page.goto('/fixtures/template-70.html');
    await waitForRuntime(page);
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    const journal = page.getByRole('link', { name: 'Journal' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await axeClean(page);
    await button.click();
    await expectOpen(button, journal, true);
    await axeClean(page);

    const folder = page.getByRole('button', { name: 'Visit us' });
    await expect(folder).toHaveAttribute('aria-expanded', 'false');
    await folder.click();
    await expect(page.getByRole('link', { name: 'Opening hours' })).toBeVisible();
    await expect(folder).toBeHidden();
    await expect(page.getByRole('button', { name: 'Back' })).toBeFocused();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(folder).toBeFocused();
    await expect(folder).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Opening hours' })).toBeHidden();

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expectOpen(button, journal, false);
    await expect(button).toBeFocused();
    expect(issues).toEqual([]);
  });

  test('by keyboard: Enter opens, Tab reaches the links, Escape closes a folder then the menu and gives focus back', async ({ page }) => {
    await page.goto('/fixtures/template-70.html');
    await waitForRuntime(page);
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expectOpen(button, page.getByRole('link', { name: 'Journal' }), true);
    // The overlay comes after the bar: Tab goes on into it.
    const folder = page.getByRole('button', { name: 'Visit us' });
    await page.keyboard.press('Tab');
    await expect(folder).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Back' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Opening hours' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(folder).toBeFocused();
    await expect(page.getByRole('link', { name: 'Opening hours' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expectOpen(button, page.getByRole('link', { name: 'Journal' }), false);
    await expect(button).toBeFocused();
  });

  test('a link to a part of this page closes the menu', async ({ page }) => {
    await page.goto('/fixtures/template-70.html');
    await waitForRuntime(page);
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await page.getByRole('link', { name: 'This week' }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'This week' })).toBeInViewport();
  });
});

/** The Bedford page on a wide screen, the runtime started: its header's navigation and folder. */
async function wideBedford(page: Page): Promise<{ nav: Locator; folder: Locator; hours: Locator }> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fixtures/template-70-folders.html');
  await waitForRuntime(page);
  const nav = page.locator('#mainNavigation');
  return { nav, folder: nav.getByRole('button', { name: 'Visit us' }), hours: nav.getByRole('link', { name: 'Opening hours' }) };
}

test.describe('7.0 navigation folders: a title and its pages, a disclosure', () => {
  test('Bedford, wide screen: the pointer shows the list, a click holds it, Escape or a click elsewhere closes it', async ({
    page,
    issues,
  }) => {
    const { folder, hours } = await wideBedford(page);
    await expectOpen(folder, hours, false);
    await folder.hover();
    await expectOpen(folder, hours, true);
    await page.mouse.move(900, 600);
    await expectOpen(folder, hours, false);
    await folder.click();
    await expectOpen(folder, hours, true);
    // Held open by the click: the pointer leaving does not close it, a click elsewhere does.
    await page.mouse.move(900, 600);
    await expectOpen(folder, hours, true);
    await axeClean(page);
    await page.getByRole('heading', { name: 'The café' }).click();
    await expectOpen(folder, hours, false);
    await folder.click();
    await expectOpen(folder, hours, true);
    await page.keyboard.press('Escape');
    await expectOpen(folder, hours, false);
    await expect(folder).toBeFocused();
    await expect(page).toHaveURL(/template-70-folders\.html$/);
    expect(issues).toEqual([]);
  });

  test('Bedford, wide screen, by keyboard: Enter and Space open, Tab walks its pages, focus leaving closes it', async ({ page }) => {
    const { nav, folder, hours } = await wideBedford(page);
    await expect(folder).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('link', { name: 'Journal' }).focus();
    await page.keyboard.press('Tab');
    await expect(folder).toBeFocused();
    await page.keyboard.press('Enter');
    await expectOpen(folder, hours, true);
    await page.keyboard.press('Tab');
    await expect(hours).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'How to find us' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'The menu' })).toBeFocused();
    await expectOpen(folder, hours, false);
    await folder.focus();
    await page.keyboard.press('Space');
    await expectOpen(folder, hours, true);
    await page.keyboard.press('Space');
    await expectOpen(folder, hours, false);
  });

  test('Bedford, small screen: the side menu opens, its folder opens by a tap and by keys, Escape closes the folder then the menu', async ({
    page,
    issues,
  }) => {
    await page.goto('/fixtures/template-70-folders.html');
    await waitForRuntime(page);
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    const side = page.locator('#mobileNavigation');
    const journal = side.getByRole('link', { name: 'Journal' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expectOpen(button, journal, true);
    const folder = side.getByRole('button', { name: 'Visit us' });
    const hours = side.getByRole('link', { name: 'Opening hours' });
    await expectOpen(folder, hours, false);
    await folder.click();
    await expectOpen(folder, hours, true);
    await axeClean(page);
    await page.keyboard.press('Escape');
    await expectOpen(folder, hours, false);
    await expect(folder).toBeFocused();
    await expectOpen(button, journal, true);
    await page.keyboard.press('Enter');
    await expectOpen(folder, hours, true);
    await page.keyboard.press('Tab');
    await expect(hours).toBeFocused();
    await page.keyboard.press('Escape');
    await expectOpen(folder, hours, false);
    await expect(folder).toBeFocused();
    await page.keyboard.press('Escape');
    await expectOpen(button, journal, false);
    await expect(button).toBeFocused();
    expect(issues).toEqual([]);
  });

  test('Brine, wide screen: the header folder title opens its list instead of leaving the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/fixtures/template-70.html');
    await waitForRuntime(page);
    const folder = page.locator('.Header').getByRole('button', { name: 'Visit us' });
    const find = page.locator('.Header').getByRole('link', { name: 'How to find us' });
    await expect(folder).toHaveAttribute('aria-expanded', 'false');
    await folder.focus();
    await page.keyboard.press('Enter');
    await expectOpen(folder, find, true);
    await expect(page).toHaveURL(/template-70\.html$/);
    await page.keyboard.press('Escape');
    await expectOpen(folder, find, false);
    await expect(folder).toBeFocused();
  });

  test('without JavaScript nothing of the runtime hides a folder: its pages show under the pointer, as the template has it', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 }, baseURL });
    try {
      const page = await context.newPage();
      await page.goto('/fixtures/template-70-folders.html');
      const nav = page.locator('#mainNavigation');
      await nav.getByText('Visit us').hover();
      await expect(nav.getByRole('link', { name: 'Opening hours' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'How to find us' })).toBeVisible();
      await expect(page.locator('[data-sr-folder]')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});

test.describe('7.1: the header burger opens the menu', () => {
  test('by mouse: the burger names what it does, a folder slides in and goes back', async ({ page, issues }) => {
    await page.goto('/fixtures/template-71.html');
    await waitForRuntime(page);
    const open = page.getByRole('button', { name: 'Open Menu' });
    const journal = page.locator('.header-menu').getByRole('link', { name: 'Journal' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await axeClean(page);
    await open.click();
    const close = page.getByRole('button', { name: 'Close Menu' });
    await expectOpen(close, journal, true);
    await expect(page.locator('body')).toHaveClass(/\bheader--menu-open\b/);
    await axeClean(page);

    const folder = page.locator('.header-menu').getByRole('link', { name: 'Folder: Visit us' });
    await expect(folder).toHaveAttribute('aria-expanded', 'false');
    await folder.click();
    // The folder's link opens its panel, not the page it names.
    await expect(page).toHaveURL(/template-71\.html$/);
    const hours = page.locator('.header-menu').getByRole('link', { name: 'Opening hours' });
    await expect(hours).toBeVisible();
    await expect(journal).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back' })).toBeFocused();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/template-71\.html$/);
    await expect(folder).toBeFocused();
    await expect(hours).toBeHidden();
    await expect(journal).toBeVisible();

    await close.click();
    await expectOpen(open, journal, false);
    expect(issues).toEqual([]);
  });

  test('by keyboard: Enter on the burger, Tab into the menu, Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/fixtures/template-71.html');
    await waitForRuntime(page);
    const open = page.getByRole('button', { name: 'Open Menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.focus();
    await page.keyboard.press('Enter');
    const journal = page.locator('.header-menu').getByRole('link', { name: 'Journal' });
    await expectOpen(page.getByRole('button', { name: 'Close Menu' }), journal, true);
    await page.keyboard.press('Tab');
    const folder = page.locator('.header-menu').getByRole('link', { name: 'Folder: Visit us' });
    await expect(folder).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Back' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(folder).toBeFocused();
    await page.keyboard.press('Escape');
    await expectOpen(open, journal, false);
    await expect(open).toBeFocused();
  });

  test('on a wide screen the burger is hidden; a folder of the header opens with focus inside and its title says so', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The template's code held: the visitor's focus comes before it, as it may on a slow network.
    const release = await holdRoute(page, /\/dist\/chunks\/template-\w+\.js$/);
    await page.goto('/fixtures/template-71.html');
    await waitForRuntime(page);
    await expect(page.locator('.header-burger-btn').first()).toBeHidden();
    await expect(page.locator('.header-burger-btn').last()).toBeHidden();
    const title = page.locator('.header-nav-folder-title');
    await expect(title).toHaveAttribute('aria-expanded', 'false');
    await title.focus();
    await expect(page.locator('.header-nav-folder-content').getByRole('link', { name: 'Opening hours' })).toBeVisible();
    release();
    await expect(title).toHaveAttribute('aria-expanded', 'true');
    await axeClean(page);
    await page.keyboard.press('Tab');
    await expect(title).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('.header-nav-folder-content')).toBeHidden();
    await expect(title).toHaveAttribute('aria-expanded', 'false');
  });
});

test('destroy() leaves the menu closed and its markup as the server sent it', async ({ page }) => {
  // Each element's name and attributes (classes as a set): what the server sent, read before the runtime
  // starts (it waits for the first paint), and again after destroy().
  await page.addInitScript(() => {
    const snapshot = (): string[] =>
      [...document.querySelectorAll('#header, #header *')].map((el) =>
        [
          el.localName,
          ...[...el.attributes].map((a) => `${a.name}=${a.name === 'class' ? [...el.classList].sort().join(' ') : a.value}`).sort(),
        ].join(' '),
      );
    (window as unknown as { snapshot: () => string[] }).snapshot = snapshot;
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { served: string[] }).served = snapshot();
    });
  });
  await page.goto('/fixtures/template-71.html');
  await waitForRuntime(page);
  const open = page.getByRole('button', { name: 'Open Menu' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await page.locator('.header-menu').getByRole('link', { name: 'Folder: Visit us' }).click();
  await expect(page.locator('body')).toHaveClass(/\bheader--menu-open\b/);
  const [served, after] = await page.evaluate(() => {
    window.SiteRuntime?.destroy();
    const own = window as unknown as { served: string[]; snapshot: () => string[] };
    return [own.served, own.snapshot()];
  });
  await expect(page.locator('body')).not.toHaveClass(/\bheader--menu-open\b/);
  expect(after).toEqual(served);
});

test("7.0: a product list's links, empty overlays as the template publishes them, are named by their titles", async ({ page }) => {
  await page.goto('/fixtures/template-70.html');
  await waitForRuntime(page);
  for (const title of ['Our enamel mug', 'A bag of house beans']) {
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', '/fixtures/commerce.html');
  }
  await page.evaluate(() => window.SiteRuntime?.destroy());
  await expect(page.locator('.ProductList-item-link[aria-labelledby], .ProductList-title[id]')).toHaveCount(0);
});
