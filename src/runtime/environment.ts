// Keeps the environment stores (viewport, reduced motion) in step with the window while the runtime
// is initialized; the listeners go with the lifecycle's signal.

import { $reducedMotion, $viewport } from '../core/stores';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function bindEnvironment(signal: AbortSignal): void {
  const motion = matchMedia(REDUCED_MOTION_QUERY);
  // `?nomotion=true` lets a page (and its screenshots and tests) opt out of motion outright.
  const forced = new URLSearchParams(location.search).get('nomotion') === 'true';
  const syncMotion = (): void => $reducedMotion.set(forced || motion.matches);
  const syncViewport = (): void => {
    const { innerWidth: width, innerHeight: height } = window;
    const current = $viewport.get();
    if (current.width !== width || current.height !== height) $viewport.set({ width, height });
  };
  syncMotion();
  syncViewport();
  motion.addEventListener('change', syncMotion, { signal });
  window.addEventListener('resize', syncViewport, { passive: true, signal });
}
