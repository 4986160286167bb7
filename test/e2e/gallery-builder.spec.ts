// Galleries in the builder's own markup of both template generations (issue 28): 7.0 gallery blocks as
// its editor publishes them (settings the spec names otherwise, one block with no JSON), 7.1 gallery
// sections (no block marker: found by the blocks chunk), and the adopted corpus pages, read at run time.

import type { Locator, Page } from '@playwright/test';
import { holdRuntime } from './accessibility-load';
import { violations } from './axe';
import { expect, holdRoute, islandErrors, recordIslandErrors, test, waitForState } from './fixtures';

/** Every picture of `scope` a visitor can see (scrolled to it: in the viewport, not clipped away by a
 *  scrolling row nor transparent) has arrived; -1 while none can be seen. Images above it arriving
 *  move it: it is scrolled to at each look. */
async function shownImagesLoaded(scope: Locator): Promise<void> {
  await expect
    .poll(() =>
      scope.evaluate((root) => {
        root.scrollIntoView({ block: 'start' });
        const seen = (img: Element): boolean => {
          if (!img.checkVisibility({ opacityProperty: true })) return false;
          let { left, top, right, bottom } = img.getBoundingClientRect();
          [left, top, right, bottom] = [Math.max(left, 0), Math.max(top, 0), Math.min(right, innerWidth), Math.min(bottom, innerHeight)];
          for (let node = img.parentElement; node; node = node.parentElement) {
            const style = getComputedStyle(node);
            if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
            const box = node.getBoundingClientRect();
            [left, top, right, bottom] = [
              Math.max(left, box.left),
              Math.max(top, box.top),
              Math.min(right, box.right),
              Math.min(bottom, box.bottom),
            ];
          }
          return right - left > 1 && bottom - top > 1;
        };
        const shown = [...root.querySelectorAll('img')].filter(seen);
        const missing = shown.filter((img) => !(img.complete && img.naturalWidth > 0));
        return shown.length > 0 ? missing.length : -1;
      }),
    )
    .toBe(0);
}

/** A reel's slide whose start is at its row's start: its label (`n of N`). */
function slideAtStart(reel: Locator): Promise<string | null> {
  return reel.locator('.gallery-reel-list').evaluate((row) => {
    const left = row.getBoundingClientRect().left;
    const figure = [...row.children].find((child) => Math.abs(child.getBoundingClientRect().left - left) < 2);
    return figure?.getAttribute('aria-label') ?? null;
  });
}

/** The page's first section of that design. */
const section = (page: Page, design: string): Locator => page.locator(`.gallery-section .gallery-${design}[data-controller]`).first();

/** Each picture's box in a section, [left, top, width, height], from the section's corner: loading its
 *  pictures scrolls the page. */
function itemBoxes(section: Locator, design: string): Promise<number[][]> {
  return section.locator(`.gallery-${design}-item`).evaluateAll((figures) =>
    figures.map((figure) => {
      const box = figure.getBoundingClientRect();
      const origin = (figure.closest('[data-controller]') as Element).getBoundingClientRect();
      return [box.left - origin.left, box.top - origin.top, box.width, box.height].map(Math.round);
    }),
  );
}

