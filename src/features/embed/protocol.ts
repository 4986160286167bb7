// The messages between an embed block and its frame (dist/embed-frame.html): the frame says it is
// ready, the block sends the embed's html once, the frame reports its content height as it changes.

export const READY = 'sr-embed:ready';
export const HTML = 'sr-embed:html';
export const HEIGHT = 'sr-embed:height';

/** A height beyond this is not an embed's content but a frame that lies: it is ignored. */
export const MAX_HEIGHT = 20_000;

/** The frame's sandbox: its scripts run, its links may open a window, nothing reaches the page (no
 *  allow-same-origin, so the frame is an opaque origin whatever address it is served from). */
export const SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms allow-presentation';

export function messageType(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' ? type : undefined;
}
