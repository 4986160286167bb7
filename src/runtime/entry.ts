// site-runtime.js: the one script a published page loads. Tiny and React-free: it reads the page,
// arms the blocks, and leaves the rest to feature chunks loaded on demand.

import { createRuntime } from './lifecycle';
import { REGISTRY } from './registry';

declare const __VERSION__: string;

// Feature chunks import these modules from this very file (see build.mjs), so the page has one
// copy of the shared stores and of the error sink.
export * from '../core/stores';
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
