// The builder's "Made with …" badge: a link fixed in a bottom corner, so it takes no room on the page.
// Which screens show it is CSS (style.css); "only until scrolled" hides it once the page moves.

import { throttle } from '../../core/throttler';
import type { Badge } from './settings';
import { BADGE_TEXT, BADGE_URL } from './texts';

export function showBadge(host: HTMLElement, badge: Badge, signal: AbortSignal): void {
  const link = document.createElement('a');
  link.href = BADGE_URL;
  link.textContent = BADGE_TEXT;
  link.className = `sr-badge sr-badge--${badge.theme} sr-badge--${badge.position} sr-badge--${badge.devices}`;
  host.append(link);
  if (!badge.untilScroll) return;
  const update = (): void => {
    link.classList.toggle('sr-badge--scrolled', window.scrollY > 0);
  };
  update();
  const onScroll = throttle(update);
  window.addEventListener('scroll', onScroll, { passive: true, signal });
  signal.addEventListener('abort', onScroll.cancel);
}
