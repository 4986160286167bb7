// Which blocks load the builder images inside them themselves (an image block, a gallery). The blocks
// chunk knows, from its table, and says so once it is in; the template's image loader waits for that
// before it loads a `data-load="false"` image inside a block (src/features/template/images.ts). Held
// through core/shared, so the two chunks reach one record.

import { shared } from './shared';

/** True when the runtime's feature for this marked element loads the builder images inside it. */
export type ImageOwners = (block: Element) => boolean;

interface OwnersRecord {
  owners?: ImageOwners;
  waiting: Set<(owners: ImageOwners) => void>;
}

const record = (): OwnersRecord => shared('image-owners', (): OwnersRecord => ({ waiting: new Set() }));

/** The blocks chunk's answer; whoever waits for it gets it now. */
export function publishImageOwners(owners: ImageOwners): void {
  const known = record();
  known.owners = owners;
  for (const run of known.waiting) run(owners);
  known.waiting.clear();
}

/** Runs `run` with the answer: at once when it is known, else when the blocks chunk gives it (never
 *  after `signal` aborts; never on a page whose blocks chunk does not load). */
export function whenImageOwnersKnown(run: (owners: ImageOwners) => void, signal: AbortSignal): void {
  const known = record();
  if (known.owners) {
    run(known.owners);
    return;
  }
  known.waiting.add(run);
  signal.addEventListener('abort', () => known.waiting.delete(run), { once: true });
}
