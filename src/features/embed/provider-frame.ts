// An embed that is only a provider's frame (`<iframe src="https://…">`, a player, a map) is drawn as
// that frame in the page: another origin already keeps it from the page, and in the sandboxed frame
// it would inherit an opaque origin and most players refuse to play. Only its address, size, title and
// the features it asks for are kept; anything else takes the sandboxed frame (sandbox.ts).

/** The attributes a provider's frame keeps; its address is checked apart. */
const KEPT = new Set(['width', 'height', 'title', 'allow', 'allowfullscreen', 'referrerpolicy', 'loading']);

// Read as text, not parsed into a document: Chrome checks an inline handler (`onload="…"`) against the
// page's CSP even in an inert document, and logs a violation for html that is never run.
const LONE_FRAME = /^\s*<iframe\b([^>]*)>\s*<\/iframe>\s*$/i;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The frame to draw for `html`, or null when the html is more than one https frame of another origin. */
export function providerFrame(html: string, title: string): HTMLIFrameElement | null {
  const tag = LONE_FRAME.exec(html);
  if (!tag) return null;
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of (tag[1] ?? '').matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), decode(double ?? single ?? bare ?? ''));
  }
  const source = attributes.get('src') ?? '';
  if (!isOtherHttpsOrigin(source)) return null;
  const frame = document.createElement('iframe');
  for (const [name, value] of attributes) if (KEPT.has(name)) frame.setAttribute(name, value);
  frame.src = source;
  frame.title ||= title;
  frame.className = 'sr-embed-provider-frame';
  return frame;
}

// A Map, not an object literal: `&constructor;` must not find Object.prototype's function.
const NAMED = new Map([
  ['amp', '&'],
  ['quot', '"'],
  ['apos', "'"],
  ['lt', '<'],
  ['gt', '>'],
]);

/** Character references in an attribute value: numeric ones and the five an address or size can need
 *  (`&amp;`); another named one stays as written. */
function decode(value: string): string {
  return value.replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED.get(name.toLowerCase()) ?? whole;
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function isOtherHttpsOrigin(source: string): boolean {
  try {
    const url = new URL(source, location.href);
    return url.protocol === 'https:' && url.origin !== location.origin;
  } catch {
    return false;
  }
}
