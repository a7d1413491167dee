// The list and map functions' results: map_merge, map_replace, repeat, filter, list_concat(_unique),
// contains — worded and computed as Heat 19 does.
import { isHash, truthy, type DataHash } from '../../../data/value.js';
import { assignHash, dataEntries, dataKeys, orderedObject, putKey } from '../../../data/key-order.js';
import { carryKeys, keySpelling } from '../../../yaml/python-spelling.js';
import { YaqlSet } from '../../../yaql/evaluate.js';
import { pyEquals, pyJsonDumps, pyKey, pyTypeName, type PyKey } from '../../parameters/python.js';
import { HeatError, typeError, valueError } from './values.js';

export function mapMerge(name: string, args: unknown): DataHash {
  if (!Array.isArray(args)) throw typeError(`Incorrect arguments to "${name}" should be: "${name}" : [ { "key1": "val1" }, { "key2": "val2" } ]`);
  const out: DataHash = {};
  for (const m of args) {
    if (m === null || m === undefined) continue;
    if (!isHash(m)) throw typeError('Incorrect arguments: Items to merge must be maps.');
    // dict.update: new keys come after out's, in m's order (integer-like ones too).
    assignHash(out, m);
    carryKeys(out, m);
  }
  return out;
}

export function mapReplace(name: string, args: unknown): DataHash {
  const example = `"${name}" : [ { "key1": "val1" }, {"keys": {"key1": "key2"}, "values": {"val1": "val2"}}]`;
  const ensure = (m: unknown): DataHash => {
    if (m === null || m === undefined) return {};
    if (isHash(m)) return m;
    throw typeError(`Incorrect arguments: to "${name}", arguments must be a list of maps. Example:  ${example}`);
  };
  if (!Array.isArray(args) || args.length !== 2) throw typeError(`Incorrect arguments to "${name}" should be: ${example}`);
  const input = ensure(args[0]);
  const repl = ensure(args[1]);
  if (Object.keys(repl).some((k) => k !== 'keys' && k !== 'values')) throw valueError(`Incorrect arguments to "${name}" should be: ${example}`);
  const keys = ensure(Object.hasOwn(repl, 'keys') ? repl.keys : {});
  const values = ensure(Object.hasOwn(repl, 'values') ? repl.values : {});
  const out: DataHash = {};
  for (const [k, v] of dataEntries(input)) {
    let key = Object.hasOwn(keys, k) ? keys[k] : undefined;
    if (key === null || key === undefined) key = k;
    else if (Object.hasOwn(input, String(key)) && key !== k) throw valueError(`key replacement ${String(key)} collides with a key in the input map`);
    else if (Object.hasOwn(out, String(key))) throw valueError(`key replacement ${String(key)} collides with a key in the output map`);
    // A list or map value is unhashable: Python's dict.get raises TypeError and the value stays.
    const found = valueKey(values, v);
    putKey(out, String(key), found === undefined ? v : values[found]);
  }
  // A key left as it was keeps its Python spelling.
  carryKeys(out, input);
  return out;
}

/**
 * The key of `values` that `values.get(v)` finds in Python: a str finds the same str, a number or
 * a boolean only a key the loader read as a number or boolean (`"true"` is not `True`), with
 * Python's True == 1 and False == 0.
 */
export function valueKey(values: DataHash, v: unknown): string | undefined {
  if (typeof v === 'string') return Object.hasOwn(values, v) && keySpelling(values, v) === undefined ? v : undefined;
  if (typeof v !== 'number' && typeof v !== 'boolean') return undefined;
  const n = Number(v);
  return Object.keys(values).find((k) => {
    const spelled = keySpelling(values, k);
    return spelled !== undefined && (spelled === 'True' ? 1 : spelled === 'False' ? 0 : Number(spelled)) === n;
  });
}

export type RepeatKind = 'repeat' | 'repeat_with_map' | 'repeat_nested_loop';

/**
 * Repeat._do_replacement: each str in the template (map keys too) gets `str.replace(key, value)`
 * for every placeholder in turn, which is where a placeholder or value that is no str fails; a
 * template without strings is never asked.
 */
function replaceIn(keys: readonly PyKey[], values: readonly unknown[], template: unknown): unknown {
  if (typeof template === 'string') {
    let t = template;
    keys.forEach((k, i) => (t = pyReplace(t, k, values[i])));
    return t;
  }
  if (Array.isArray(template)) return template.map((x) => replaceIn(keys, values, x));
  if (isHash(template)) {
    // A key that is no str in Python (YAML's `1:`) is left as it is, and stays no str.
    const key = (k: string) => (keySpelling(template, k) === undefined ? (replaceIn(keys, values, k) as string) : k);
    const out = orderedObject(dataEntries(template).map(([k, v]) => [key(k), replaceIn(keys, values, v)]));
    carryKeys(out, template);
    return out;
  }
  return template;
}

