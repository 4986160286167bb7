// Block animations (spec 000 §4, §9): each `[data-animation-role]` element below the fold is hidden
// (transparent; scaled to 0.94 for scalable types) and marked loaded, which animates it in, once it is
// seen (visibility.ts) and its pictures are in. One already in view when the runtime starts is marked
// loaded at once and never hidden; under reduced motion every one is, and nothing moves.

import type { PageContext } from '../../../core/page-context';
import type { Teardown } from '../../../island/feature';
import { imagesSettled } from './images';
import { DEFAULT_DURATION_S, elementAnimation, type SiteAnimation, siteAnimation } from './settings';
import { isSeen, THRESHOLDS } from './visibility';

const STATE = 'data-sr-animation';
/** On <html> while animations run: the hidden state applies only under it (style.css). */
const ACTIVE = 'sr-animate';
const SCALABLE = 'data-sr-scalable';

export function startAnimations(context: PageContext, signal: AbortSignal): Teardown | undefined {
  const site = siteAnimation(context);
  if (!site) return undefined;
  const elements = [...document.querySelectorAll<HTMLElement>('[data-animation-role]')].filter((el) => elementAnimation(el, site));
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches || typeof IntersectionObserver !== 'function';
  if (still) {
    for (const el of elements) el.setAttribute(STATE, 'loaded');
  } else if (elements.length > 0) {
    document.documentElement.classList.add(ACTIVE);
    observe(elements, site, signal);
  }
  return () => {
    document.documentElement.classList.remove(ACTIVE);
    for (const el of elements) {
      el.removeAttribute(STATE);
      el.removeAttribute(SCALABLE);
      el.style.removeProperty('--sr-animation-duration');
    }
  };
}

function observe(elements: readonly HTMLElement[], site: SiteAnimation, signal: AbortSignal): void {
  const unreported = new Set<Element>(elements);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        // Its first report says where it was when the runtime started: in view, it stays as painted.
        if (unreported.delete(el) && !entry.isIntersecting) hide(el, site);
        else if (el.getAttribute(STATE) !== 'hidden') markLoaded(el, observer);
        else if (isSeen(entry)) reveal(el, observer, signal);
      }
    },
    { threshold: THRESHOLDS },
  );
  for (const el of elements) observer.observe(el);
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}

/** Seen: marked loaded once its pictures are in, which plays the transition to its painted state. */
function reveal(el: HTMLElement, observer: IntersectionObserver, signal: AbortSignal): void {
  observer.unobserve(el);
  imagesSettled(el, signal).then(() => !signal.aborted && el.setAttribute(STATE, 'loaded'));
}

function hide(el: HTMLElement, site: SiteAnimation): void {
  if (elementAnimation(el, site)?.scalable) el.setAttribute(SCALABLE, '');
  if (site.duration !== DEFAULT_DURATION_S) el.style.setProperty('--sr-animation-duration', `${site.duration}s`);
  el.setAttribute(STATE, 'hidden');
}

function markLoaded(el: HTMLElement, observer: IntersectionObserver): void {
  observer.unobserve(el);
  el.setAttribute(STATE, 'loaded');
}
