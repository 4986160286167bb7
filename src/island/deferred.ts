// A block whose server HTML already works as HTML (fields take typing, options are native controls)
// costs no main-thread work until the visitor needs it. Its light part runs at the block's trigger,
// without React: the beacons of its render, small updates. Its island (`<name>.island`, React) takes
// over at the visitor's first interaction with the block, which is held and replayed on it; or at once
// when there is no server HTML to keep, or the block must act by itself.

import type { PageContext } from '../core/page-context';
import type { FeatureModule, MountContext, Teardown } from './feature';

export interface Deferred<P> {
  /** The island's chunk: `<name>.island`, from src/features/<name>/island.tsx. */
  island: string;
  parse?: (raw: unknown, context: PageContext) => P;
  /** A block with no JSON (the builder publishes some so): its props read from its markup, as it mounts
   *  (its reader may be a part of its own, fetched then: a page of JSON blocks never runs it). */
  read?: (el: HTMLElement, context: PageContext) => P | Promise<P>;
  /** At the block's trigger, without React: what the block does before (and besides) its island. */
  light?: (el: HTMLElement, props: P, ctx: MountContext) => Teardown | undefined;
  /** True when the island must start at once although the server HTML works (a captcha to draw…). */
  now?: (props: P) => boolean;
}

const ISLAND_ATTR = 'data-sr-island';

export function deferred<P>({ island, parse, read, light, now }: Deferred<P>): FeatureModule<P> {
  // Without JSON there is nothing to parse: `undefined` stands for "read it from the markup".
  const parseOrRead =
    parse && read ? (raw: unknown, context: PageContext) => (raw === undefined ? (raw as P) : parse(raw, context)) : parse;
  return {
    ...(parseOrRead ? { parse: parseOrRead } : {}),
    async mount(el, given, ctx) {
      const props = given === undefined && read ? await read(el, ctx.context) : given;
      if (ctx.signal.aborted) return () => undefined;
      const lightDown = light?.(el, props, ctx);
      let islandDown: Teardown | undefined;
      /** True once the island is live; false when it will not be (torn down, or its code did not come). */
      const start = async (): Promise<boolean> => {
        el.setAttribute(ISLAND_ATTR, 'waking');
        let module: FeatureModule;
        try {
          module = await ctx.load(island);
        } catch (error) {
          // Nothing of the island ran: the server HTML is as the visitor left it (what they typed, where
          // their focus is), and stays so.
          if (!ctx.signal.aborted) ctx.fail(error, true);
          return false;
        }
        // Torn down meanwhile: the teardown already ran, so nothing may mount after it.
        if (ctx.signal.aborted) return false;
        const down = await module.mount(el, props, ctx);
        if (ctx.signal.aborted) {
          down();
          return false;
        }
        islandDown = down;
        el.setAttribute(ISLAND_ATTR, 'awake');
        return true;
      };
      const teardown = (): void => {
        islandDown?.();
        lightDown?.();
        el.removeAttribute(ISLAND_ATTR);
      };
      // Focus already inside: the visitor reached the block (by Tab) before it woke; that was the touch.
      if (!ctx.touched || !el.hasAttribute('data-ssr') || now?.(props) || el.contains(document.activeElement)) {
        await start();
        return teardown;
      }
      el.setAttribute(ISLAND_ATTR, 'asleep');
      void ctx.touched(island).then(async (live) => {
        if (ctx.signal.aborted) return;
        try {
          if ((await start()) && !ctx.signal.aborted) live();
        } catch (error) {
          // The island failed as it mounted: the runtime restores the server HTML and gives the held
          // clicks back to it.
          if (!ctx.signal.aborted) ctx.fail(error);
        }
      });
      return teardown;
    },
  };
}
