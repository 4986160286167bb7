// The builder's page context, read as data from the text of its context script (`Static.SQUARESPACE_CONTEXT
// = {…};`), never run: under `script-src 'self'` the script itself is refused. A chunk of its own, which
// the entry loads only on a page without `#site-context` (context.ts).

import { isRecord } from '../core/guards';
import { DEFAULT_CONTEXT, type PageContext } from '../core/page-context';
import { fromBuilderContext } from './from-builder-context';
import { parseObjectLiteral } from './object-literal';

/** The assignment, up to the literal's first brace. */
const ASSIGNMENT = /\bSQUARESPACE_CONTEXT\s*=\s*\{/;

export default function readBuilderContext(script: Element): PageContext {
  const text = script.textContent ?? '';
  const assignment = ASSIGNMENT.exec(text);
  try {
    if (!assignment) throw new SyntaxError('it assigns no object to Static.SQUARESPACE_CONTEXT');
    const value = parseObjectLiteral(text, assignment.index + assignment[0].length - 1);
    if (!isRecord(value)) throw new TypeError('its context is not an object');
    return fromBuilderContext(value);
  } catch (error) {
    console.error(`site-runtime: the builder's context script cannot be read as JSON; using defaults.`, error);
    return DEFAULT_CONTEXT;
  }
}
