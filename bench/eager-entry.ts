// The bench's "eager" variant: the runtime's own start-up, parse and mount code, with every feature
// bundled in and every block started at once. Built by buildEager() in build.mjs; never shipped.

import { FEATURES } from 'bench:features';
import type { FeatureModule } from '../src/island/feature';
import { blockTable } from '../src/runtime/block-table';
import { createBlockTriggers } from '../src/runtime/block-triggers';
import { createRuntime } from '../src/runtime/lifecycle';
import { BLOCKS, PAGE_FEATURES } from '../src/runtime/registry';
import type { BlocksChunk } from '../src/runtime/rows';
import { inTurns, loadInTurns } from '../src/runtime/turns';

declare const __VERSION__: string;

// Blocks start at load; page-level features keep their own trigger, as a runtime without lazy
// islands would still show the cookie banner when idle and send analytics after the load event.
const blocks: BlocksChunk = {
  rowFor: blockTable(BLOCKS.map((row) => ({ ...row, trigger: 'load' }))),
  chunks: {},
  createBlockTriggers: (signal, tools) => ({
    ...createBlockTriggers(signal, { ...tools, files: () => [] }),
    // Every island starts at once: there is nothing to wait for.
    touched: () => () => Promise.resolve(() => undefined),
  }),
  inTurns,
  loadInTurns,
};

async function load(name: string): Promise<FeatureModule> {
  const feature = FEATURES[name];
  if (!feature) throw new Error(`eager: no feature named "${name}"`);
  return feature;
}

function start(): void {
  // A block's own data-load would defer it again: the eager variant has no triggers.
  for (const el of document.querySelectorAll('[data-load]')) el.removeAttribute('data-load');
  const runtime = createRuntime({ pages: PAGE_FEATURES, version: `${__VERSION__}-eager`, load, loadBlocks: async () => blocks });
  window.SiteRuntime = runtime;
  runtime.init();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
