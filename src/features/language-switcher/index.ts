// Language switcher block (the builder's `language-switcher-block`; its number is not known here, so it
// is found by class): the site's languages as links, shown only when there is more than one. A list the
// server published works as HTML: this light part (no React, no data layer) only makes it safe and
// names it, and asks the host nothing. An empty block, or the owner in the editor's frame, wakes the
// island (island.tsx): the host's languages drawn, and the owner's controls.

import { isOwnerEditing } from '../../analytics/audience';
import { isRecord } from '../../core/guards';
import type { FeatureModule } from '../../island/feature';
import { checkPublishedList } from './published';

export interface LanguageSwitcherProps {
  /** The list's accessible name, when the owner gave one. */
  label: string | null;
}

/** What the island gets. */
export interface SwitcherIslandProps extends LanguageSwitcherProps {
  owner: boolean;
}

const feature: FeatureModule<LanguageSwitcherProps> = {
  parse(raw) {
    if (raw === undefined) return { label: null };
    if (!isRecord(raw)) throw new TypeError('language-switcher: the block data must be an object');
    const label = raw['label'] ?? null;
    if (label !== null && typeof label !== 'string') throw new TypeError('language-switcher: "label" must be a string');
    return { label: label?.trim() || null };
  },
  async mount(el, props, ctx) {
    const content = el.querySelector<HTMLElement>(':scope > .sqs-block-content') ?? el;
    const owner = isOwnerEditing(ctx.context);
    if (checkPublishedList(content, props.label) && !owner) return () => undefined;
    const island = await ctx.load('language-switcher.island');
    return island.mount(el, { ...props, owner } satisfies SwitcherIslandProps, ctx);
  },
};

export default feature;