/** A mapping key as the Python value it is (`1:` is 1, `yes:` True, `~:` None). */
function pyKeyValue(k: PyKey): unknown {
  if (k.type === 'bool') return k.value === 1;
  return k.type === 'NoneType' ? null : k.value;
}

/** str.replace(old, new) with Python's argument checks; an empty `old` inserts `new` around every character. */
function pyReplace(text: string, old: PyKey, value: unknown): string {
  const notStr = (n: number, v: string) => typeError(`replace() argument ${n} must be str, not ${v}`);
  if (old.type !== 'str') throw notStr(1, old.type === 'NoneType' ? 'None' : old.type);
  if (typeof value !== 'string') throw notStr(2, value === null || value === undefined ? 'None' : pyTypeName(value));
  const placeholder = old.value as string;
  if (placeholder !== '') return text.split(placeholder).join(value);
  const chars = [...text];
  return value + chars.join(value) + (chars.length > 0 ? value : '');
}

/** repeat: the template once per combination of for_each values (product, or zip without permutations). */
export function repeat(name: string, kind: RepeatKind, forEach: unknown, template: unknown, permutations: boolean): unknown[] {
  // A map written as such was checked at validation; what a function gave is taken apart as
  // Repeat.result does (for_each.items(), then unpacked into keys and lists).
  if (!isHash(forEach)) throw new HeatError('AttributeError', `'${forEach instanceof YaqlSet ? 'set' : pyTypeName(forEach)}' object has no attribute 'items'`);
  // The placeholders in the map's order (integer-like ones too): the product's order follows it.
  const keys = dataKeys(forEach);
  if (keys.length === 0) throw valueError('not enough values to unpack (expected 2, got 0)');
  const nested = kind !== 'repeat_nested_loop' || permutations;
  const lists: unknown[][] = [];
  const lengths: number[] = [];
  for (const key of keys) {
    const v = forEach[key];
    if (v === null || v === undefined) {
      lists.push([]);
      continue;
    }
    const mapsAllowed = kind !== 'repeat' && nested;
    if (!((Array.isArray(v) && !(v instanceof YaqlSet)) || (mapsAllowed && isHash(v)))) {
      throw typeError(`The values of the "for_each" argument to "${name}" must be ${mapsAllowed ? 'lists or maps' : 'lists'}`);
    }
    const items = Array.isArray(v) ? v : dataKeys(v).map((k) => pyKeyValue(pyKey(v, k)));
    lists.push(items);
    lengths.push(items.length);
  }
  if (!nested && lengths.length > 0 && new Set(lengths).size !== 1) throw valueError(`For ${name}, the length of for_each values should be equal if no nested loop.`);
  const combos: unknown[][] = nested ? lists.reduce<unknown[][]>((acc, list) => acc.flatMap((c) => list.map((x) => [...c, x])), [[]]) : Array.from({ length: Math.min(...lists.map((l) => l.length)) }, (_, i) => lists.map((l) => l[i]));
  const placeholders = keys.map((k) => pyKey(forEach, k));
  return combos.map((combo) => replaceIn(placeholders, combo, template));
}

export function filter(name: string, values: unknown, sequence: unknown): unknown {
  if (!truthy(sequence)) return sequence;
  if (!Array.isArray(sequence) || sequence instanceof YaqlSet) throw typeError(`"${name}" only works with lists`);
  if (!truthy(values)) return sequence;
  // Heat formats this message with a mapping key and a str: Python's own TypeError is what is raised.
  if (!Array.isArray(values)) throw typeError('format requires a mapping');
  return sequence.filter((x) => !values.some((v) => pyEquals(x, v)));
}

export function listConcat(name: string, unique: boolean, args: unknown): unknown[] {
  if (!Array.isArray(args)) throw typeError(`Incorrect arguments to "${name}" should be: "${name}" : [ [ <value 1>, <value 2> ], [ <value 3>, <value 4> ] ]`);
  const out: unknown[] = [];
  for (const m of args) {
    if (m === null || m === undefined) continue;
    if (!Array.isArray(m) || m instanceof YaqlSet) throw typeError(`Incorrect arguments: Items to concat must be lists. ${jsonUnsorted(args)} contains an item that is not a list: ${jsonUnsorted(m)}`);
    out.push(...m);
  }
  if (!unique) return out;
  const kept: unknown[] = [];
  for (const x of out) if (!kept.some((k) => pyEquals(k, x))) kept.push(x);
  return kept;
}

const jsonUnsorted = (v: unknown) => pyJsonDumps(v);

export function contains(name: string, value: unknown, sequence: unknown): boolean {
  if (typeof sequence === 'string') {
    if (typeof value !== 'string') throw typeError(`'in <string>' requires string as left operand, not ${typeof value === 'number' ? 'int' : typeof value}`);
    return sequence.includes(value);
  }
  if (!Array.isArray(sequence) || sequence instanceof YaqlSet) throw typeError(`Second argument to "${name}" should be a sequence.`);
  return sequence.some((x) => pyEquals(value, x));
}
