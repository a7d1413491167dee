// Puppet's Hash value: insertion ordered, keyed by any value with Ruby's `eql?` key identity.
import { PBinaryString } from './binary-string.js';
import { PDeferred } from './deferred.js';
import { PErrorObject } from './error-object.js';
import { PDefault, PFloat, PSensitive, type Value } from './model.js';
import { PRegexp } from './regexp.js';

/**
 * A Map key standing for a Puppet hash key. Strings, safe integers, bigints, booleans and undef
 * are their own key (a JS Map compares them by value, and `'1'` stays apart from `1` as in Ruby);
 * anything else, and a string starting with NUL, becomes a canonical string starting with NUL.
 */
type KeyId = string | number | bigint | boolean | null;

/** A value that names its own canonical key text (types do: this room's bottom knows no types). */
export interface Keyed {
  hashKey(): string;
}
const isKeyed = (v: object): v is Keyed => typeof (v as Partial<Keyed>).hashKey === 'function';

/** The canonical text of a composite key: equal keys (Ruby `eql?`) give equal text. */
export function canonical(v: Value): string {
  if (v === null) return 'u';
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v);
    case 'number':
    case 'bigint':
      return `i${v}`;
    case 'boolean':
      return v ? 'T' : 'F';
  }
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  // An ASCII string is one key whatever its encoding (Ruby hashes those alike).
  if (v instanceof PBinaryString) return canonical(v.text);
  // Ruby's Hash#eql? ignores order: {a => 1, b => 2} and {b => 2, a => 1} are one key.
  if (v instanceof PHash) return `{${Array.from(v, ([k, x]) => `${canonical(k)}:${canonical(x)}`).sort().join(',')}}`;
  if (v instanceof PFloat) return `f${Object.is(v.value, -0) ? 0 : v.value}`;
  if (v instanceof PDefault) return 'd';
  if (v instanceof PRegexp) return `r${JSON.stringify(v.source)}`;
  if (isKeyed(v)) return v.hashKey();
  // Sensitive hashes and compares as its value does.
  if (v instanceof PSensitive) return `s${canonical(v.value)}`;
  if (v instanceof PDeferred) return `D${JSON.stringify(v.name)}${v.args === undefined ? 'u' : canonical(v.args)}`;
  if (v instanceof PErrorObject) return `E${canonical(PHash.from(v.initEntries()))}`;
  throw new Error('unreachable: unknown value kind');
}

function keyId(k: Value): KeyId {
  if (typeof k === 'string') return k.charCodeAt(0) === 0 ? `\0${canonical(k)}` : k;
  if (k === null || typeof k === 'number' || typeof k === 'bigint' || typeof k === 'boolean') return k;
  // A binary key is its text's key, and is its text once in the hash (the catalog writes it so);
  // only keys() and pairs() give it back binary (HashBuilder#set).
  if (k instanceof PBinaryString) return keyId(k.text);
  return `\0${canonical(k)}`;
}

/**
 * An immutable, insertion-ordered Puppet hash. Build one with {@link PHash.from} or a
 * {@link HashBuilder}; never change a hash others can see.
 */
export class PHash implements Iterable<[Value, Value]> {
  static readonly EMPTY = new PHash(new Map(), undefined);

  private constructor(
    /** Key id → value, in insertion order. */
    private readonly map: Map<KeyId, Value>,
    /**
     * Key id → the original key, for the ids that are not the key itself; also a binary String
     * key's, under its text, which only keys() and pairs() give back (Ruby's Hash#keys hands back the key
     * objects; iterating and writing the hash see its text).
     */
    private readonly originals: Map<string, Value> | undefined,
  ) {}

  /** A hash of the given entries; a later duplicate key replaces the value in the first one's place. */
  static from(entries: Iterable<readonly [Value, Value]>): PHash {
    const b = new HashBuilder();
    for (const [k, v] of entries) b.set(k, v);
    return b.build();
  }

  /** A hash of plain string-keyed entries. */
  static fromRecord(record: Readonly<Record<string, Value>>): PHash {
    return PHash.from(Object.entries(record));
  }

  get size(): number {
    return this.map.size;
  }

  /** The value at `key` (undefined when absent: `null` is a present undef). */
  get(key: Value): Value | undefined {
    return this.map.get(keyId(key));
  }

  has(key: Value): boolean {
    return this.map.has(keyId(key));
  }

  *[Symbol.iterator](): IterableIterator<[Value, Value]> {
    const originals = this.originals;
    for (const [id, v] of this.map) {
      yield [originals !== undefined && typeof id === 'string' && id.charCodeAt(0) === 0 ? originals.get(id)! : id, v];
    }
  }

  keys(): Value[] {
    const originals = this.originals;
    if (originals === undefined) return [...this.map.keys()];
    return Array.from(this.map.keys(), (id) => (typeof id === 'string' ? (originals.get(id) ?? id) : id));
  }

  /** The entries as Ruby's each_pair yields them: keys as keys() gives them (a binary key binary). */
  pairs(): [Value, Value][] {
    const keys = this.keys();
    let i = 0;
    return Array.from(this.map.values(), (v) => [keys[i++]!, v]);
  }

  values(): Value[] {
    return [...this.map.values()];
  }

  /** A builder starting with this hash's entries. */
  toBuilder(): HashBuilder {
    return new HashBuilder(new Map(this.map), this.originals && new Map(this.originals));
  }

  /** @internal */
  static fromParts(map: Map<KeyId, Value>, originals: Map<string, Value> | undefined): PHash {
    return new PHash(map, originals);
  }
}

/** Collects entries for a new PHash (`set` replaces in place, `delete` removes). */
export class HashBuilder {
  constructor(
    private map = new Map<KeyId, Value>(),
    private originals: Map<string, Value> | undefined = undefined,
  ) {}

  set(key: Value, value: Value): this {
    const id = keyId(key);
    if (typeof id === 'string' && id.charCodeAt(0) === 0) (this.originals ??= new Map()).set(id, key);
    // A key already present stays the key it was (Ruby keeps the first key object).
    else if (key instanceof PBinaryString && !this.map.has(id)) (this.originals ??= new Map()).set(id as string, key);
    this.map.set(id, value);
    return this;
  }

  /** The value set for `key` so far. */
  get(key: Value): Value | undefined {
    return this.map.get(keyId(key));
  }

  delete(key: Value): this {
    const id = keyId(key);
    this.map.delete(id);
    if (typeof id === 'string') this.originals?.delete(id);
    return this;
  }

  get size(): number {
    return this.map.size;
  }

  build(): PHash {
    const h = PHash.fromParts(this.map, this.originals);
    this.map = new Map();
    this.originals = undefined;
    return h;
  }
}

