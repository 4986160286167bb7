// site-runtime.js: the one script a published page loads. Tiny and React-free: it reads the page,
// arms the blocks, and leaves the rest to feature chunks loaded on demand.

import { HANDOVER } from './handover';
import { createRuntime } from './lifecycle';
import { PAGE_FEATURES } from './registry';

declare const __VERSION__: string;

if (window.SiteRuntime) {
  console.warn(`site-runtime: ${window.SiteRuntime.version} already runs; this copy stays idle.`);
} else {
  const runtime = createRuntime({ pages: PAGE_FEATURES, version: __VERSION__ });
  // What the chunks read from the entry (./handover.ts).
  Object.defineProperty(runtime, '_', { value: HANDOVER });
  window.SiteRuntime = runtime;
  // A host that called init() itself before this start gets no "refused" warning from it.
  const start = (): void => afterFirstPaint(() => runtime.init(true));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

/** Runs once the browser painted the page: the visitor sees it before the runtime takes the main
 *  thread (nothing can be clicked before that paint anyway). A tab in the background paints no
 *  frames, so a timer starts it there. */
function afterFirstPaint(run: () => void): void {
  let started = false;
  const once = (): void => {
    if (started) return;
    started = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once));
  setTimeout(once, 100);
}
