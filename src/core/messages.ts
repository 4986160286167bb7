// ICU messages (spec 001 §5): `{name}`, `select`, `plural` (zero, one, two, few, many, other and `=N`,
// with `#` and `offset:`) and `selectordinal`, on the browser's own Intl.PluralRules. Its output
// matches intl-messageformat's (checked against it in the tests) without shipping that library.

type Options = Map<string, Node[]>;

type Node =
  | { kind: 'text'; value: string }
  | { kind: 'arg'; name: string }
  | { kind: 'number'; name: string; style: Intl.NumberFormatOptions }
  | { kind: 'pound' }
  | { kind: 'select'; name: string; options: Options }
  | { kind: 'plural'; name: string; ordinal: boolean; offset: number; options: Options };

export const PLURAL_KEYS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** The named number styles intl-messageformat knows without a currency code. */
const NUMBER_STYLES: Readonly<Record<string, Intl.NumberFormatOptions>> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
};

// Patterns come from a finite strings table, but a cap keeps a stream of dynamic ones from growing it.
const MAX_CACHED_PATTERNS = 500;
const parsed = new Map<string, Node[]>();

export function formatMessage(pattern: string, values: Record<string, unknown> = {}, locale = 'en'): string {
  return render(parse(pattern), { values, locale, pattern }, undefined);
}

function parse(pattern: string): Node[] {
  let nodes = parsed.get(pattern);
  if (!nodes) {
    nodes = new Parser(pattern).parse();
    if (parsed.size >= MAX_CACHED_PATTERNS) parsed.clear();
    parsed.set(pattern, nodes);
  }
  return nodes;
}

interface Context {
  values: Record<string, unknown>;
  locale: string;
  pattern: string;
}

/** `pound` is the value `#` stands for: the innermost plural's number minus its offset. */
function render(nodes: Node[], context: Context, pound: number | undefined): string {
  let out = '';
  for (const node of nodes) out += renderNode(node, context, pound);
  return out;
}

function renderNode(node: Node, context: Context, pound: number | undefined): string {
  switch (node.kind) {
    case 'text':
      return node.value;
    case 'pound':
      return pound === undefined ? '#' : numberFormat(context.locale, undefined).format(pound);
    case 'arg':
      return argumentText(argumentValue(context, node.name));
    case 'number':
      return numberFormat(context.locale, node.style).format(numeric(argumentValue(context, node.name)));
    case 'select':
      return render(node.options.get(String(argumentValue(context, node.name))) ?? otherOf(node.options), context, pound);
    case 'plural':
      return renderPlural(node, context);
  }
}

function renderPlural(node: Extract<Node, { kind: 'plural' }>, context: Context): string {
  const raw = argumentValue(context, node.name);
  const value = Number(raw) - node.offset;
  // An exact `=N` is matched on the value as given, before the offset, as intl-messageformat does.
  const exact = node.options.get(`=${String(raw)}`);
  const chosen = exact ?? node.options.get(pluralRules(context.locale, node.ordinal).select(value)) ?? otherOf(node.options);
  return render(chosen, context, value);
}

/** intl-messageformat's rule: strings and numbers as written, any other empty value as nothing. */
function argumentText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return value ? String(value) : '';
}

/** Decimal strings go to Intl as they are, so they are not rounded through a binary float. */
function numeric(value: unknown): number | `${number}` {
  return typeof value === 'string' ? (value as `${number}`) : Number(value);
}

function argumentValue(context: Context, name: string): unknown {
  if (!Object.hasOwn(context.values, name))
    throw new Error(`The message "${context.pattern}" needs a value for "${name}", and none was given`);
  return context.values[name];
}

function otherOf(options: Options): Node[] {
  // The parser refuses a select or plural without `other`, so this always finds one.
  return options.get('other') ?? [];
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRuleSets = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string, style: Intl.NumberFormatOptions | undefined): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(style ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, style);
    numberFormats.set(key, format);
  }
  return format;
}

function pluralRules(locale: string, ordinal: boolean): Intl.PluralRules {
  const key = `${locale}|${ordinal}`;
  let rules = pluralRuleSets.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
    pluralRuleSets.set(key, rules);
  }
  return rules;
}

