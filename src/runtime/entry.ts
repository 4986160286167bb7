// site-runtime.js: the one script a published page loads. Tiny and React-free: it reads the page,
// arms the blocks, and leaves the rest to feature chunks loaded on demand.

import { createRuntime } from './lifecycle';
import { REGISTRY } from './registry';

declare const __VERSION__: string;

// Feature chunks import the error sink from this very file (see build.mjs), so errors reported before
// any chunk loaded reach the reporter too.
export * from '../core/errors';

declare global {
  interface Window {
    SiteRuntime?: import('./lifecycle').SiteRuntime;
  }
}

if (window.SiteRuntime) {
  console.warn(`site-runtime: another copy (${window.SiteRuntime.version}) is already on this page; this one stays idle.`);
} else {
  const runtime = createRuntime({ registry: REGISTRY, version: __VERSION__ });
  window.SiteRuntime = runtime;
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => runtime.init(), { once: true });
  else runtime.init();
}
