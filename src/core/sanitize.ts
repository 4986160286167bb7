// Rich text from block data goes through DOMPurify before it reaches the DOM. The fixture build runs
// the same code on the server with a jsdom window, so server and client HTML are the same. Under Trusted
// Types the result is a TrustedHTML of the runtime's one policy (src/core/trusted-types.ts), which
// DOMPurify also uses to parse its input: it makes no policy of its own.

import createDOMPurify from 'dompurify';
import { runtimePolicy, type SafeHtml } from './trusted-types';

type Purifier = ReturnType<typeof createDOMPurify>;
type Config = NonNullable<Parameters<Purifier['sanitize']>[1]>;
let purifier: Purifier | undefined;

/** What a block's rich text (an accordion's item, a message, a banner's text) may not carry beside
 *  script: a style sheet restyles the whole page (`body{display:none}`), and a form or its controls in
 *  text is a form the site never made, which could ask a visitor for a password. The host's own renderings
 *  (widgets, the header and footer) are whole parts of the page and keep them. */
const RICH_TEXT: Config = { FORBID_TAGS: ['style', 'form', 'input', 'textarea', 'select', 'button'] };

/** `kind`: 'rich text' for text from block data, 'rendering' for a part the host rendered. */
export function sanitizeHtml(html: string, kind: 'rich text' | 'rendering' = 'rich text'): SafeHtml {
  purifier ??= createDOMPurify(globalThis.window);
  const base = kind === 'rich text' ? RICH_TEXT : {};
  const policy = runtimePolicy();
  if (!policy) return purifier.sanitize(html, base);
  const config = { ...base, RETURN_TRUSTED_TYPE: true, TRUSTED_TYPES_POLICY: policy } as unknown as Config;
  return purifier.sanitize(html, config) as unknown as SafeHtml;
}
