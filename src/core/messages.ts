// ICU messages (spec 001 §5): `{name}`, `select`, `plural` (zero, one, two, few, many, other and `=N`,
// with `#` and `offset:`) and `selectordinal`, on the browser's own Intl.PluralRules. Its output
// matches intl-messageformat's (checked against it in the tests) without shipping that library.

type Node =
  | { kind: 'text'; value: string }
  | { kind: 'arg'; name: string }
  | { kind: 'number'; name: string; style?: string }
  | { kind: 'pound' }
  | { kind: 'select'; name: string; options: Map<string, Node[]> }
  | { kind: 'plural'; name: string; ordinal: boolean; offset: number; options: Map<string, Node[]> };

export const PLURAL_KEYS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

const cache = new Map<string, Node[]>();

export function formatMessage(pattern: string, values: Record<string, unknown> = {}, locale = 'en'): string {
  let nodes = cache.get(pattern);
  if (!nodes) {
    nodes = new Parser(pattern).parse();
    cache.set(pattern, nodes);
  }
  return render(nodes, values, locale, pattern, undefined);
}

function render(nodes: Node[], values: Record<string, unknown>, locale: string, pattern: string, pound: number | undefined): string {
  let out = '';
  for (const node of nodes) {
    switch (node.kind) {
      case 'text':
        out += node.value;
        break;
      case 'pound':
        out += pound === undefined ? '#' : new Intl.NumberFormat(locale).format(pound);
        break;
      case 'arg':
        out += String(valueOf(values, node.name, pattern) ?? '');
        break;
      case 'number':
        out += new Intl.NumberFormat(locale, numberStyle(node.style)).format(Number(valueOf(values, node.name, pattern)));
        break;
      case 'select': {
        const value = String(valueOf(values, node.name, pattern));
        out += render(node.options.get(value) ?? otherOf(node.options, node.name, pattern), values, locale, pattern, pound);
        break;
      }
      case 'plural': {
        const value = Number(valueOf(values, node.name, pattern));
        const category = new Intl.PluralRules(locale, { type: node.ordinal ? 'ordinal' : 'cardinal' }).select(value - node.offset);
        const chosen = node.options.get(`=${value}`) ?? node.options.get(category) ?? otherOf(node.options, node.name, pattern);
        out += render(chosen, values, locale, pattern, value - node.offset);
        break;
      }
    }
  }
  return out;
}

function valueOf(values: Record<string, unknown>, name: string, pattern: string): unknown {
  if (!Object.hasOwn(values, name)) throw new Error(`The message "${pattern}" needs a value for "${name}", and none was given`);
  return values[name];
}

function otherOf(options: Map<string, Node[]>, name: string, pattern: string): Node[] {
  const other = options.get('other');
  if (!other) throw new Error(`The message "${pattern}" has no "other" option for "${name}"`);
  return other;
}

function numberStyle(style: string | undefined): Intl.NumberFormatOptions {
  if (style === 'integer') return { maximumFractionDigits: 0 };
  if (style === 'percent') return { style: 'percent' };
  return {};
}

class Parser {
  private at = 0;

  constructor(private readonly source: string) {}

  parse(): Node[] {
    const nodes = this.message(false);
    if (this.at < this.source.length) this.fail('unexpected "}"');
    return nodes;
  }

  private message(inPlural: boolean): Node[] {
    const nodes: Node[] = [];
    let text = '';
    const flush = (): void => {
      if (text) nodes.push({ kind: 'text', value: text });
      text = '';
    };
    while (this.at < this.source.length) {
      const char = this.source[this.at];
      if (char === '}') break;
      if (char === '{') {
        flush();
        nodes.push(this.argument());
      } else if (char === '#' && inPlural) {
        flush();
        nodes.push({ kind: 'pound' });
        this.at += 1;
      } else if (char === "'") {
        text += this.quoted(inPlural);
      } else {
        text += char;
        this.at += 1;
      }
    }
    flush();
    return nodes;
  }

  /** ICU apostrophes: `''` is one; `'` before `{ } #` (or `|`) quotes up to the next lone `'`. */
  private quoted(inPlural: boolean): string {
    const next = this.source[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (next === undefined || !('{}|'.includes(next) || (inPlural && next === '#'))) {
      this.at += 1;
      return "'";
    }
    let text = '';
    this.at += 1;
    while (this.at < this.source.length) {
      const char = this.source[this.at];
      if (char === "'") {
        if (this.source[this.at + 1] === "'") {
          text += "'";
          this.at += 2;
          continue;
        }
        this.at += 1;
        return text;
      }
      text += char;
      this.at += 1;
    }
    return text;
  }

  private argument(): Node {
    this.at += 1; // {
    const name = this.word('an argument name');
    if (this.eat('}')) return { kind: 'arg', name };
    this.expect(',');
    const type = this.word('an argument type');
    if (type === 'select') return { kind: 'select', name, options: this.options(false, name) };
    if (type === 'plural' || type === 'selectordinal') {
      this.expect(',');
      const offset = this.offset();
      return { kind: 'plural', name, ordinal: type === 'selectordinal', offset, options: this.options(true, name) };
    }
    if (type === 'number') {
      if (this.eat('}')) return { kind: 'number', name };
      this.expect(',');
      const style = this.word('a number style');
      this.expect('}');
      return { kind: 'number', name, style };
    }
    return this.fail(`unsupported argument type "${type}"`);
  }

  private offset(): number {
    this.space();
    if (!this.source.startsWith('offset:', this.at)) return 0;
    this.at += 'offset:'.length;
    const digits = this.word('an offset');
    if (!/^\d+$/.test(digits)) this.fail(`offset "${digits}" is not a number`);
    return Number(digits);
  }

  private options(plural: boolean, name: string): Map<string, Node[]> {
    if (!plural) this.expect(',');
    const options = new Map<string, Node[]>();
    for (;;) {
      this.space();
      if (this.eat('}')) break;
      const key = this.word('an option key');
      if (plural) checkPluralKey(key, name);
      this.space();
      if (this.source[this.at] !== '{') this.fail(`option "${key}" needs a {message}`);
      this.at += 1;
      options.set(key, this.message(plural));
      this.expect('}');
    }
    if (!options.has('other')) this.fail(`"${name}" has no "other" option`);
    return options;
  }

  private word(what: string): string {
    this.space();
    const match = /^[^\s{}#,'|]+/.exec(this.source.slice(this.at));
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
  if ((PLURAL_KEYS as readonly string[]).includes(key) || /^=-?\d+(\.\d+)?$/.test(key)) return;
  throw new Error(`Invalid plural key "${key}" in "${argument}": the valid keys are ${PLURAL_KEYS.join(', ')} and =N`);
}
