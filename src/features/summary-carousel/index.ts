// The builder's summary block in its carousel design (7.0 and 7.1: `.summary-carousel-pager` with its
// Previous and Next `span[role=button]`s over `.summary-item-list`), which its script moved: here its
// pager moves it a group of slides at a time (spec 001 §4: slides grouped, the controls disabled at the
// first and last group, hidden when all slides fit; slides per row from the block's `slidesPerRow`, 3 by
// default, fewer on narrow screens), as the WAI-ARIA carousel pattern has it (a region, slides as groups
// "n of N", the slides out of view inert, a polite live region, Enter and Space on the arrows).
// Not a block of its own: it works on the summary block's content whatever the host's rendering does to
// it (replaced by the rendering, or the server HTML put back when that failed), once the block has
// settled, so the block's own copy of its server HTML is taken before anything here touches it.

import { reportError } from '../../core/errors';
import { isRecord } from '../../core/guards';
import type { FeatureModule } from '../../island/feature';
import { startCarousel } from './carousel';

const STATE_ATTR = 'data-sr-state';

const feature: FeatureModule = {
  mount(pager) {
    const block = pager.closest<HTMLElement>('[data-block-type]');
    if (!block) return () => undefined;
    const perRow = slidesPerRow(block);
    let current: { container: Element; stop: () => void } | undefined;
    const sync = (): void => {
      const state = block.getAttribute(STATE_ATTR);
      if (state !== 'live' && state !== 'failed') return;
      const container = block.querySelector('.summary-carousel-pager')?.closest('.summary-item-list-container') ?? null;
      if (container === (current?.container ?? null)) return;
      current?.stop();
      current = undefined;
      if (!container) return;
      try {
        current = { container, stop: startCarousel(container as HTMLElement, perRow) };
      } catch (error) {
        reportError(error, 'summary-carousel');
      }
    };
    const observer = new MutationObserver(sync);
    observer.observe(block, { attributes: true, attributeFilter: [STATE_ATTR], childList: true, subtree: true });
    sync();
    return () => {
      observer.disconnect();
      current?.stop();
    };
  },
};

export default feature;

/** The block's `slidesPerRow` (1 to 12), else spec 001 §9's 3. */
function slidesPerRow(block: Element): number {
  let json: unknown;
  try {
    json = JSON.parse(block.getAttribute('data-block-json') ?? '{}');
  } catch {
    json = {};
  }
  const value = isRecord(json) ? json['slidesPerRow'] : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 12 ? value : 3;
}
