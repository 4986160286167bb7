// The switcher drawn from the host (`language-switcher.island`; no React, despite the file name the
// build gives islands): `GET /api/multilingual/settings` and `/status`, then the list (view.ts); for the
// owner in the editor's frame, their controls under it (owner-controls.ts). A failed call is a console
// error and the block shows what the server published, or nothing; the page goes on.

import { reportError } from '../../core/errors';
import type { FeatureModule } from '../../island/feature';
import type { SwitcherIslandProps } from './index';
import { loadLanguages, type SiteLanguages } from './languages';
import { mountOwnerControls } from './owner-controls';
import { drawLanguages } from './view';

const feature: FeatureModule<SwitcherIslandProps> = {
  async mount(el, { label, owner }, { signal }) {
    const content = el.querySelector<HTMLElement>(':scope > .sqs-block-content') ?? el;
    let site: SiteLanguages;
    try {
      site = await loadLanguages(signal);
    } catch (error) {
      if (!signal.aborted) reportError(error, 'language-switcher');
      return () => undefined;
    }
    const draw = (next: SiteLanguages): void => {
      // Without the provider, visitors get the original language only: nothing to switch to.
      const shown = next.connected ? next.languages : next.languages.filter((language) => language.code === next.original);
      drawLanguages(content, shown, next.original, label);
    };
    if (signal.aborted) return () => undefined;
    draw(site);
    return owner ? mountOwnerControls(el, site, draw, signal) : () => undefined;
  },
};

export default feature;
