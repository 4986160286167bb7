// Social links block (54): the builder's row of icon links works as HTML. In the browser's idle time
// the runtime makes it safe and named: a link whose address is unsafe (src/core/url.ts) loses it and
// is hidden (its place kept, so nothing moves); an icon without a name, or with the same name as
// another (the builder names them all after the site), is named after its network; a link the
// builder opens in a new window gets `rel="noopener"`. No React.

import { isRecord } from '../../core/guards';
import { isSafeNavigationUrl } from '../../core/url';
import type { FeatureModule } from '../../island/feature';
import { networkName } from '../../platform/social-networks';

const feature: FeatureModule<null> = {
  // The builder's block carries no settings that matter here; any it does carry must at least be JSON.
  parse(raw) {
    if (raw !== undefined && !isRecord(raw)) throw new TypeError('social-links: the block data must be an object');
    return null;
  },
  mount(el) {
    const links = Array.from(el.querySelectorAll<HTMLAnchorElement>('.sqs-svg-icon--list a, a.sqs-svg-icon--wrapper'));
    if (links.length === 0) throw new Error('social-links: the block has no icon links');
    const names = links.map((link) => link.getAttribute('aria-label')?.trim() || link.textContent?.trim() || '');
    for (const [i, link] of links.entries()) {
      const href = link.getAttribute('href');
      if (href === null || !isSafeNavigationUrl(href)) {
        retire(link);
        continue;
      }
      const name = names[i] ?? '';
      const shared = names.indexOf(name) !== names.lastIndexOf(name);
      if (name === '' || shared) link.setAttribute('aria-label', networkName(link) ?? name);
      if (link.target === '_blank') link.relList.add('noopener');
    }
    // The server HTML comes back on teardown.
    return () => undefined;
  },
};

export default feature;

/** An unsafe link: no address, no name, hidden from everyone, its box kept. */
function retire(link: HTMLAnchorElement): void {
  link.removeAttribute('href');
  link.removeAttribute('aria-label');
  link.setAttribute('aria-hidden', 'true');
  link.classList.add('sr-social--removed');
}
