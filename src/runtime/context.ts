// Reads the page context the server wrote into `<script type="application/json" id="site-context">`; on a
// page of the builder without one, its own context script, read by a chunk loaded for it (static-context.ts).
// A page without either, or with a broken one, still runs: on defaults, with one console error.

import { reportError } from '../core/errors';
import { isRecord } from '../core/guards';
import { DEFAULT_CONTEXT, type PageContext } from '../core/page-context';
import { importChunk } from './loader';

const CONTEXT_ID = 'site-context';

/** Calls `use` with the page's context: at once, or once the builder's has been read. */
export function readContext(use: (context: PageContext) => void, doc: Document = document): void {
  const script = doc.getElementById(CONTEXT_ID);
  const builder = doc.querySelector('script[data-name=static-context]');
  if (script) use(parseContext(script));
  else if (builder) {
    importChunk<{ default: (script: Element) => PageContext }>('static-context').then(
      (chunk) => use(chunk.default(builder)),
      (error: unknown) => {
        reportError(error, 'context');
        use(DEFAULT_CONTEXT);
      },
    );
  } else {
    console.error(`site-runtime: no #${CONTEXT_ID}; using defaults.`);
    use(DEFAULT_CONTEXT);
  }
}

function parseContext(script: Element): PageContext {
  try {
    const value: unknown = JSON.parse(script.textContent ?? '');
    if (isRecord(value)) return value as PageContext;
    throw new TypeError('not an object');
  } catch (error) {
    console.error(`site-runtime: #${CONTEXT_ID} is not valid JSON; using defaults.`, error);
    return DEFAULT_CONTEXT;
  }
}
