// What a registry row says: a feature's name (its folder and chunk), where it runs and when it starts.

import type { PageContext } from '../core/page-context';
import type { BlockType } from '../platform/block-types';
import type { BlockTriggers, BlockTriggerTools } from './block-triggers';
import type { PageTrigger, Trigger } from './trigger-types';
import type { inTurns, loadInTurns } from './turns';

/** A block of the page, found by its marker. A selector row must match only elements the entry's
 *  generic scan finds (`[data-block-type]`, `[data-block]`, `[data-page-root]`; see session.ts). */
export interface BlockRow {
  name: string;
  /** `failed`: not a marker but any block that could not start (its server HTML stays) and holds this
   *  selector; such a row starts from the blocks chunk when one fails (failures.ts), so it costs the
   *  entry nothing. `event`: not a marker either; started from the blocks chunk on that event, in a
   *  host of its own (unmarked.ts). A numbered row may also take a selector: the builder's blocks of
   *  another number that are the same block (its 7.1 buttons are `website-component` blocks, 1337).
   *  `markup`: the builder's markup of a part that has no marker at all (its 7.1 gallery sections): the
   *  entry's scan cannot afford another selector, so the blocks chunk looks for these once, as it
   *  arrives (blocks.ts), and they start as blocks do, with their trigger. */
  match:
    | { blockType: BlockType; selector?: string }
    | { selector: string }
    | { markup: string }
    | { failed: string }
    | { event: 'site-runtime:login-required' }
    /** A part of the builder's page that carries no marker (its 7.0 product page's add-to-cart button):
     *  started from the blocks chunk as it starts, on each element the selector finds (unmarked.ts). */
    | { part: string };
  trigger: Trigger;
  /** Its feature loads the builder images inside the block itself (`data-load="false"` ones too): the
   *  template's image loader leaves them to it (core/image-owners.ts). */
  ownsImages?: true;
}

/** A page-level feature: chosen by the page context, or started by a runtime event with its detail. */
export interface PageRow {
  name: string;
  match: { when: (context: PageContext) => boolean } | { event: 'site-runtime:system-error' };
  trigger: PageTrigger;
}

export type FeatureRow = BlockRow | PageRow;

/** The row of a marked element, or undefined for a block that is not ours. */
export type RowFor = (el: Element) => BlockRow | undefined;

/** What the blocks chunk gives the entry (src/runtime/blocks.ts). */
export interface BlocksChunk {
  rowFor: RowFor;
  /** Feature name → content hash, for the block features' chunks. */
  chunks: Readonly<Record<string, string>>;
  createBlockTriggers(signal: AbortSignal, tools: Omit<BlockTriggerTools, 'files'>): BlockTriggers;
  /** Blocks start in turns (turns.ts): a page of thousands forced to load is not one long task. Given
   *  the markers the entry found before the chunk came (and adding the parts without one). */
  inTurns(items: Set<HTMLElement>, run: (el: HTMLElement) => void, signal: AbortSignal): ReturnType<typeof inTurns>;
  loadInTurns: typeof loadInTurns;
}
