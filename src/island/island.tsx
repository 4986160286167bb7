// Turns a React component into a feature: hydrates the block's server HTML (`data-ssr`) or renders
// into it, reports render and hydration errors to the error sink, and resolves once the island is live.
// Only feature chunks import this, so React never enters the entry.

import type { ComponentType, ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { reportError } from '../core/errors';
import type { PageContext } from '../core/page-context';
import type { FeatureModule, MountContext, Teardown } from './feature';
import { IslandTree, identifierPrefix } from './island-tree';

export function island<P extends object>(Component: ComponentType<P>, parse?: (raw: unknown, context: PageContext) => P): FeatureModule<P> {
  return {
    Component,
    ...(parse ? { parse } : {}),
    mount: (el, props, ctx) => mountIsland(el, <Component {...props} />, ctx),
  };
}

function mountIsland(el: HTMLElement, node: ReactNode, ctx: MountContext): Promise<Teardown> {
  return new Promise((resolve, reject) => {
    let live = false;
    let root: Root | undefined;
    const unmount = (): void => {
      const current = root;
      root = undefined;
      current?.unmount();
    };
    const failed = (error: unknown): void => {
      // React is mid-commit when it reports: unmount after it finishes.
      setTimeout(() => {
        unmount();
        if (live) ctx.fail(error);
        else reject(error instanceof Error ? error : new Error(String(error)));
      });
    };
    const options: RootOptions = {
      identifierPrefix: identifierPrefix(el.id),
      onCaughtError: failed,
      onUncaughtError: failed,
      onRecoverableError: (error) => reportError(error, `hydration:${ctx.name}`),
    };
    const onReady = (): void => {
      if (live) return;
      live = true;
      resolve(unmount);
    };
    const tree = <IslandTree onReady={onReady}>{node}</IslandTree>;
    if (el.hasAttribute('data-ssr')) {
      root = hydrateRoot(el, tree, options);
    } else {
      root = createRoot(el, options);
      root.render(tree);
    }
  });
}
