// Puts an embed's html in a sandboxed frame of its own (dist/embed-frame.html, served by the host under
// its own policy): the page's CSP would stop the embed's scripts in a srcdoc frame, which inherits it,
// and the page must never run them itself. The frame is sized to what it reports of its content.

import { HEIGHT, HTML, MAX_HEIGHT, messageType, READY, SANDBOX } from './protocol';

/** Beside the runtime's own files: chunks/embed-….js → embed-frame.html. */
const FRAME_URL = new URL('../embed-frame.html', import.meta.url).href;

/** Replaces `host`'s children with the frame; returns what takes it away again. `sized`: the frame takes
 *  its content's height (false: its box is the host's, a ratio the builder published). */
export function frameEmbed(host: HTMLElement, html: string, title: string, sized: boolean): () => void {
  const frame = document.createElement('iframe');
  frame.className = 'sr-embed-frame';
  frame.title = title;
  frame.setAttribute('sandbox', SANDBOX);
  // The box the builder's markup had, until the frame says how tall its content is.
  if (sized) frame.style.height = `${Math.round(host.getBoundingClientRect().height)}px`;
  let sent = false;
  const onMessage = (event: MessageEvent): void => {
    // Only this frame's window; anything it says is checked before it is used.
    if (event.source === null || event.source !== frame.contentWindow) return;
    const type = messageType(event.data);
    if (type === READY && !sent) {
      sent = true;
      frame.contentWindow.postMessage({ type: HTML, html }, '*');
    } else if (type === HEIGHT && sized) {
      const height = (event.data as { height?: unknown }).height;
      if (typeof height === 'number' && height >= 0 && height <= MAX_HEIGHT) frame.style.height = `${Math.ceil(height)}px`;
    }
  };
  window.addEventListener('message', onMessage);
  frame.src = FRAME_URL;
  host.replaceChildren(frame);
  return () => {
    window.removeEventListener('message', onMessage);
    frame.remove();
  };
}
