// One initialized run of the runtime: finds the blocks, starts the page-level features, and owns
// every listener, observer and root it made, so stop() leaves the page as the server sent it.

import type { PageContext } from '../core/page-context';
import { createBlock, type Block, type BlockEnv } from './block';
import type { FeatureRow } from './feature';
import type { LoadFeature } from './loader';
import { createTriggers, type LoadBlockTriggers } from './triggers';

export interface Session {
  scan(root: ParentNode): void;
  stop(): void;
}

const FEATURE_ATTR = 'data-site-runtime';

export interface Loaders {
  load: LoadFeature;
  loadBlockTriggers: LoadBlockTriggers;
}

export function startSession(registry: readonly FeatureRow[], context: PageContext, { load, loadBlockTriggers }: Loaders): Session {
  const abort = new AbortController();
  const signal = abort.signal;
  const triggers = createTriggers(signal, loadBlockTriggers);
  const blocks = new Map<Element, Block>();
  const byType = new Map<string, FeatureRow>();
  const bySelector: FeatureRow[] = [];
  for (const row of registry) {
    if ('blockType' in row.match) byType.set(String(row.match.blockType), row);
    if ('selector' in row.match) bySelector.push(row);
  }
  const selector = ['[data-block-type]', ...bySelector.map((row) => (row.match as { selector: string }).selector)].join(',');
  const env: BlockEnv = { context, triggers, load, settled: (block) => scan(block.el) };

  function rowFor(el: Element): FeatureRow | undefined {
    const type = el.getAttribute('data-block-type');
    if (type !== null) return byType.get(type);
    return bySelector.find((row) => el.matches((row.match as { selector: string }).selector));
  }

  function scan(root: ParentNode): void {
    prune();
    for (const el of root.querySelectorAll<HTMLElement>(selector)) {
      if (blocks.has(el) || waitsForParent(el)) continue;
      const row = rowFor(el);
      // Unknown block types are the host's business, not ours: ignored without a word.
      if (row) blocks.set(el, createBlock(el, row, env));
    }
  }

  /** A block inside a block that has not started yet mounts after it (its parent rescans). */
  function waitsForParent(el: Element): boolean {
    for (let node = el.parentElement; node; node = node.parentElement) {
      const state = blocks.get(node)?.state;
      if (state === 'armed' || state === 'loading') return true;
    }
    return false;
  }

  /** Blocks the editing frame took off the page are torn down. */
  function prune(): void {
    for (const [el, block] of blocks) {
      if (el.isConnected) continue;
      block.destroy();
      blocks.delete(el);
    }
  }

  function startPageFeature(row: FeatureRow, data?: unknown): void {
    const host = document.createElement('div');
    host.setAttribute(FEATURE_ATTR, row.name);
    document.body.append(host);
    blocks.set(host, createBlock(host, row, env, data));
  }

  function onEvent(row: FeatureRow, type: string): void {
    document.addEventListener(type, (event) => {
      // A newer report replaces the one on screen.
      for (const [el, block] of blocks) {
        if (block.row !== row) continue;
        block.destroy();
        blocks.delete(el);
        el.remove();
      }
      startPageFeature(row, (event as CustomEvent<unknown>).detail);
    }, { signal });
  }

  scan(document);
  for (const row of registry) {
    if ('when' in row.match && row.match.when(context)) startPageFeature(row);
    if ('event' in row.match) onEvent(row, row.match.event);
  }

  return {
    scan,
    stop() {
      abort.abort();
      for (const [el, block] of blocks) {
        block.destroy();
        if (el.hasAttribute(FEATURE_ATTR)) el.remove();
      }
      blocks.clear();
    },
  };
}
