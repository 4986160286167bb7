// Rich text from block data goes through DOMPurify before it reaches the DOM. The fixture build runs
// the same code on the server with a jsdom window, so server and client HTML are the same. Under Trusted
// Types the result is a TrustedHTML of the runtime's one policy (src/core/trusted-types.ts), which
// DOMPurify also uses to parse its input: it makes no policy of its own.

import createDOMPurify from 'dompurify';
import { runtimePolicy, type SafeHtml } from './trusted-types';

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Purifier | undefined;

export function sanitizeHtml(html: string): SafeHtml {
  purifier ??= createDOMPurify(globalThis.window);
  const policy = runtimePolicy();
  if (!policy) return purifier.sanitize(html);
  const config = { RETURN_TRUSTED_TYPE: true, TRUSTED_TYPES_POLICY: policy } as unknown as Parameters<Purifier['sanitize']>[1];
  return purifier.sanitize(html, config) as unknown as SafeHtml;
}
