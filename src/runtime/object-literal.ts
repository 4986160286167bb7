// Reads an object literal that a script assigns (`X = {…};`) as JSON data, never by running it. The
// builder writes JSON there, but not always valid JSON: a `"` left unescaped in an HTML string value, a
// `\&` escape that means `&` to a script and is an error to JSON. A literal JSON.parse refuses is repaired in
// one linear pass, read as the builder meant it, and parsed again.

/** Longest literal the repair pass takes on: one pass over 1 MB costs a few milliseconds; the contexts
 *  the builder publishes are tens of kilobytes. A longer one that is not valid JSON is not read. */
export const MAX_REPAIRED_LENGTH = 1_000_000;

const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const UNICODE_ESCAPE = /^u[0-9a-fA-F]{4}/;
/** What follows a string that ends: the next token of JSON. */
const AFTER_STRING = /\s*[,:}\]]/y;

/** The value of the literal whose `{` is at `start`; throws what JSON.parse throws when
 *  even the repaired text is not JSON. */
export function parseObjectLiteral(text: string, start: number): unknown {
  // The literal runs to the script's last brace unless a statement follows: then only the repair pass,
  // which stops where the literal closes, finds its end.
  const end = text.lastIndexOf('}') + 1;
  try {
    return JSON.parse(text.slice(start, end));
  } catch (error) {
    const repaired = text.length - start <= MAX_REPAIRED_LENGTH ? repairLiteral(text, start) : undefined;
    if (repaired === undefined) throw error;
    return JSON.parse(repaired);
  }
}

/**
 * The literal at `start` as JSON, up to the bracket that closes it: inside a string, a `"` that no
 * token of JSON follows is the text's own quote, escaped; an escape JSON does not know stands for its
 * character, as in a script; a raw control character is escaped. Undefined when the literal never closes.
 */
function repairLiteral(text: string, start: number): string | undefined {
  let out = '';
  let copied = start;
  let depth = 0;
  let inString = false;
  const replace = (at: number, length: number, by: string): void => {
    out += text.slice(copied, at) + by;
    copied = at + length;
  };
  for (let i = start; i < text.length; i++) {
    const char = text[i] as string;
    if (!inString) {
      if (char === '"') inString = true;
      else if (char === '{' || char === '[') depth++;
      else if ((char === '}' || char === ']') && --depth === 0) return out + text.slice(copied, i + 1);
    } else if (char === '\\') {
      const next = text[i + 1] ?? '';
      if (ESCAPES.has(next) || UNICODE_ESCAPE.test(text.slice(i + 1, i + 6))) i++;
      else replace(i, 1, '');
    } else if (char === '"') {
      AFTER_STRING.lastIndex = i + 1;
      if (AFTER_STRING.test(text)) inString = false;
      else replace(i, 1, '\\"');
    } else if (char < ' ') {
      replace(i, 1, `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
    }
  }
  return undefined;
}