test.describe('7.0 gallery blocks as the editor publishes them', () => {
  test('a slideshow with center alignment, a 60 px thumbnail strip and captions on top works', async ({ page, issues }) => {
    await page.goto('/fixtures/gallery-builder-70.html');
    const block = page.locator('#block-builder-slideshow');
    await waitForState(page, '#block-builder-slideshow', 'live');
    await expect(block).toHaveAttribute('data-sr-island', 'awake');
    const current = block.locator('[aria-roledescription="slide"]:not([inert])');
    await expect(current).toHaveAttribute('aria-label', '1 of 5');
    await shownImagesLoaded(block);

    // Captions on top (meta-position), over the picture.
    const caption = current.locator('.meta-title');
    await expect(caption).toHaveText('Quay in the rain');
    const captionBox = await caption.boundingBox();
    const pictureBox = await current.locator('img').boundingBox();
    expect(captionBox!.y).toBeLessThan(pictureBox!.y + pictureBox!.height / 2);

    // thumbnail-strip-height: 60 px thumbnails.
    const thumbnail = await block.locator('.sr-gallery__thumbnail').first().boundingBox();
    expect(Math.round(thumbnail!.height)).toBe(60);

    // A move is refused while the last one is in motion (spec 001 §4): each waits for it to end.
    const settled = (): Promise<void> => expect(block.locator('.sr-gallery__track')).not.toHaveAttribute('data-moving');
    await block.getByRole('button', { name: 'Next slide' }).click();
    await expect(current).toHaveAttribute('aria-label', '2 of 5');
    await expect(current.locator('.meta-title')).toHaveText('The old mill');
    await settled();
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('aria-label', '3 of 5');
    await settled();
    await block.getByRole('button', { name: 'Evening ferry, 4 of 5' }).click();
    await expect(current).toHaveAttribute('aria-label', '4 of 5');
    await shownImagesLoaded(block);
    expect(issues.filter((issue) => /gallery|alignment/i.test(issue.text))).toEqual([]);
  });

  test('a grid published without JSON is read from its classes: three a row, anamorphic boxes', async ({ page, issues }) => {
    await page.goto('/fixtures/gallery-builder-70.html');
    const block = page.locator('#block-builder-grid');
    await block.scrollIntoViewIfNeeded();
    await waitForState(page, '#block-builder-grid', 'live');
    await expect(block).toHaveAttribute('data-sr-island', 'awake');
    const tops = await block
      .locator('.slide')
      .evaluateAll((slides) => slides.map((slide) => Math.round(slide.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
    const box = await block.locator('.margin-wrapper').first().boundingBox();
    expect(Math.round((box!.width / box!.height) * 10) / 10).toBe(2.4);
    await shownImagesLoaded(block);
    expect(issues.filter((issue) => /gallery/i.test(issue.text))).toEqual([]);
  });
});

test.describe('7.1 gallery sections', () => {
  test('grid, masonry and strips load every picture; the grid lays out its columns and opens the lightbox', async ({ page }) => {
    await page.goto('/fixtures/gallery-sections-71.html');
    const grid = section(page, 'grid');
    await expect(grid).toHaveAttribute('data-sr-state', 'live');
    await shownImagesLoaded(grid.locator('.gallery-grid-wrapper'));
    const lefts = await grid
      .locator('.gallery-grid-item')
      .evaluateAll((figures) => figures.map((figure) => Math.round(figure.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(3);

    const opener = grid.getByRole('button', { name: 'The old mill, 2 of 5' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.sr-lightbox__position')).toHaveText('2 of 5');
    await expect(dialog.getByRole('img', { name: 'The old mill' })).toBeVisible();
    await expect.poll(() => dialog.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('.sr-lightbox__position')).toHaveText('3 of 5');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    // The keyboard opens it too.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Image viewer' }).locator('.sr-lightbox__position')).toHaveText('2 of 5');
    await page.keyboard.press('Escape');

    for (const design of ['masonry', 'strips']) {
      const other = section(page, design);
      await other.scrollIntoViewIfNeeded();
      await expect(other).toHaveAttribute('data-sr-state', 'live');
      await shownImagesLoaded(other);
    }
  });

  test("a grid published with its settings' attributes has its boxes before the runtime wakes it, and keeps them", async ({ page }) => {
    const release = await holdRoute(page, /\/chunks\/gallery-section-\w+\.js/);
    await page.goto('/fixtures/gallery-sections-71.html');
    const grid = section(page, 'grid');
    const boxes = () => itemBoxes(grid, 'grid');
    // Asleep (its chunk held): three columns of 4:3 boxes, 12 px apart, and the builder's lightbox hidden.
    await expect(grid).toHaveAttribute('data-sr-state', 'loading');
    await expect(grid).not.toHaveAttribute('data-sr-gallery-section', /.*/);
    const asleep = await boxes();
    expect(new Set(asleep.map(([left]) => left)).size).toBe(3);
    for (const [, , width, height] of asleep) expect(Math.abs((width as number) / (height as number) - 4 / 3)).toBeLessThan(0.02);
    expect((asleep[1]?.[0] as number) - ((asleep[0]?.[0] as number) + (asleep[0]?.[2] as number))).toBe(12);
    await expect(grid.locator('.gallery-lightbox-outer-wrapper')).toBeHidden();

    release();
    await expect(grid).toHaveAttribute('data-sr-state', 'live');
    await shownImagesLoaded(grid.locator('.gallery-grid-wrapper'));
    expect(await boxes()).toEqual(asleep);
  });

  test('a masonry is in its columns before the runtime wakes it, each picture in the box its size gives, and stays there', async ({
    page,
  }) => {
    const release = await holdRoute(page, /\/chunks\/gallery-section-\w+\.js/);
    await page.goto('/fixtures/gallery-sections-71.html');
    const masonry = section(page, 'masonry');
    const boxes = () => itemBoxes(masonry, 'masonry');
    const height = () => masonry.evaluate((el) => Math.round(el.getBoundingClientRect().height));
    // Asleep (its chunk held): two columns (data-props' numColumns), each picture in its box from its width
    // and height before it has loaded.
    await expect(masonry).toHaveAttribute('data-sr-state', 'loading');
    const asleep = await boxes();
    const asleepHeight = await height();
    expect(asleep).toHaveLength(5);
    expect(new Set(asleep.map(([left]) => left)).size).toBe(2);
    for (const [, , width, tall] of asleep) expect(width! * tall!).toBeGreaterThan(0);

    release();
    await masonry.scrollIntoViewIfNeeded();
    await expect(masonry).toHaveAttribute('data-sr-state', 'live');
    await shownImagesLoaded(masonry);
    // The same columns, each picture where it was but for the gutter, which is in data-props alone (8 px
    // here): awake, each column is 4 px narrower and each picture below another 8 px lower, a few px in all.
    const awake = await boxes();
    expect(new Set(awake.map(([left]) => left)).size).toBe(2);
    for (const [index, box] of awake.entries())
      for (const [side, value] of box.entries())
        expect(Math.abs(value - asleep[index]![side]!), `picture ${index + 1}`).toBeLessThanOrEqual(16);
    expect(Math.abs((await height()) - asleepHeight)).toBeLessThanOrEqual(16);
  });

  test('a strips section has its row height before the runtime wakes it: on a phone no picture moves down', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const release = await holdRoute(page, /\/chunks\/gallery-section-\w+\.js/);
    await page.goto('/fixtures/gallery-sections-broken.html');
    const strips = section(page, 'strips');
    const boxes = () => itemBoxes(strips, 'strips');
    // Asleep (its chunk held), its pictures without a source or a size: each a row of its own at the row
    // height data-props gives (180 px, read to 5 px), not a line of its alternative text.
    await expect(strips).toHaveAttribute('data-sr-state', 'loading');
    const asleep = await boxes();
    expect(asleep).toHaveLength(5);
    for (const [index, [left, top, , tall]] of asleep.entries())
      expect([left, top, tall], `picture ${index + 1}`).toEqual([0, 185 * index, 185]);

    release();
    await expect(strips).toHaveAttribute('data-sr-state', 'live');
    await shownImagesLoaded(strips);
    // Awake at the exact row height: this screen is too narrow for two of these pictures in a row, so each
    // is where it was, 5 px higher for each row above it.
    const awake = await boxes();
    for (const [index, [left, top, , tall]] of awake.entries())
      expect([left, top, tall], `picture ${index + 1}`).toEqual([0, 180 * index, 180]);
  });

  test('a reel moves a slide at a time by its own buttons and the arrow keys', async ({ page, issues }) => {
    await page.goto('/fixtures/gallery-sections-71.html');
    const reel = section(page, 'reel');
    await reel.scrollIntoViewIfNeeded();
    await expect(reel).toHaveAttribute('data-sr-state', 'live');
    await expect(reel).toHaveAttribute('aria-roledescription', 'carousel');
    await shownImagesLoaded(reel);
    const atStart = (): Promise<string | null> => slideAtStart(reel);
    await expect.poll(atStart).toBe('1 of 5');
    await reel.getByRole('button', { name: 'Next Slide' }).click();
    await expect.poll(atStart).toBe('2 of 5');
    await page.keyboard.press('ArrowRight');
    await expect.poll(atStart).toBe('3 of 5');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(atStart).toBe('2 of 5');
    await shownImagesLoaded(reel);
    expect(issues.filter((issue) => /gallery/i.test(issue.text))).toEqual([]);
  });

  test('a slideshow without buttons of its own gets ours: one slide shown, moved by buttons and keys', async ({ page }) => {
    await page.goto('/fixtures/gallery-sections-71.html');
    const show = section(page, 'slideshow');
    await show.scrollIntoViewIfNeeded();
    await expect(show).toHaveAttribute('data-sr-state', 'live');
    const shown = show.locator('figure:visible');
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute('aria-label', '1 of 5');
    await shownImagesLoaded(show);
    await show.getByRole('button', { name: 'Next slide' }).click();
    await expect(shown).toHaveAttribute('aria-label', '2 of 5');
    await expect(shown.locator('.gallery-caption-content')).toHaveText('The old mill');
    await shownImagesLoaded(show);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // It loops: before the first is the last.
    await expect(shown).toHaveAttribute('aria-label', '5 of 5');
    await shownImagesLoaded(show);
  });

  test('a slideshow is one box asleep and awake: it wakes at the picture scrolled to, and moving on moves nothing', async ({ page }) => {
    const release = await holdRuntime(page);
    await page.goto('/fixtures/gallery-sections-71.html', { waitUntil: 'commit' });
    const show = section(page, 'slideshow');
    const list = show.locator('.gallery-slideshow-list');
    const height = (): Promise<number> => show.evaluate((el) => el.getBoundingClientRect().height);
    // As served, before the runtime: a row of the pictures, scrolled a slide at a time.
    await expect.poll(() => list.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
    const asleep = await height();
    expect(asleep).toBeGreaterThan(100);
    await list.evaluate((el) => el.scrollTo({ left: 2 * el.clientWidth }));
    await expect.poll(() => list.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(2);
    release();
    await show.scrollIntoViewIfNeeded();
    await expect(show).toHaveAttribute('data-sr-state', 'live');
    const shown = show.locator('figure:visible');
    await expect(shown).toHaveAttribute('aria-label', '3 of 5');
    await shownImagesLoaded(show);
    expect(await height()).toBe(asleep);
    // Pictures of other shapes (the mill stands, the orchard is wide) in the same box, the buttons over it.
    for (const label of ['4 of 5', '5 of 5', '1 of 5', '2 of 5']) {
      await show.getByRole('button', { name: 'Next slide' }).click();
      await expect(shown).toHaveAttribute('aria-label', label);
      await shownImagesLoaded(show);
      expect(await height()).toBe(asleep);
    }
  });

  test('a section whose data-props cannot be read keeps its markup, and its picture still loads', async ({ page, issues }) => {
    await recordIslandErrors(page);
    await page.goto('/fixtures/gallery-sections-broken.html');
    const broken = page.locator('#broken-section .gallery-masonry');
    await broken.scrollIntoViewIfNeeded();
    await expect(broken).toHaveAttribute('data-sr-state', 'failed');
    await expect(broken).not.toHaveAttribute('data-sr-gallery-section', /.*/);
    await shownImagesLoaded(broken);
    expect(await islandErrors(page)).toEqual([{ block: 'gallery-section', blockType: undefined, id: '' }]);
    expect(issues.some((issue) => issue.text.includes('gallery section: data-props is not JSON'))).toBe(true);
    // The section beside it works.
    const strips = section(page, 'strips');
    await expect(strips).toHaveAttribute('data-sr-state', 'live');
    await shownImagesLoaded(strips);
  });

  test('without JavaScript the same pictures would not show: the runtime is what loads them', async ({ page }) => {
    await page.goto('/fixtures/gallery-sections-71.html');
    const strips = section(page, 'strips');
    await strips.scrollIntoViewIfNeeded();
    await shownImagesLoaded(strips);
    // The server's markup has no src: every picture shown came from the runtime's loader.
    const sources = await strips.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
    expect(sources.every((value) => value.includes('?format='))).toBe(true);
  });
});

test.describe('7.1 sections on a page with no block marker', () => {
  const URL = '/fixtures/sections-71-unmarked.html';

  test('the grid opens the lightbox, the slideshow moves and the section background loads; destroy() takes its marks away', async ({
    page,
    issues,
  }) => {
    // As the server sends it: nothing the entry's scan looks for.
    expect(await (await page.request.get(URL)).text()).not.toMatch(/data-block-type|data-block=|data-page-root/);
    await page.goto(URL);
    const background = page.locator('#intro-background');
    await expect.poll(() => background.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(background).toHaveAttribute('src', /[?&]format=\d+w/);

    const grid = section(page, 'grid');
    await expect(grid).toHaveAttribute('data-sr-state', 'live');
    await shownImagesLoaded(grid);
    await grid.getByRole('button', { name: 'Orchard in bloom, 3 of 5' }).click();
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(dialog.getByRole('img', { name: 'Orchard in bloom' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    const show = section(page, 'slideshow');
    await show.scrollIntoViewIfNeeded();
    await expect(show).toHaveAttribute('data-sr-state', 'live');
    const shown = show.locator('figure:visible');
    await expect(shown).toHaveAttribute('aria-label', '1 of 5');
    await show.getByRole('button', { name: 'Next slide' }).click();
    await expect(shown).toHaveAttribute('aria-label', '2 of 5');
    await shownImagesLoaded(show);
    expect(issues).toEqual([]);

    await page.evaluate(() => window.SiteRuntime?.destroy());
    await expect(page.locator('[data-block], [data-sr-state]')).toHaveCount(0);
  });

  test('a section inserted after start-up and announced by refresh() wakes: its pictures load and it moves', async ({ page, issues }) => {
    await page.goto(URL);
    await expect(section(page, 'grid')).toHaveAttribute('data-sr-state', 'live');
    // As the editing frame does it: the section's published markup put in, then refresh() on the part changed.
    await page.evaluate(() => {
      const later = document.querySelector<HTMLTemplateElement>('#later-section');
      const main = document.querySelector('#page');
      if (!later || !main) throw new Error('the fixture page lacks its later section');
      main.append(later.content.cloneNode(true));
      window.SiteRuntime?.refresh(main);
    });
    const reel = section(page, 'reel');
    await reel.scrollIntoViewIfNeeded();
    await expect(reel).toHaveAttribute('data-sr-state', 'live');
    await shownImagesLoaded(reel);
    const atStart = (): Promise<string | null> => slideAtStart(reel);
    await expect.poll(atStart).toBe('1 of 5');
    await reel.getByRole('button', { name: 'Next Slide' }).click();
    await expect.poll(atStart).toBe('2 of 5');
    await shownImagesLoaded(reel);
    expect(issues).toEqual([]);
  });
});

test('the sections, live and with the lightbox open, have no accessibility violations', async ({ page }) => {
  await page.goto('/fixtures/gallery-sections-71.html');
  for (const design of ['grid', 'masonry', 'strips', 'reel', 'slideshow']) {
    const live = section(page, design);
    await expect(live).toHaveAttribute('data-sr-state', 'live');
    await shownImagesLoaded(live);
  }
  expect(await violations(page)).toEqual([]);
  await section(page, 'grid').getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test.describe('the adopted corpus pages', () => {
  // 7.0 slideshows (one `center` aligned) and grids (one `anamorphic-widescreen`); 7.1 grid, masonry,
  // strips and reel sections.
  const PAGES = [
    'plantcare-interior-plants.html',
    'plancpills-home.html',
    'socialgizmo-portfolio-item.html',
    'inventorcenter-home.html',
    'inventorcenter-wood-shop.html',
  ];

  for (const file of PAGES) {
    test(`${file}: no gallery fails and the pictures of each load`, async ({ page }) => {
      const corpus = (await (await page.request.get('/real-pages/')).json()) as string[];
      test.skip(!corpus.includes(file), `${file} is not in the corpus on this machine (REAL_PAGES_DIR)`);
      await recordIslandErrors(page);
      await page.goto(`/real-pages/${file}`);
      const galleries = page.locator('[data-block-type="8"], [data-controller^="Gallery"][data-props]');
      const count = await galleries.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index++) {
        const gallery = galleries.nth(index);
        await gallery.scrollIntoViewIfNeeded();
        await expect(gallery).toHaveAttribute('data-sr-state', 'live');
        await shownImagesLoaded(gallery);
      }
      const failed = (await islandErrors(page)).filter((error) => error.block.startsWith('gallery'));
      expect(failed).toEqual([]);
    });
  }
});

test.describe('7.1 slideshows the builder set to play', () => {
  test.beforeEach(async ({ page }) => {
    // The page's timers run on a clock the test moves: a slide's time passes when the test says so.
    await page.clock.install();
  });

  /** Stops the page's clock (it ran as the page started) and has the slideshow start its time on the
   *  current slide afresh, as the pointer leaving it does; returns that slide's number. */
  async function freeze(page: Page, show: Locator): Promise<number> {
    // A little ahead of the page's time, which goes on meanwhile (the slideshow may move as it gets there).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10_000));
    await show.hover();
    await page.mouse.move(0, 0);
    return Number.parseInt((await show.locator('figure:visible').getAttribute('aria-label')) ?? '', 10);
  }
  const slide = (n: number): string => `${((n - 1) % 5) + 1} of 5`;

  test('it moves on at the interval of its data-props, holds under the pointer, in focus, and at Pause', async ({ page, issues }) => {
    await page.goto('/fixtures/gallery-sections-autoplay.html');
    const show = section(page, 'slideshow');
    await expect(show).toHaveAttribute('data-sr-state', 'live');
    const shown = show.locator('figure:visible');
    const rotation = show.getByRole('button', { name: 'Pause slideshow' });
    await expect(rotation).toBeVisible();
    // While it plays, its slides are not read out at each change (WAI-ARIA carousel).
    await expect(show.locator('.gallery-slideshow-list')).toHaveAttribute('aria-live', 'off');
    const first = await freeze(page, show);
    await page.clock.runFor(2_999);
    await expect(shown).toHaveAttribute('aria-label', slide(first));
    await page.clock.runFor(1);
    await expect(shown).toHaveAttribute('aria-label', slide(first + 1));

    // Under the pointer it holds; it goes on once the pointer leaves.
    await shown.hover();
    await page.clock.runFor(10_000);
    await expect(shown).toHaveAttribute('aria-label', slide(first + 1));
    await page.mouse.move(0, 0);
    await page.clock.runFor(3_000);
    await expect(shown).toHaveAttribute('aria-label', slide(first + 2));

    // Focus inside holds it too, and its slides are announced then.
    await show.getByRole('button', { name: 'Next slide' }).focus();
    await page.clock.runFor(10_000);
    await expect(shown).toHaveAttribute('aria-label', slide(first + 2));
    await expect(show.locator('.gallery-slideshow-list')).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('ArrowRight');
    await expect(shown).toHaveAttribute('aria-label', slide(first + 3));

    // Pause, by keyboard: it stays where it is after focus and pointer have gone.
    await rotation.focus();
    await page.keyboard.press('Enter');
    const play = show.getByRole('button', { name: 'Play slideshow' });
    await expect(play).toBeVisible();
    await page.locator('#block-text-1').click();
    await page.clock.runFor(20_000);
    await expect(shown).toHaveAttribute('aria-label', slide(first + 3));
    // Play: on again, at its interval.
    await play.click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3_000);
    await expect(shown).toHaveAttribute('aria-label', slide(first + 4));
    await page.clock.runFor(3_000);
    await expect(shown).toHaveAttribute('aria-label', slide(first + 5));
    expect(issues).toEqual([]);
  });

  test("a full-screen slideshow plays at its section's own interval", async ({ page }) => {
    await page.goto('/fixtures/gallery-sections-autoplay.html');
    const show = section(page, 'fullscreen-slideshow');
    await expect(show).toHaveAttribute('data-sr-state', 'live');
    const first = await freeze(page, show);
    const shown = show.locator('figure:visible');
    await page.clock.runFor(3_999);
    await expect(shown).toHaveAttribute('aria-label', slide(first));
    await page.clock.runFor(1);
    await expect(shown).toHaveAttribute('aria-label', slide(first + 1));
  });

  test('never by itself for a visitor who asks for less motion: it offers to play instead', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/fixtures/gallery-sections-autoplay.html');
    const show = section(page, 'slideshow');
    await expect(show).toHaveAttribute('data-sr-state', 'live');
    await page.mouse.move(0, 0);
    await expect(show.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(show.locator('figure:visible')).toHaveAttribute('aria-label', '1 of 5');
    await expect(section(page, 'fullscreen-slideshow').locator('figure:visible')).toHaveAttribute('aria-label', '1 of 5');
  });
});
