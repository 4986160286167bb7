// What wraps every island, on the server and in the browser alike (so hydration matches): an error
// boundary that keeps one broken island from taking others down, and a signal for "now live".

import { Component, type ReactNode, useEffect, useState } from 'react';

interface BoundaryState {
  failed: boolean;
}

class IslandBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render(): ReactNode {
    // The runtime restores the block's server HTML in place of this empty render (see block.ts).
    return this.state.failed ? null : this.props.children;
  }
}

/** Live means the island has also rendered what its mount effects set (a choice read from the form
 *  the visitor filled before it woke): a click replayed then sees that state. Updates made in one
 *  round of effects render together, so the second pass of this one comes with theirs. */
function Ready({ onReady }: { onReady?: (() => void) | undefined }): null {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (mounted) onReady?.();
  }, [mounted, onReady]);
  return null;
}

export function IslandTree({ children, onReady }: { children: ReactNode; onReady?: () => void }): ReactNode {
  return (
    <IslandBoundary>
      {children}
      <Ready onReady={onReady} />
    </IslandBoundary>
  );
}

/** useId prefix shared by server and client: unique per block so two islands never share ids. */
export function identifierPrefix(id: string | null | undefined): string {
  return id ? `${id}-` : '';
}
