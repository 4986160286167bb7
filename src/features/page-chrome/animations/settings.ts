// Which of the page's elements animate, and how (spec 000 §4, §9): the site's animation settings come in
// the page context's `tweakJSON`, as the builder publishes them; a block's wrapper can choose its own
// type with an `individual-animation-<type>` class. Pure: read from the context and the markup only.

import type { PageContext } from '../../../core/page-context';

/** Default animation duration, in seconds (spec 000 §9). */
export const DEFAULT_DURATION_S = 0.3;
/** Types whose hidden state is scaled down (to 0.94, style.css) as well as transparent. */
const SCALABLE = new Set(['scale', 'flex']);
const INDIVIDUAL = 'individual-animation-';

export interface SiteAnimation {
  type: string;
  /** Seconds. */
  duration: number;
}

interface ElementAnimation {
  scalable: boolean;
}

/** The site's animation, or null when animations are off. */
export function siteAnimation(context: PageContext): SiteAnimation | null {
  const tweaks = context.tweakJSON;
  if (tweaks?.['tweak-global-animations-enabled'] !== 'true') return null;
  const type = tweaks['tweak-global-animations-animation-type'] ?? 'fade';
  const seconds = Number.parseFloat(tweaks['tweak-global-animations-animation-duration'] ?? '');
  return { type, duration: seconds >= 0 && seconds <= 10 ? seconds : DEFAULT_DURATION_S };
}

/** How one `[data-animation-role]` element animates, or null when its block turned animation off. */
export function elementAnimation(el: Element, site: SiteAnimation): ElementAnimation | null {
  const own = el.closest(`[class*="${INDIVIDUAL}"]`);
  const chosen = [...(own?.classList ?? [])].find((name) => name.startsWith(INDIVIDUAL))?.slice(INDIVIDUAL.length);
  const type = chosen === undefined || chosen === 'site-default' ? site.type : chosen;
  if (type === 'none') return null;
  return { scalable: SCALABLE.has(type) };
}
