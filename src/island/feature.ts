// The contract between the runtime and a feature chunk: a chunk's default export is a FeatureModule.
// The runtime parses the block's props with it, mounts it, and keeps the teardown.

import type { ComponentType } from 'react';
import type { PageContext } from '../core/page-context';

export type Teardown = () => void;

export interface MountContext {
  /** The registry name of the feature, e.g. `accordion`. */
  name: string;
  context: PageContext;
  /** Aborted when the block is torn down; async work checks it. */
  signal: AbortSignal;
  /** Called by a mounted island that failed later (a render error): the runtime restores the block's
   *  server HTML; `untouched`: the block is still that HTML (the island's code never came), and is kept as
   *  the visitor left it. */
  fail(error: unknown, untouched?: boolean): void;
  /** Loads another chunk of the runtime by name: a feature's island (`<name>.island`). */
  load(name: string): Promise<FeatureModule>;
  /**
   * Blocks only. Resolves at the visitor's first interaction with the block; the click of it is held
   * from then on. Call the function it gives once `island` is live, and that click is replayed on it
   * (if the island fails instead, `fail` gives it back to the server HTML). Meanwhile the island's
   * code is fetched ahead of time: when the block is in view and the browser idle, or on intent.
   */
  touched?(island: string): Promise<() => void>;
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
