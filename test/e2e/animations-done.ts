// Waits for the CSS animations running inside an element to end (never for endless ones): axe-core reads
// colours as drawn, and a dialog half way through its fade-in fails the contrast check it passes once in.

import type { Locator } from '@playwright/test';

export async function animationsDone(locator: Locator): Promise<void> {
  await locator.evaluate((el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