// Names, types and keys are ICU identifiers: no pattern syntax (`|`, `-`, `.`…) or white space, as
// intl-messageformat requires. A plural key may also be `=N` (checked further by checkPluralKey).
const IDENTIFIER = /^[^\p{Pattern_Syntax}\p{Pattern_White_Space}]+/u;
const KEY = /^=?-?[^\p{Pattern_Syntax}\p{Pattern_White_Space}]+/u;
const STYLE = /^[^\s{}#,'<>]+/;
const OFFSET = /^-?\d+/;

/** A recursive-descent reader of the ICU syntax; every mistake is a SyntaxError naming the spot. */
class Parser {
  private at = 0;

  constructor(private readonly source: string) {}

  parse(): Node[] {
    return this.message(false, false);
  }

  /**
   * Text and arguments up to the `}` that closes a nested message (at the top level a `}` is text,
   * as intl-messageformat reads it); `#` is special only directly inside a plural.
   */
  private message(inPlural: boolean, nested: boolean): Node[] {
    const nodes: Node[] = [];
    let text = '';
    while (this.at < this.source.length) {
      const char = this.source[this.at];
      if (char === '}' && nested) break;
      if (char === '{' || (char === '#' && inPlural)) {
        if (text) nodes.push({ kind: 'text', value: text });
        text = '';
        nodes.push(char === '#' ? this.pound() : this.argument());
      } else if (char === "'") {
        text += this.quoted(inPlural);
      } else {
        text += char;
        this.at += 1;
      }
    }
    if (text) nodes.push({ kind: 'text', value: text });
    return nodes;
  }

  private pound(): Node {
    this.at += 1;
    return { kind: 'pound' };
  }

  /**
   * ICU apostrophes as intl-messageformat reads them: `''` is one `'`; a `'` before `{ } < >` (or `#`
   * in a plural) quotes up to the next lone `'`; any other `'` is itself.
   */
  private quoted(inPlural: boolean): string {
    const next = this.source[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (next === undefined || !('{}<>'.includes(next) || (inPlural && next === '#'))) {
      this.at += 1;
      return "'";
    }
    this.at += 1;
    return this.quotedRun();
  }

  private quotedRun(): string {
    let text = '';
    while (this.at < this.source.length) {
      const char = this.source[this.at];
      this.at += 1;
      if (char !== "'") text += char;
      else if (this.source[this.at] === "'") {
        text += "'";
        this.at += 1;
      } else return text;
    }
    return text;
  }

  private argument(): Node {
    this.at += 1; // {
    const name = this.word('an argument name');
    if (this.eat('}')) return { kind: 'arg', name };
    this.expect(',');
    const type = this.word('an argument type');
    if (type === 'select') {
      this.expect(',');
      return { kind: 'select', name, options: this.options(name, false) };
    }
    if (type === 'plural' || type === 'selectordinal') {
      this.expect(',');
      const offset = this.offset();
      return { kind: 'plural', name, ordinal: type === 'selectordinal', offset, options: this.options(name, true) };
    }
    if (type === 'number') return { kind: 'number', name, style: this.numberStyle() };
    return this.fail(`unsupported argument type "${type}" (supported: select, plural, selectordinal, number)`);
  }

  private numberStyle(): Intl.NumberFormatOptions {
    if (this.eat('}')) return {};
    this.expect(',');
    const style = this.word('a number style', STYLE);
    this.expect('}');
    // A skeleton or `currency` (which needs a code) would be silently wrong here, so refuse them.
    if (style.startsWith('::') || style === 'currency') this.fail(`unsupported number style "${style}" (supported: integer, percent)`);
    // Other unknown names format as plain numbers, as intl-messageformat does.
    return (Object.hasOwn(NUMBER_STYLES, style) ? NUMBER_STYLES[style] : undefined) ?? {};
  }

  private offset(): number {
    this.space();
    if (!this.source.startsWith('offset:', this.at)) return 0;
    this.at += 'offset:'.length;
    return Number(this.word('a whole-number offset', OFFSET));
  }

  private options(name: string, plural: boolean): Options {
    const options: Options = new Map();
    for (;;) {
      this.space();
      if (this.eat('}')) break;
      // `=N` is a plural's exact match; a select knows only words, as intl-messageformat reads it.
      const key = this.word(plural ? 'an option key' : 'a select option key (a word, not =N)', plural ? KEY : IDENTIFIER);
      if (plural) checkPluralKey(key, name);
      if (options.has(key)) this.fail(`"${name}" has the option "${key}" twice`);
      if (!this.eat('{')) this.fail(`option "${key}" needs a {message}`);
      options.set(key, this.message(plural, true));
      this.expect('}');
    }
    if (!options.has('other')) this.fail(`"${name}" has no "other" option`);
    return options;
  }

  private word(what: string, shape = IDENTIFIER): string {
    this.space();
    const match = shape.exec(this.source.slice(this.at));
    if (!match) return this.fail(`expected ${what}`);
    this.at += match[0].length;
    this.space();
    return match[0];
  }

  private space(): void {
    while (/\s/.test(this.source[this.at] ?? '')) this.at += 1;
  }

  private eat(char: string): boolean {
    this.space();
    if (this.source[this.at] !== char) return false;
    this.at += 1;
    return true;
  }

  private expect(char: string): void {
    if (!this.eat(char)) this.fail(`expected "${char}"`);
  }

  private fail(problem: string): never {
    throw new SyntaxError(`Invalid message "${this.source}" at ${this.at}: ${problem}`);
  }
}

/** Spec 001 §5: an invalid plural key names itself and the valid keys. */
function checkPluralKey(key: string, argument: string): void {
  if ((PLURAL_KEYS as readonly string[]).includes(key) || /^=-?\d+$/.test(key)) return;
  throw new Error(`Invalid plural key "${key}" in "${argument}": the valid keys are ${PLURAL_KEYS.join(', ')} and =N`);
}
