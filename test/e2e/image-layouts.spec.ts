// Fluid Engine image layouts (spec 001 §9): "Fluid image and shape layouts scale to fit their container
// keeping aspect ratio; … stretched ones fill 100% of width and height. Image alignment defaults to
// center, or start or end for left or right image position." Measured as drawn: the picture's painted
// box inside its 400 × 300 px grid cell.

import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { arrived } from './image-arrived';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the picture is painted, relative to its cell: the img's box, and inside it what object-fit and
 *  object-position leave of the picture (its own pixels' ratio, as loaded). */
function painted(img: Locator): Promise<Box> {
  return img.evaluate((node: HTMLImageElement) => {
    const cell = node.closest('.fe-block')?.getBoundingClientRect();
    if (!cell) throw new Error('no cell');
    const box = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    const ratio = node.naturalWidth / node.naturalHeight;
    const fit = style.objectFit;
    // contain: the largest box of the picture's ratio inside; cover and fill: the whole box (cover crops).
    const width = fit === 'contain' ? Math.min(box.width, box.height * ratio) : box.width;
    const height = fit === 'contain' ? width / ratio : box.height;
    const [px = '50%', py = '50%'] = style.objectPosition.split(' ');
    const at = (percent: string, room: number): number => (Number.parseFloat(percent) / 100) * room;
    return {
      x: box.x - cell.x + at(px, box.width - width),
      y: box.y - cell.y + at(py, box.height - height),
      width,
      height,
    };
  });
}

/** Within a pixel of the box asked for (layout rounds to fractions of a pixel). */
function expectNear(box: Box, expected: Box): void {
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(box[key] - expected[key]), `${key}: ${box[key]}`).toBeLessThanOrEqual(1);
}

const picture = (page: import('@playwright/test').Page, id: string): Locator => page.locator(`#${id} img`);

test('a fluid picture fits its cell keeping its ratio: centred, or at the start or end of a left or right position', async ({
  page,
  issues,
}) => {
  await page.goto('/fixtures/builder-image-layouts.html');
  for (const id of ['block-fluid-center', 'block-fluid-left', 'block-fluid-right']) await arrived(picture(page, id));
  // A square picture in a 400 × 300 cell: 300 × 300, its 100 px to spare before, around or after it.
  expectNear(await painted(picture(page, 'block-fluid-center')), { x: 50, y: 0, width: 300, height: 300 });
  expectNear(await painted(picture(page, 'block-fluid-left')), { x: 0, y: 0, width: 300, height: 300 });
  expectNear(await painted(picture(page, 'block-fluid-right')), { x: 100, y: 0, width: 300, height: 300 });
  // Nothing of it is cut: the box it is drawn in is the cell's.
  expect(await picture(page, 'block-fluid-center').evaluate((node) => getComputedStyle(node).objectFit)).toBe('contain');
  expect(issues).toEqual([]);
});

test('a stretched picture fills 100% of its cell’s width and height', async ({ page, issues }) => {
  await page.goto('/fixtures/builder-image-layouts.html');
  const img = picture(page, 'block-stretched');
  await arrived(img);
  expectNear(await painted(img), { x: 0, y: 0, width: 400, height: 300 });
  // Filled by covering, not by squeezing: a 3:2 picture in a 4:3 box is cropped, never distorted.
  expect(await img.evaluate((node) => getComputedStyle(node).objectFit)).toBe('cover');
  expect(issues).toEqual([]);
});

test('in a cell with no height of its own, a fluid picture takes the width and the height its ratio asks', async ({ page, issues }) => {
  await page.goto('/fixtures/builder-image-layouts.html');
  const img = picture(page, 'block-fluid-free');
  await arrived(img);
  expectNear(await painted(img), { x: 0, y: 0, width: 400, height: 267 });
  expect(issues).toEqual([]);
});
