// The script of the embed frame (dist/embed-frame.html, a classic script: an opaque origin cannot load
// a module without CORS). It takes the embed's html from the block that framed it, writes it as the
// frame's document, so the embed's own scripts run here and only here, and reports the content height.

import { HEIGHT, HTML, messageType, READY } from './protocol';

// Only inside a sandboxed frame (opaque origin): opened as a page of the site, it would write
// whatever html it was sent into the site's own origin. The host also sends the page with a CSP
// `sandbox` directive, so it is never anything else.
if (window.parent !== window && self.origin === 'null') {
  const onMessage = (event: MessageEvent): void => {
    if (event.source !== window.parent || messageType(event.data) !== HTML) return;
    const html = (event.data as { html?: unknown }).html;
    if (typeof html !== 'string') return;
    window.removeEventListener('message', onMessage);
    write(html);
  };
  window.addEventListener('message', onMessage);
  window.parent.postMessage({ type: READY }, '*');
}

/** Parser-inserted, the embed's scripts run in order as its provider wrote them (async ones async). */
function write(html: string): void {
  document.open();
  document.write(
    '<!doctype html><html><head><meta charset="utf-8"><base target="_blank">' +
      `<style>html,body{margin:0}</style></head><body>${html}</body></html>`,
  );
  document.close();
  const root = document.documentElement;
  const report = (): void => {
    window.parent.postMessage({ type: HEIGHT, height: Math.ceil(root.getBoundingClientRect().height) }, '*');
  };
  new ResizeObserver(report).observe(root);
  report();
}
