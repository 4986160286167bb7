// An image a visitor sees: scrolled to, given its width by the loader, and decoded.

import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

export async function arrived(img: Locator): Promise<void> {
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveAttribute('data-image-resolution', /w$/);
  await expect
    .poll(() => img.evaluate((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0))
    .toBe(true);
}
