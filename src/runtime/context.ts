// Reads the page context the server wrote into `<script type="application/json" id="site-context">`.
// A page without one, or with a broken one, still runs: on defaults, with one console error.

import { isRecord } from '../core/guards';
import { DEFAULT_CONTEXT, type PageContext } from '../core/page-context';

const CONTEXT_ID = 'site-context';

export function readContext(doc: Document = document): PageContext {
  const script = doc.getElementById(CONTEXT_ID);
  if (!script) {
    console.error(`site-runtime: no #${CONTEXT_ID}; using defaults.`);
    return DEFAULT_CONTEXT;
  }
  try {
    const value: unknown = JSON.parse(script.textContent ?? '');
    if (isRecord(value)) return value as PageContext;
    throw new TypeError('the context is not a JSON object');
  } catch (error) {
    console.error(`site-runtime: #${CONTEXT_ID} is not valid JSON; using defaults.`, error);
    return DEFAULT_CONTEXT;
  }
}
