// The 250 ms height animation of an accordion panel (spec 000 §4, §9), with the Web Animations API so
// no style is left behind; instant when motion is reduced or the API is missing.

const ACCORDION_ANIMATION_MS = 250;

export function animateHeight(panel: HTMLElement, opening: boolean, reduced: boolean): Promise<void> {
  if (reduced || typeof panel.animate !== 'function') return Promise.resolve();
  const full = `${panel.scrollHeight}px`;
  const frames = opening ? [{ height: '0px' }, { height: full }] : [{ height: full }, { height: '0px' }];
  const animation = panel.animate(frames, { duration: ACCORDION_ANIMATION_MS, easing: 'ease' });
  panel.style.overflow = 'hidden';
  return animation.finished.then(
    () => void panel.style.removeProperty('overflow'),
    () => void panel.style.removeProperty('overflow'),
  );
}
