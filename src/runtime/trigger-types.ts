// What every load trigger shares: the trigger names, what arming one returns, and the events that wake
// an `interaction` block. A leaf: the entry's triggers and the blocks chunk both build on it.

/** When a block's code is loaded and mounted (`data-load` overrides a row's default). `loaded` (idle
 *  time after the window's load event) and `error` (after the load event, at the first error reported
 *  to the sink) are for page-level features only. */
export type Trigger = 'load' | 'idle' | 'visible' | 'interaction' | `media:${string}` | 'loaded' | 'error';

/** The triggers only blocks use: they live in the blocks chunk. */
export type BlockTrigger = 'visible' | 'interaction' | `media:${string}`;

/** The triggers the entry carries, for page-level features and blocks alike. */
export type PageTrigger = Exclude<Trigger, BlockTrigger>;

export type Disarm = () => void;

/** Calls `fire` once, when the trigger happens for `el`. `chunk`: the feature the block will load, for
 *  the blocks chunk to fetch ahead while an interaction block waits. */
export type Arm<T extends Trigger = Trigger> = (trigger: T, el: Element, fire: () => void, chunk?: string) => Disarm;

/** What wakes an `interaction` block, and what the entry watches for before the blocks chunk is in.
 *  Both listen on `window` in the capture phase: ahead of the click hold (on `document`), so a click
 *  that wakes a block is held in the same dispatch. `input` and `change` catch what assistive
 *  technology can do to a control without focusing it first. */
export const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click', 'input', 'change'] as const;

export function isBlockTrigger(trigger: Trigger): trigger is BlockTrigger {
  return trigger === 'visible' || trigger === 'interaction' || trigger.startsWith('media:');
}
