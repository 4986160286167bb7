// The one helper behind every platform enumeration (spec 001 §2, §3, §6): a name → value table becomes a
// two-way lookup. It refuses duplicate values at load, because value → name would otherwise be ambiguous.

/** A table of UPPER_SNAKE names to numbers or strings, written `as const` by its module. */
export type EnumTable = Readonly<Record<string, string | number>>;

export type EnumNameOf<T extends EnumTable> = keyof T & string;
export type EnumValueOf<T extends EnumTable> = T[keyof T];

/** The name(s) whose value is `V`: exact for a literal, a union for a union. */
type NameFor<T extends EnumTable, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string;

export interface EnumApi<T extends EnumTable> {
  /** The table as written (no helper members mixed in). */
  readonly values: T;
  /** Names in table order. */
  readonly names: readonly EnumNameOf<T>[];
  /** Values in table order. */
  readonly list: readonly EnumValueOf<T>[];
  /** Value → name. Unknown values (and values of the wrong kind) give `undefined`. */
  nameOf<V extends EnumValueOf<T>>(value: V): NameFor<T, V>;
  nameOf(value: unknown): EnumNameOf<T> | undefined;
  /** Name → value. Unknown names (including inherited ones such as `constructor`) give `undefined`. */
  valueOf<K extends EnumNameOf<T>>(name: K): T[K];
  valueOf(name: unknown): EnumValueOf<T> | undefined;
  /** Whether `value` is one of the table's values (no coercion: `'8'` is not `8`). */
  has(value: unknown): value is EnumValueOf<T>;
  /** Whether `name` is one of the table's own names. */
  hasName(name: unknown): name is EnumNameOf<T>;
}

/** The table's members are also readable directly: `BLOCK_TYPES.GALLERY === 8`. */
export type Enum<T extends EnumTable> = Readonly<T> & EnumApi<T>;

/** The value type of an enum made by `defineEnum`: `EnumValue<typeof BLOCK_TYPES>` is `1 | 2 | 5 | …`. */
export type EnumValue<E> = E extends EnumApi<infer T> ? EnumValueOf<T> : never;
/** The name type of an enum made by `defineEnum`. */
export type EnumName<E> = E extends EnumApi<infer T> ? EnumNameOf<T> : never;

// Upper snake case keeps table names apart from the helper's lower-case members when they are mixed in.
const NAME_PATTERN = /^[A-Z][A-Z0-9_]*$/;

export function defineEnum<const T extends EnumTable>(table: T): Enum<T> {
  const names: EnumNameOf<T>[] = [];
  const list: EnumValueOf<T>[] = [];
  const byValue = new Map<string | number, EnumNameOf<T>>();

  for (const name of Object.keys(table) as EnumNameOf<T>[]) {
    if (!NAME_PATTERN.test(name)) throw new Error(`Enum name "${name}" is not UPPER_SNAKE_CASE`);
    const value = table[name] as EnumValueOf<T>;
    const previous = byValue.get(value);
    if (previous !== undefined) {
      throw new Error(`Enum value ${JSON.stringify(value)} is used by both ${previous} and ${name}`);
    }
    byValue.set(value, name);
    names.push(name);
    list.push(value);
  }

  const hasName = (name: unknown): name is EnumNameOf<T> => typeof name === 'string' && Object.hasOwn(table, name);
  const has = (value: unknown): value is EnumValueOf<T> => (typeof value === 'string' || typeof value === 'number') && byValue.has(value);

  const api = {
    values: Object.freeze({ ...table }),
    names: Object.freeze(names),
    list: Object.freeze(list),
    nameOf: (value: unknown): EnumNameOf<T> | undefined =>
      typeof value === 'string' || typeof value === 'number' ? byValue.get(value) : undefined,
    valueOf: (name: unknown): EnumValueOf<T> | undefined => (hasName(name) ? (table[name] as EnumValueOf<T>) : undefined),
    has,
    hasName,
  };

  // The overloads of EnumApi are a narrowing of these implementations' signatures.
  return Object.freeze({ ...table, ...api }) as unknown as Enum<T>;
}
