// The contract between the runtime and a feature chunk. A chunk's default export is a
// FeatureModule; the runtime parses the block's props with it, mounts it, and keeps the teardown.

import type { ComponentType } from 'react';
import type { PageContext } from '../core/page-context';

export type Teardown = () => void;

/** When a block's code is loaded and mounted (the `data-load` attribute overrides the default).
 *  `loaded` (idle time after the window's load event) and `error` (after the load event, at the first
 *  error reported to the sink) are for page-level features only. */
export type Trigger = 'load' | 'idle' | 'visible' | 'interaction' | `media:${string}` | 'loaded' | 'error';

export interface MountContext {
  /** The registry name of the feature, e.g. `accordion`. */
  name: string;
  context: PageContext;
  /** Aborted when the block is torn down; async work checks it. */
  signal: AbortSignal;
  /** Called by a mounted island that failed later (a render error): the runtime restores the block. */
  fail(error: unknown): void;
}

export interface FeatureModule<P = unknown> {
  /** Turns the block's JSON into props; throws on bad input (the block is then skipped). Pure, so the
   *  fixture build can run it on the server too. */
  parse?: (raw: unknown, context: PageContext) => P;
  /** Makes the block live; resolves once it is (so a replayed click finds live handlers). */
  mount(el: HTMLElement, props: P, ctx: MountContext): Teardown | Promise<Teardown>;
  /** React features expose their component so pages can be server-rendered with it. */
  Component?: ComponentType<P>;
}

/** How a registry row finds the places it runs. */
export type Match =
  | { blockType: number }
  | { selector: string }
  | { when: (context: PageContext) => boolean }
  | { event: 'site-runtime:system-error' };

export interface FeatureRow {
  /** Folder under src/features/ and the chunk's name. */
  name: string;
  match: Match;
  trigger: Trigger;
}
