// Rich text from block data goes through DOMPurify before it reaches the DOM. The fixture build runs
// the same code on the server with a jsdom window, so server and client HTML are the same.

import createDOMPurify from 'dompurify';

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Purifier | undefined;

export function sanitizeHtml(html: string): string {
  purifier ??= createDOMPurify(globalThis.window);
  return purifier.sanitize(html);
}
