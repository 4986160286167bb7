// The guard of unsent forms (unsent.ts) as a chunk of its own, for the one failure the blocks chunk
// cannot report: its own. The session loads it by name when the blocks chunk did not come, before it
// gives the kept clicks back to the server HTML, so no form of those blocks ever submits natively.

import type { FeatureModule } from '../island/feature';
import { stopUnsent } from './unsent';

export interface UnsentBlocks {
  /** The blocks that could not start. */
  blocks: readonly Element[];
  /** Starts them again (fetches the blocks chunk anew). */
  retry: () => void;
  /** The session's: the guard goes with it. */
  signal: AbortSignal;
}

const chunk: FeatureModule<UnsentBlocks> = {
  mount(_el, { blocks, retry, signal }) {
    const unsent = stopUnsent(signal);
    for (const el of blocks) unsent(el, retry);
    return () => undefined;
  },
};

export default chunk;
