// Galleries (block 8) on pages in the builder's published markup: layout without shifts, the widths
// the image service was asked for, keyboard, swipe, autoplay, the lightbox, linked thumbnails,
// history, broken data and accessibility.

import type { Locator, Page } from '@playwright/test';
import { violations } from './axe';
import { expect, test, waitForRuntime, waitForState } from './fixtures';
import { layoutShift, watchLayoutShift } from './layout-shift';

const awake = async (page: Page, id: string): Promise<Locator> => {
  const block = page.locator(`#${id}`);
  await expect(block).toHaveAttribute('data-sr-island', 'awake');
  return block;
};

/** The slides a visitor can see: not inert. */
const shown = (block: Locator): Locator => block.locator('[aria-roledescription="slide"]:not([inert])');

/** Every image under `block` that is in view has arrived. */
async function imagesLoaded(block: Locator): Promise<void> {
  await expect(block.locator('img[data-image-loading]')).toHaveCount(0);
  await expect
    .poll(() => block.locator('img[src]').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
}

/** Holds every image of the image service until `release()`: what the layout does before any arrives. */
async function holdImages(page: Page): Promise<() => void> {
  const held: Array<() => void> = [];
  let released = false;
  await page.route('**/images/**', async (route) => {
    if (released) return route.continue();
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  return () => {
    released = true;
    for (const go of held.splice(0)) go();
  };
}

// The boxes of these designs come from the builder's classes and the block's settings alone, so the
// first paint already has them; the others size each box from its image's ratio, which only the island
// can read (data-image-dimensions), and the images arriving later move nothing in any of them.
const BOX_FROM_CSS = ['grid', 'autogrid', 'autorows', 'slideshow', 'thumbnails', 'slider', 'carousel', 'history'];
const BOX_FROM_RATIO = ['stacked', 'list', 'autocolumns'];

for (const design of [...BOX_FROM_CSS, ...BOX_FROM_RATIO]) {
  test(`gallery-${design}: every box is sized before any image arrives (CLS 0)`, async ({ page, issues }) => {
    await watchLayoutShift(page);
    const release = await holdImages(page);
    await page.goto(`/fixtures/gallery-${design}.html?nomotion=true`);
    const block = await awake(page, `block-gallery-${design}`);
    const before = BOX_FROM_CSS.includes(design) ? 0 : await layoutShift(page);
    expect(await layoutShift(page)).toBe(before);
    const box = await block.boundingBox();
    release();
    await imagesLoaded(block);
    expect(await block.boundingBox()).toEqual(box);
    expect(await layoutShift(page)).toBe(before);
    expect(issues).toEqual([]);
  });
}

test('grid: the image service is asked for the width each box needs, once', async ({ page, log }) => {
  await page.goto('/fixtures/gallery-grid.html');
  const block = await awake(page, 'block-gallery-grid');
  await imagesLoaded(block);
  const asked = (await log('/images/')).map((entry) => `${entry.path}?format=${entry.query['format']}`);
  // Three a row in 704 px, 8 px apart: 229 px boxes at pixel ratio 1 take the 300 px width.
  expect(asked.sort()).toEqual(
    ['bridge-2400x1000', 'garden-1500x1500', 'harbour-2000x1333', 'lighthouse-1200x1800', 'market-1600x900', 'pier-1800x1200'].map(
      (name) => `/images/${name}.jpg?format=300w`,
    ),
  );
  await expect(block.locator('img').first()).toHaveJSProperty('naturalWidth', 300);
});

test.describe('on a screen of pixel ratio 2', () => {
  test.use({ deviceScaleFactor: 2 });
  test('grid: the same boxes ask for 500 px images', async ({ page, log }) => {
    await page.goto('/fixtures/gallery-grid.html');
    await imagesLoaded(await awake(page, 'block-gallery-grid'));
    const formats = new Set((await log('/images/')).map((entry) => entry.query['format']));
    expect([...formats]).toEqual(['500w']);
  });
});

test('grid: the builder settings lay it out three a row with captions', async ({ page }) => {
  await page.goto('/fixtures/gallery-grid.html');
  const block = await awake(page, 'block-gallery-grid');
  const tops = await block.locator('.slide').evaluateAll((slides) => slides.map((slide) => Math.round(slide.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(2);
  await expect(block.locator('.meta-title').first()).toHaveText('Harbour at dawn');
  // Standard (3:2) boxes.
  const wrapper = await block.locator('.margin-wrapper').first().boundingBox();
  expect(Math.round(((wrapper?.width ?? 0) / (wrapper?.height ?? 1)) * 10) / 10).toBe(1.5);
});

test('autocolumns: columns of whole pixels, at least the column width', async ({ page }) => {
  await page.goto('/fixtures/gallery-autocolumns.html');
  const block = await awake(page, 'block-gallery-autocolumns');
  const widths = await block.locator('.slide').evaluateAll((slides) => slides.map((slide) => slide.getBoundingClientRect().width));
  for (const width of widths) {
    expect(Number.isInteger(width)).toBe(true);
    expect(width).toBeGreaterThanOrEqual(250);
  }
});

test.describe('lightbox', () => {
  test('opens from a slide as a modal dialog: focus in and kept, arrows, Escape, focus back', async ({ page, issues }) => {
    await page.goto('/fixtures/gallery-grid.html');
    const block = await awake(page, 'block-gallery-grid');
    const opener = block.getByRole('button', { name: 'Lighthouse, 2 of 6' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveClass(/sr-lightbox--dark/);
    await expect(dialog.locator('.sr-lightbox__position')).toHaveText('2 of 6');
    await expect(dialog.getByRole('img', { name: 'Lighthouse' })).toBeVisible();
    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('.sr-lightbox__position')).toHaveText('3 of 6');
    await expect(dialog.locator('.sr-lightbox__caption')).toContainText('Market day');
    await dialog.getByRole('button', { name: 'Previous slide' }).click();
    await expect(dialog.locator('.sr-lightbox__position')).toHaveText('2 of 6');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    expect(issues).toEqual([]);
  });

  test('arrow keys held down move one slide per 200 ms', async ({ page }) => {
    await page.goto('/fixtures/gallery-grid.html');
    const block = await awake(page, 'block-gallery-grid');
    await block.getByRole('button', { name: 'Harbour at dawn, 1 of 6' }).click();
    const position = page.getByRole('dialog').locator('.sr-lightbox__position');
    await expect(position).toHaveText('1 of 6');
    // Three presses within a few milliseconds, as a key's auto-repeat sends them.
    await page.evaluate(() => {
      const dialog = document.querySelector('dialog')!;
      for (let i = 0; i < 3; i++) dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    await expect(position).toHaveText('2 of 6');
  });

  test('a click outside the image closes it; a click on the image moves by its half', async ({ page }) => {
    await page.goto('/fixtures/gallery-grid.html');
    const block = await awake(page, 'block-gallery-grid');
    await block.getByRole('button', { name: 'Market day, 3 of 6' }).click();
    const dialog = page.getByRole('dialog');
    const image = dialog.locator('.sr-lightbox__image');
    await imagesLoaded(dialog);
    const box = (await image.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
    await expect(dialog.locator('.sr-lightbox__position')).toHaveText('4 of 6');
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
  });

  test('opens on load from the address: the hash item id', async ({ page }) => {
    await page.goto('/fixtures/gallery-grid.html#itemId=market');
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(dialog.locator('.sr-lightbox__position')).toHaveText('3 of 6');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Opened from the address, focus goes to the slide it showed.
    await expect(page.getByRole('button', { name: 'Market day, 3 of 6' })).toBeFocused();
  });

  test('light theme, as the block asks', async ({ page }) => {
    await page.goto('/fixtures/gallery-autogrid.html');
    const block = await awake(page, 'block-gallery-autogrid');
    await block.getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toHaveClass(/sr-lightbox--light/);
  });

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 400, height: 800 } });
    test('the caption waits behind its toggle; a click at the screen edge does not move', async ({ page }) => {
      await page.goto('/fixtures/gallery-grid.html');
      const block = await awake(page, 'block-gallery-grid');
      await block.getByRole('button', { name: 'Harbour at dawn, 1 of 6' }).click();
      const dialog = page.getByRole('dialog');
      const caption = dialog.locator('.sr-lightbox__caption');
      await expect(caption).toBeHidden();
      await dialog.getByRole('button', { name: 'Show caption' }).click();
      await expect(caption).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Hide caption' })).toHaveAttribute('aria-expanded', 'true');
      await imagesLoaded(dialog);
      const box = (await dialog.locator('.sr-lightbox__image').boundingBox())!;
      // 2% of 400 px is 8 px: a click 3 px from the edge, on the image, is a missed control.
      await page.mouse.click(397, box.y + box.height / 2);
      await expect(dialog.locator('.sr-lightbox__position')).toHaveText('1 of 6');
      await page.mouse.click(300, box.y + box.height / 2);
      await expect(dialog.locator('.sr-lightbox__position')).toHaveText('2 of 6');
    });
  });
});

test('slider: Previous and Next by keyboard; the ends disable them when it does not loop', async ({ page }) => {
  await page.goto('/fixtures/gallery-slider.html');
  const block = await awake(page, 'block-gallery-slider');
  const previous = block.getByRole('button', { name: 'Previous slide' });
  const next = block.getByRole('button', { name: 'Next slide' });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(block.locator('.slide[data-active]')).toHaveAttribute('aria-label', '1 of 6');
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(block.locator('.slide[data-active]')).toHaveAttribute('aria-label', '2 of 6');
  for (const label of ['3 of 6', '4 of 6', '5 of 6', '6 of 6']) {
    // A move is refused while the last one is in motion (spec 001 §4).
    await expect(block.locator('.sr-gallery__track')).not.toHaveAttribute('data-moving', /.*/);
    await page.keyboard.press('ArrowRight');
    await expect(block.locator('.slide[data-active]')).toHaveAttribute('aria-label', label);
  }
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toBeFocused();
  await expect(block.locator('.sr-gallery__track')).not.toHaveAttribute('data-moving', /.*/);
  await page.keyboard.press('ArrowLeft');
  await expect(block.locator('.slide[data-active]')).toHaveAttribute('aria-label', '5 of 6');
});

test('slider: the active slide sits in the middle; a click on another makes it current', async ({ page }) => {
  await page.goto('/fixtures/gallery-slider.html');
  const block = await awake(page, 'block-gallery-slider');
  await block.locator('.slide[aria-label="2 of 6"]').click({ position: { x: 20, y: 20 } });
  const active = block.locator('.slide[data-active]');
  await expect(active).toHaveAttribute('aria-label', '2 of 6');
  const view = (await block.locator('.sr-gallery__viewport').boundingBox())!;
  await expect
    .poll(async () => {
      const slide = (await active.boundingBox())!;
      return Math.round(slide.x + slide.width / 2 - (view.x + view.width / 2));
    })
    .toBe(0);
});

test("slider: a film plays only as the current slide, in the provider's frame the runtime draws", async ({ page, issues }) => {
  // The provider, stood in for: the frame's page is not the runtime's concern, only its address.
  await page.route('https://www.youtube.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }));
  await page.goto('/fixtures/gallery-slider.html');
  const block = await awake(page, 'block-gallery-slider-video');
  const play = block.getByRole('button', { name: 'Play video: Market day, a film' });
  await expect(play).toBeDisabled();
  const track = block.locator('.sr-gallery__track');
  for (const label of ['2 of 3', '3 of 3']) {
    await expect(track).not.toHaveAttribute('data-moving', /.*/);
    await block.getByRole('button', { name: 'Next slide' }).click();
    await expect(block.locator('.slide[data-active]')).toHaveAttribute('aria-label', label);
  }
  await play.click();
  const frame = block.locator('iframe');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/fixture-film?wmode=opaque');
  await expect(frame).toHaveAttribute('title', 'Market day, a film');
  await expect(track).not.toHaveAttribute('data-moving', /.*/);
  await block.getByRole('button', { name: 'Previous slide' }).click();
  await expect(frame).toHaveCount(0);
  await expect(play).toBeDisabled();
  expect(issues).toEqual([]);
});

test('a film in a gallery and an audio block play one at a time', async ({ page, issues }) => {
  await page.route('https://www.youtube.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }));
  await page.goto('/fixtures/gallery-film-audio.html');
  const block = await awake(page, 'block-gallery-film');
  const audio = page.locator('#block-audio-song audio');
  await expect(audio).toBeVisible();
  await block.getByRole('button', { name: 'Play video: Market day, a film' }).click();
  await expect(block.locator('iframe')).toHaveCount(1);
  // The song starts: the film goes, back to its picture.
  await audio.evaluate((node) => (node as HTMLAudioElement).play());
  await expect(block.locator('iframe')).toHaveCount(0);
  await expect(block.getByRole('button', { name: 'Play video: Market day, a film' })).toBeVisible();
  // The film starts again: the song pauses.
  await block.getByRole('button', { name: 'Play video: Market day, a film' }).click();
  await expect(block.locator('iframe')).toHaveCount(1);
  await expect.poll(() => audio.evaluate((node) => (node as HTMLAudioElement).paused)).toBe(true);
  expect(issues).toEqual([]);
});

test.describe('carousel', () => {
  test('moves a group of three at a time; the first and last group disable the controls', async ({ page }) => {
    await page.goto('/fixtures/gallery-carousel.html');
    const block = await awake(page, 'block-gallery-carousel');
    await expect(shown(block)).toHaveCount(3);
    await expect(block.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');
    await block.getByRole('button', { name: 'Next slide' }).click();
    await expect(shown(block).first()).toHaveAttribute('aria-label', '4 of 6');
    await expect(block.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
    // Everything fits in the other: no controls at all.
    const fits = await awake(page, 'block-gallery-carousel-fits');
    await expect(fits.getByRole('button', { name: /slide/ })).toHaveCount(0);
    await expect(shown(fits)).toHaveCount(3);
  });

  test.describe('below 480 px', () => {
    test.use({ viewport: { width: 420, height: 800 } });
    test('shows two a row', async ({ page }) => {
      await page.goto('/fixtures/gallery-carousel.html');
      const block = await awake(page, 'block-gallery-carousel');
      await expect(shown(block)).toHaveCount(2);
      const fits = await awake(page, 'block-gallery-carousel-fits');
      await expect(fits.getByRole('button', { name: 'Next slide' })).toBeVisible();
    });
  });
});

test.describe('linked thumbnails', () => {
  test('the strip and the slideshow keep one index', async ({ page }) => {
    await page.goto('/fixtures/gallery-thumbnails.html');
    const block = await awake(page, 'block-gallery-thumbnails');
    const strip = block.getByRole('group', { name: 'Slides' });
    await strip.getByRole('button', { name: 'Stone bridge, 4 of 6' }).click();
    await expect(shown(block)).toHaveAttribute('aria-label', '4 of 6');
    await expect(strip.getByRole('button', { name: 'Stone bridge, 4 of 6' })).toHaveAttribute('aria-current', 'true');
    await expect(block.locator('.sr-gallery__track')).not.toHaveAttribute('data-moving', /.*/);
    await block.getByRole('button', { name: 'Next slide' }).click();
    await expect(shown(block)).toHaveAttribute('aria-label', '5 of 6');
    await expect(strip.locator('[aria-current]')).toHaveAccessibleName('Walled garden, 5 of 6');
  });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  /** A swipe of `dx` px over 100 ms of the touches' own time (a swipe is 50 px within 250 ms, spec 001 §4),
   *  however long the browser takes to deliver it. gallery-touch.spec.ts holds the limits. */
  async function swipe(page: Page, from: { x: number; y: number }, dx: number): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    const start = Date.now() / 1000;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }], timestamp: start });
    for (let step = 1; step <= 4; step++) {
      const point = { x: from.x + (dx * step) / 4, y: from.y };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point], timestamp: start + step * 0.02 });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: start + 0.1 });
  }

  test('a swipe left shows the next slide, a swipe right the previous; the strip follows', async ({ page }) => {
    await page.goto('/fixtures/gallery-thumbnails.html');
    const block = await awake(page, 'block-gallery-thumbnails');
    const view = (await block.locator('.sr-gallery__viewport').boundingBox())!;
    const y = view.y + view.height / 2;
    // 70% of the width within 250 ms: a swipe past half of it.
    await swipe(page, { x: view.x + view.width * 0.85, y }, -view.width * 0.7);
    await expect(shown(block)).toHaveAttribute('aria-label', '2 of 6');
    await expect(block.getByRole('group', { name: 'Slides' }).locator('[aria-current]')).toHaveAccessibleName('Lighthouse, 2 of 6');
    // The move takes the slideshow's speed (1 s); the next swipe waits for it.
    await expect(block.locator('.sr-gallery__track')).not.toHaveAttribute('data-moving', /.*/);
    await swipe(page, { x: view.x + view.width * 0.15, y }, view.width * 0.7);
    await expect(shown(block)).toHaveAttribute('aria-label', '1 of 6');
    // No lightbox: a swipe is not a tap.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('autoplay', () => {
  test('advances on its timer, pauses under the pointer, and its rotation control stops it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/fixtures/gallery-slideshow.html');
    await page.clock.runFor(500);
    const block = await awake(page, 'block-gallery-slideshow');
    const rotation = block.getByRole('button', { name: 'Stop automatic slide show' });
    // The rotation control comes first, before Previous and Next.
    await expect(block.getByRole('button').first()).toHaveAccessibleName('Stop automatic slide show');
    await expect(block.locator('.sr-gallery__track')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(3000);
    await expect(shown(block)).toHaveAttribute('aria-label', '2 of 6');
    // The keyboard is off while autoplay runs.
    await block.locator('.sr-gallery__viewport').hover();
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(7000);
    await expect(shown(block)).toHaveAttribute('aria-label', '2 of 6');
    await page.mouse.move(1, 1);
    await page.clock.runFor(3000);
    await expect(shown(block)).toHaveAttribute('aria-label', '3 of 6');
    await rotation.click();
    await page.mouse.move(1, 1);
    await expect(block.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await expect(block.locator('.sr-gallery__track')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(10_000);
    await expect(shown(block)).toHaveAttribute('aria-label', '3 of 6');
  });

  test('pauses while focus is inside the gallery', async ({ page }) => {
    await page.clock.install();
    await page.goto('/fixtures/gallery-slideshow.html');
    await page.clock.runFor(500);
    const block = await awake(page, 'block-gallery-slideshow');
    await block.getByRole('button', { name: 'Next slide' }).focus();
    await page.clock.runFor(10_000);
    await expect(shown(block)).toHaveAttribute('aria-label', '1 of 6');
  });

  test('is off under ?nomotion=true: no rotation, no rotation control, the keys work', async ({ page }) => {
    await page.clock.install();
    await page.goto('/fixtures/gallery-slideshow.html?nomotion=true');
    await page.clock.runFor(500);
    const block = await awake(page, 'block-gallery-slideshow');
    await expect(block.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expect(shown(block)).toHaveAttribute('aria-label', '1 of 6');
    await block.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(shown(block)).toHaveAttribute('aria-label', '2 of 6');
  });
});

test.describe('history', () => {
  test('the current slide goes into the address as itemId', async ({ page }) => {
    await page.goto('/fixtures/gallery-history.html?nomotion=true');
    const block = await awake(page, 'block-gallery-history');
    await block.getByRole('button', { name: 'Next slide' }).click();
    await expect(page).toHaveURL(/\/fixtures\/gallery-history\.html\?nomotion=true&itemId=lighthouse$/);
  });

  test('an itemId in the address selects its slide on load', async ({ page }) => {
    await page.goto('/fixtures/gallery-history.html?itemId=bridge');
    const block = await awake(page, 'block-gallery-history');
    await expect(shown(block)).toHaveAttribute('aria-label', '4 of 6');
  });
});

test('broken gallery data: the spec messages, the server HTML with its images, the others working', async ({ page, issues }) => {
  await page.goto('/fixtures/gallery-broken.html');
  await waitForRuntime(page);
  await waitForState(page, '#block-gallery-bad-json', 'failed');
  await waitForState(page, '#block-gallery-bad-data', 'failed');
  const errors = issues.filter((issue) => issue.type === 'error').map((issue) => issue.text);
  expect(errors.filter((text) => text.startsWith('Error decoding gallery block data.'))).toHaveLength(1);
  expect(errors.filter((text) => text.startsWith('Error evaluating gallery block data.'))).toHaveLength(1);
  for (const id of ['block-gallery-bad-json', 'block-gallery-bad-data']) {
    const block = page.locator(`#${id}`);
    await expect(block.locator('.sqs-gallery-container .slide')).toHaveCount(2);
    await block.scrollIntoViewIfNeeded();
    await imagesLoaded(block);
    await expect(block.locator('img[src]')).toHaveCount(2);
    expect(await block.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  }
  const ok = await awake(page, 'block-gallery-ok');
  await ok.getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
  expect(errors).toHaveLength(2);
});

for (const [design, id] of [
  ['grid', 'block-gallery-grid'],
  ['slideshow', 'block-gallery-slideshow'],
  ['thumbnails', 'block-gallery-thumbnails'],
  ['slider', 'block-gallery-slider'],
  ['carousel', 'block-gallery-carousel'],
  ['list', 'block-gallery-list'],
] as const) {
  // As served (the builder's markup, before the runtime runs) is checked by faults.spec.ts's first load,
  // which holds the script back: here a gallery in view may already be waking.
  test(`gallery-${design} has no accessibility violations once awake and with its lightbox open`, async ({ page }) => {
    await page.goto(`/fixtures/gallery-${design}.html?nomotion=true`);
    const block = await awake(page, id);
    await imagesLoaded(block);
    expect(await violations(page)).toEqual([]);
    const opener = block.locator('button[aria-haspopup="dialog"]:not([disabled])').first();
    if ((await opener.count()) === 0) return;
    await opener.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
