// What wraps every island, on the server and in the browser alike (so hydration matches): an error
// boundary that keeps one broken island from taking others down, and a signal for "now live".

import { Component, type ReactNode, useEffect } from 'react';

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

function Ready({ onReady }: { onReady?: (() => void) | undefined }): null {
  useEffect(() => onReady?.(), [onReady]);
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
