// `new` for Array and Hash (and through them Tuple and Struct): Array.new wraps or iterates,
// Hash.new reads pairs, a flat key/value list, or a tree of [path, value] entries.
import { ANY, ARRAY, ArrayType, BOOLEAN, EnumType, HashBuilder, TupleType, TypeAliasType, describeMismatch, IntegerType, IterableType, PBinary, PHash, inferGeneralized, isInteger, type Value } from '../values/index.js';
import type { FunctionContext } from './context.js';
import { FunctionDispatcher, FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';
import { rubyClassName, rubyInspect } from './ruby-values.js';
import { elements } from './iteration.js';

const ITERABLE = new IterableType();

/** Array.new(from, [wrap]): an array as is, a hash's pairs, an iterable's elements, a Binary's bytes; with wrap, anything not an array in one. */
export function newArray(args: readonly Value[]): Value {
  if (args.length < 1 || args.length > 2) throw new FunctionError(`'new_array' expects between 1 and 2 arguments, got ${args.length === 0 ? 'none' : args.length}`, 'OVC3110');
  const [from, wrap = false] = args as [Value, Value?];
  if (wrap === true) return Array.isArray(from) ? from : [from];
  // Not even the argument_mismatch signature (Any, Boolean) takes a wrap that is not a Boolean.
  if (typeof wrap !== 'boolean') throw new FunctionError(describeMismatch("'new_array' parameter 'wrap'", BOOLEAN, wrap), 'OVC3110');
  if (Array.isArray(from)) return from;
  if (from instanceof PHash || ITERABLE.isInstance(from)) return elements(from);
  if (from instanceof PBinary) return Array.from(from.bytes);
  throw new FunctionError(`'new_array' Value of type ${inferGeneralized(from).toString()} cannot be converted to Array`, 'OVC3110');
}

/**
 * Ruby's `Hash[*list]`: alternate keys and values; a lone hash is copied, and a lone array is read
 * as pairs (each an array of a key and, optionally, its value).
 */
function fromList(list: readonly Value[]): PHash {
  const only = list.length === 1 ? list[0] : undefined;
  if (only instanceof PHash) return only;
  if (Array.isArray(only)) {
    const b = new HashBuilder();
    only.forEach((pair, i) => {
      if (!Array.isArray(pair)) throw new FunctionError(`wrong element type ${rubyClassName(pair)} at ${i} (expected array)`);
      if (pair.length < 1 || pair.length > 2) throw new FunctionError(`invalid number of elements (${pair.length} for 1..2)`);
      b.set(pair[0]!, pair[1] ?? null);
    });
    return b.build();
  }
  if (list.length % 2 !== 0) throw new FunctionError('odd number of arguments for Hash');
  const b = new HashBuilder();
  for (let i = 0; i < list.length; i += 2) b.set(list[i]!, list[i + 1]!);
  return b.build();
}

/** Arrays as hashes keyed by index, all the way down (the `hash_tree` option). */
function arrayAsHash(v: Value): Value {
  if (!Array.isArray(v)) return v;
  const b = new HashBuilder();
  v.forEach((x, i) => b.set(i, arrayAsHash(x)));
  return b.build();
}

/**
 * A node of a tree under construction: a hash being built (its builder holds child nodes until
 * the end), or an array copied to be written into.
 */
type Node = { kind: 'hash'; entries: HashBuilder } | { kind: 'array'; items: (Node | Value)[] } | { kind: 'leaf'; value: Value };

const newNode = (): Node => ({ kind: 'hash', entries: new HashBuilder() });

function isNode(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && ['hash', 'array', 'leaf'].includes((v as Node).kind) && Object.getPrototypeOf(v) === Object.prototype;
}

function setChild(node: Node, key: Value, value: Node | Value): void {
  if (node.kind === 'leaf') throw notWritable(node.value, '[]=');
  if (node.kind === 'hash') node.entries.set(key, value as Value);
  else if (isInteger(key)) node.items[Number(key)] = value;
}

function child(node: Node, key: Value): Node | Value | undefined {
  if (node.kind === 'leaf') throw notWritable(node.value, 'has_key?');
  if (node.kind === 'hash') return node.entries.get(key);
  return isInteger(key) ? node.items[Number(key)] : undefined;
}

/**
 * How Ruby names a value a method is missing on (`2:Integer`, `nil:NilClass`): a path that runs
 * through a value that is not a hash or array makes Puppet's tree building call one.
 */
function rubyReceiver(v: Value | undefined): string {
  if (v === undefined || v === null) return 'nil:NilClass';
  if (typeof v === 'boolean') return `${v}:${v ? 'TrueClass' : 'FalseClass'}`;
  if (isInteger(v)) return `${v}:Integer`;
  return `${rubyInspect(v)}:${rubyClassName(v)}`;
}

/** A value a path goes on through (from_tree's `memo`): Ruby asks it has_key?, which only a Hash has. */
function notWritable(v: Value | undefined, method: string): FunctionError {
  // A String has []=, but Puppet's strings are frozen.
  if (typeof v === 'string' && method === '[]=') return new FunctionError(`can't modify frozen String: ${rubyInspect(v)}`);
  return new FunctionError(`undefined method \`${method}' for ${rubyReceiver(v)}`);
}

/**
 * The child at `key` ready to be written into (a nested hash created, an array or hash copied);
 * where it is some other value, `leaf` holds it (the next step fails as Ruby's does).
 */
function descend(node: Node, key: Value): Node {
  const existing = child(node, key);
  if (isNode(existing)) return existing;
  let next: Node;
  if (Array.isArray(existing)) next = { kind: 'array', items: [...(existing as Value[])] };
  else if (existing instanceof PHash) next = { kind: 'hash', entries: existing.toBuilder() };
  // An array's missing element is nil; a hash's missing key gets a new hash.
  else if (existing !== undefined || node.kind === 'array') return { kind: 'leaf', value: (existing ?? null) as Value };
  else next = newNode();
  setChild(node, key, next);
  return next;
}

function finish(v: Node | Value): Value {
  if (!isNode(v)) return v as Value;
  if (v.kind === 'leaf') return v.value;
  // Array.from visits the holes a write past the end leaves (map would skip them): Ruby fills them with nil.
  if (v.kind === 'array') return Array.from(v.items, (x) => (x === undefined ? null : finish(x)));
  const b = new HashBuilder();
  for (const [k, x] of v.entries.build()) b.set(k, finish(x));
  return b.build();
}

/** Hash.new([[path, value], ...], tree | hash_tree): values placed at their paths. */
function fromTree(entries: readonly (readonly [Value, Value])[], allHashes: boolean): PHash {
  const root = newNode();
  for (const [path, value] of entries) {
    const p = path as readonly Value[];
    if (p.length === 0) {
      if (Array.isArray(value)) value.forEach((x, i) => setChild(root, i, x));
      else if (value instanceof PHash) for (const [k, x] of value) setChild(root, k, x);
      continue;
    }
    let node = root;
    for (const k of p.slice(0, -1)) node = descend(node, k);
    setChild(node, p[p.length - 1]!, allHashes ? arrayAsHash(value) : value);
  }
  return finish(root) as PHash;
}

// new_hash's local type aliases, which its refusals name as Puppet's do.
const NON_EMPTY = new IntegerType(1, Infinity);
const KEY_VALUE_ARRAY = new TypeAliasType('KeyValueArray', () => new ArrayType(new TupleType([ANY, ANY]), NON_EMPTY));
const TREE_ARRAY = new TypeAliasType('TreeArray', () => new ArrayType(new TupleType([ARRAY, ANY]), NON_EMPTY));
const NEW_HASH_OPTION = new TypeAliasType('NewHashOption', () => new EnumType(['tree', 'hash_tree']));

type Pairs = readonly (readonly [Value, Value])[];

/** `Hash[pairs]`: each pair a key and its value. */
function fromTuples(pairs: Pairs): PHash {
  const b = new HashBuilder();
  for (const [k, v] of pairs) b.set(k, v);
  return b.build();
}

/** from_array: a flat key/value list, a hash as it is, an iterable's elements as a flat list. */
function fromAny(from: Value): PHash {
  if (Array.isArray(from)) {
    // Puppet counts an array's elements before Ruby's Hash[] could read a lone one as pairs.
    if (from.length % 2 !== 0) throw new FunctionError('odd number of arguments for Hash');
    return from.length === 0 ? PHash.EMPTY : fromList(from);
  }
  if (from instanceof PHash) return from;
  if (ITERABLE.isInstance(from) || from instanceof IntegerType) return fromList(elements(from));
  throw new FunctionError(`Value of type ${inferGeneralized(from).toString()} cannot be converted to Hash`);
}

const conversions = new FunctionDispatcher([
  defineFunction(
    'new_hash',
    {
      params: [TREE_ARRAY, NEW_HASH_OPTION],
      required: 1,
      names: ['from', 'build_option'],
      call: (_ctx, [from, option]) => (option === undefined ? fromTuples(from as Pairs) : fromTree(from as Pairs, option === 'hash_tree')),
    },
    { params: [KEY_VALUE_ARRAY], names: ['from'], call: (_ctx, [from]) => fromTuples(from as Pairs) },
    { params: [ANY], names: ['from'], call: (_ctx, [from]) => fromAny(from!) },
  ),
]);

/** Hash.new(from, [tree option]), dispatched over Puppet's signatures (and refused with their texts). */
export function newHash(args: readonly Value[], ctx: FunctionContext): Value {
  return conversions.call('new_hash', ctx, [...args])!.value;
}
