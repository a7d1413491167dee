// Evaluates a parsed YAQL expression over JSON data as the yaql library does (the functions
// TripleO's templates use), within a bound on collection sizes and evaluation steps. Free of
// Heat: Heat's `yaql` function and Fuel task conditions both call evaluateYaql.
import { setFlagsFromString } from 'node:v8';
import type { YaqlArg, YaqlNode } from './ast.js';
import { parseYaql } from './parse.js';
import { keySpelling, pyStringRepr, spellKey } from '../yaml/python-spelling.js';
import { YAQL_FUNCTION_NAMES, YAQL_METHOD_NAMES } from './yaql-names.generated.js';
import { dataEntries, orderedObject, putKey, spreadHash, updatedHash } from '../data/key-order.js';
import { intoYaql, isFloat, isNumber, makeNumber, numberRepr, numeric, outOfYaql, parseFloatText, pyRound, YaqlFloat } from './numbers.js';

type Data = unknown;
type Dict = Record<string, unknown>;

/** An error the yaql library would raise: its Python class and message. */
export class YaqlError extends Error {
  constructor(
    readonly pyClass: string,
    message: string,
  ) {
    super(message);
  }
}

/** Heat's yaql limits (yaql.limitIterators = 200 items, and a bound on the work). */
export const LIMITS = { items: 200, steps: 1_000_000 };

/**
 * Fuel's deployment functions (`changed`, `new`, `old`, `added`, `deleted`, `changedAll`,
 * `changedAny`): they compare an expression over the node's current data with the same expression
 * over the data of its previous deployment. Absent (Heat), the names are unknown functions.
 */
export interface DeploymentContext {
  /** The previous deployment's `$`; undefined: none (a first deployment, where everything changed). */
  previous?: Data;
}

const DEPLOYMENT_FUNCTIONS = new Set(['changed', 'changedAll', 'changedAny', 'new', 'old', 'added', 'deleted']);
/** The value of an expression over a previous deployment that did not exist, or that failed on it. */
const NO_VALUE = Symbol('no previous value');

interface Context {
  /** `$`. */
  root: Data;
  vars: ReadonlyMap<string, Data>;
  budget: { steps: number };
}

/** yaql's functions and methods this evaluator has; another name is yaql overcat cannot run (YaqlUnsupported). */
const METHODS = new Set(['all', 'any', 'concat', 'contains', 'containsKey', 'containsValue', 'deleteAll', 'distinct', 'endsWith', 'first', 'flatten', 'format', 'get', 'groupBy', 'isEmpty', 'items', 'join', 'keys', 'last', 'len', 'matches', 'max', 'mergeWith', 'min', 'orderBy', 'reduce', 'repeat', 'replace', 'rightSplit', 'search', 'select', 'selectMany', 'split', 'startsWith', 'sum', 'toDict', 'toList', 'toLower', 'toUpper', 'trim', 'values', 'where', 'zip']);
const FUNCTIONS = new Set(['abs', 'bool', 'coalesce', 'concat', 'dict', 'distinct', 'float', 'format', 'int', 'isDict', 'isEmpty', 'isList', 'isString', 'len', 'let', 'list', 'max', 'min', 'not', 'range', 'regex', 'round', 'str', 'switch']);

/**
 * What keys() gives: a dict's keys view, which yaql hands back as a Python set. Inside yaql it is
 * iterated like any list (what is built from it is a plain list); Heat's functions that want a
 * list refuse it.
 */
export class YaqlSet extends Array<unknown> {
  static override get [Symbol.species](): ArrayConstructor {
    return Array;
  }
}

/**
 * yaql's functions whose result is a Python iterator (a generator, a keys view): yaql's `#indexer`
 * takes none of them (`$.l.select($)[0]` is NoMatchingFunctionException); toList() makes one a tuple.
 */
const GIVES_ITERATOR = new Set(['concat', 'distinct', 'flatten', 'groupBy', 'items', 'keys', 'orderBy', 'range', 'repeat', 'select', 'selectMany', 'values', 'where', 'zip']);
/** Of those, the ones that give a generator, which `list(…)` takes apart (a keys set, a values view or an orderBy result it keeps whole). */
const GIVES_GENERATOR = new Set(['concat', 'distinct', 'flatten', 'groupBy', 'range', 'repeat', 'select', 'selectMany', 'where', 'zip']);
/** The methods whose result is a Python list (str.split, re.split): indexed past its end, `list index out of range`. */
const GIVES_LIST = new Set(['split', 'rightSplit']);
/** The evaluation's results of those functions, kept plain arrays (what leaves yaql is plain data); marked by identity. */
const iterators = new WeakSet<object>();
const generators = new WeakSet<object>();
const pythonLists = new WeakSet<object>();

const unsupported = (name: string) => new YaqlError('YaqlUnsupported', `overcat's yaql evaluator has no "${name}"`);

const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof YaqlFloat);
// yaql formats the receiver with str(): a string bare, a tuple or a map as their repr.
const noMethod = (name: string, receiver: unknown) => new YaqlError('NoMatchingMethodException', `No method "${name}" for receiver ${pyStr(receiver)} matches supplied arguments`);
const noFunction = (name: string) => new YaqlError('NoMatchingFunctionException', `No function "${name}" matches supplied arguments`);

/** Python's repr() of a yaql value: yaql holds lists as tuples and maps as (frozen) dicts. */
function show(v: unknown): string {
  if (Array.isArray(v)) return `(${v.map(show).join(', ')}${v.length === 1 ? ',' : ''})`;
  if (typeof v === 'string') return pyStringRepr(v);
  if (v === null || v === undefined) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  // A key that is no str to Python (1, 1.0, True) is shown as the loader or buildDict spelled it.
  if (isDict(v)) return `{${dataEntries(v).map(([k, x]) => `${keySpelling(v, k) ?? show(k)}: ${show(x)}`).join(', ')}}`;
  if (isNumber(v)) return numberRepr(v);
  return JSON.stringify(v);
}

/** yaql's str(): null, true and false as yaql spells them, other values as Python's str(). */
function yaqlStr(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'boolean') return String(v);
  return pyStr(v);
}

/** Python's str() of a yaql value: a string itself, anything else its repr. */
function pyStr(v: unknown): string {
  return typeof v === 'string' ? v : show(v);
}

/**
 * The dict yaql builds from key/value pairs. yaql freezes maps and lists so any value is a key,
 * but Heat turns the result back into plain dicts and lists, where such a key cannot be hashed. A
 * key that is no str (true, 1) stays one to Python: it is kept with its Python spelling.
 */
function buildDict(entries: ReadonlyArray<readonly [unknown, unknown]>): Dict {
  const out: Dict = {};
  // Python's equal keys are one (True == 1): the first one written stays, with the last value.
  const written = new Map<string, string>();
  for (const [k, v] of entries) {
    if (isDict(k) || Array.isArray(k)) throw new YaqlError('TypeError', `unhashable type: '${isDict(k) ? 'dict' : 'list'}'`);
    const same = typeof k === 'string' ? `s${k}` : isNumber(k) || typeof k === 'boolean' ? `n${Number(numeric(k))}` : 'None';
    const earlier = written.get(same);
    if (earlier !== undefined) {
      putKey(out, earlier, v);
      continue;
    }
    const key = String(numeric(k));
    written.set(same, key);
    putKey(out, key, v);
    if (typeof k !== 'string') spellKey(out, key, k === null || k === undefined ? 'None' : typeof k === 'boolean' ? (k ? 'True' : 'False') : numberRepr(k as number | YaqlFloat));
  }
  return out;
}

/** yaql equality: Python == on data. */
export function yaqlEquals(x: unknown, y: unknown): boolean {
  const a = numeric(x);
  const b = numeric(y);
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => yaqlEquals(x, b[i]));
  if (isDict(a)) return isDict(b) && Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => Object.hasOwn(b, k) && yaqlEquals(a[k], b[k]));
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(a) === Number(b) && (typeof a === 'boolean' || typeof a === 'number') && (typeof b === 'boolean' || typeof b === 'number');
  return a === b || (a == null && b == null);
}

function distinct(items: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const x of items) if (!out.some((y) => yaqlEquals(x, y))) out.push(x);
  return out;
}

/** Python truthiness, as yaql tests a condition. */
export function truthy(x: unknown): boolean {
  const v = numeric(x);
  if (v === null || v === undefined || v === false || v === 0 || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  if (isDict(v)) return Object.keys(v).length > 0;
  return true;
}

/**
 * `repeat()` with no count (or a negative one): yaql's endless itertools.repeat. `first()` takes
 * its value; whatever goes through it all runs past Heat's limit.
 */
class EndlessRepeat {
  constructor(readonly value: unknown) {}
}

const tooLarge = () => new YaqlError('CollectionTooLargeException', `Collection length exceeds ${LIMITS.items} elements`);

/** A collection to iterate: yaql's Iterable is a list (a map is not one, as Heat creates its engine without yaql.iterableDicts). */
function asList(v: unknown, name: string): unknown[] {
  if (Array.isArray(v)) return v;
  if (v instanceof EndlessRepeat) throw tooLarge();
  throw noMethod(name, v);
}

/**
 * The result as yaql hands it out (convert_output_data): every list, set and map in it is taken
 * through Heat's limit, so one of more than 200 entries is CollectionTooLargeException.
 */
function output(v: unknown): unknown {
  if (v instanceof EndlessRepeat) throw tooLarge();
  if (Array.isArray(v)) {
    if (v.length > LIMITS.items) throw tooLarge();
    for (const x of v) output(x);
  } else if (isDict(v)) {
    const values = Object.values(v);
    if (values.length > LIMITS.items) throw tooLarge();
    for (const x of values) output(x);
  }
  return v;
}

function checkSize<T extends unknown[]>(list: T): T {
  if (list.length > LIMITS.items * 50) throw new YaqlError('CollectionTooLargeException', `Collection length exceeds ${LIMITS.items * 50} elements`);
  return list;
}

function mergeWith(a: unknown, b: unknown): unknown {
  if (isDict(a) && isDict(b)) {
    const out: Dict = spreadHash(a);
    for (const [k, v] of dataEntries(b)) putKey(out, k, Object.hasOwn(out, k) ? mergeWith(out[k], v) : v);
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b)) return distinct([...a, ...b]);
  return b;
}

function compare(a: unknown, b: unknown, op: string): boolean {
  if (op === '=') return yaqlEquals(a, b);
  if (op === '!=') return !yaqlEquals(a, b);
  // yaql orders null below everything else (and equal to itself), whatever the other side is.
  const aNull = a === null || a === undefined;
  const bNull = b === null || b === undefined;
  if ((aNull || bNull) && op !== 'in') {
    if (aNull && bNull) return op === '<=' || op === '>=';
    return aNull === (op === '<' || op === '<=');
  }
  if (op === 'in') {
    if (typeof b === 'string') return typeof a === 'string' && b.includes(a);
    // A map is no Iterable to yaql's `in` (Heat's engine has no yaql.iterableDicts).
    if (Array.isArray(b)) return b.some((x) => yaqlEquals(a, x));
    throw noFunction('#operator_in');
  }
  const ok = (isNumber(a) && isNumber(b)) || (typeof a === 'string' && typeof b === 'string');
  if (!ok) throw noFunction(`#operator_${op}`);
  const x = numeric(a) as number | string;
  const y = numeric(b) as number | string;
  return op === '<' ? x < y : op === '>' ? x > y : op === '<=' ? x <= y : x >= y;
}

/** yaql's max(a, b) and min(a, b): by its `>` of b over a, ties to a for max and to b for min. */
function pick(name: 'max' | 'min', a: unknown, b: unknown): unknown {
  const greater = compare(b, a, '>');
  return name === 'max' ? (greater ? b : a) : greater ? a : b;
}

function arithmetic(left: unknown, right: unknown, op: string): unknown {
  // A float on either side makes the result one (int / int is floor division).
  const float = isFloat(left) || isFloat(right);
  const a = numeric(left);
  const b = numeric(right);
  if (op === '+') {
    if (typeof a === 'number' && typeof b === 'number') return makeNumber(a + b, float);
    if (typeof a === 'string' && typeof b === 'string') return a + b;
    if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
    if (isDict(a) && isDict(b)) return updatedHash(a, b);
    throw noFunction('#operator_+');
  }
  if (typeof a !== 'number' || typeof b !== 'number') throw noFunction(`#operator_${op}`);
  if (op === '-') return makeNumber(a - b, float);
  if (op === '*') return makeNumber(a * b, float);
  // Python 3.11's words: ints divide with // (yaql's / of two ints), anything else is float arithmetic.
  if (b === 0) {
    const ints = !float;
    throw new YaqlError('ZeroDivisionError', op === 'mod' ? (ints ? 'integer modulo by zero' : 'float modulo') : ints ? 'integer division or modulo by zero' : 'float division by zero');
  }
  if (op === '/') return float ? makeNumber(a / b, true) : Math.floor(a / b);
  const r = a % b;
  return makeNumber(r !== 0 && r < 0 !== b < 0 ? r + b : r, float);
}

class Evaluator {
  constructor(
    private readonly budget: { steps: number },
    private readonly deployment?: DeploymentContext,
  ) {}

  eval(n: YaqlNode, ctx: Context): Data {
    if (--this.budget.steps < 0) throw new YaqlError('YaqlLimitException', 'Expression evaluation exceeded its step limit');
    switch (n.k) {
      case 'lit':
        return n.float ? makeNumber(n.v as number, true) : n.v;
      case 'var': {
        if (n.name === '') return ctx.root;
        if (ctx.vars.has(n.name)) return ctx.vars.get(n.name);
        if (n.name === '1' || n.name === '0') return ctx.root;
        return null;
      }
      case 'attr': {
        const obj = this.eval(n.obj, ctx);
        return attribute(obj, n.name);
      }
      case 'index': {
        const obj = this.eval(n.obj, ctx);
        const index = this.eval(n.index, ctx);
        // yaql indexes sequences (tuples and lists), not strings nor iterators.
        if (Array.isArray(obj) && !iterators.has(obj)) {
          if (typeof index !== 'number' || !Number.isInteger(index)) throw noFunction('#indexer');
          const i = index < 0 ? obj.length + index : index;
          if (i < 0 || i >= obj.length) throw new YaqlError('IndexError', `${pythonLists.has(obj) ? 'list' : 'tuple'} index out of range`);
          return obj[i];
        }
        if (isDict(obj)) {
          if (!Object.hasOwn(obj, String(index))) throw new YaqlError('KeyError', `'${String(index)}'`);
          return obj[String(index)];
        }
        throw noFunction('#indexer');
      }
      case 'list':
        return n.items.map((x) => this.eval(x, ctx));
      case 'dict':
        return buildDict(n.pairs.map(([k, v]) => [this.eval(k, ctx), this.eval(v, ctx)]));
      case 'not':
        return !truthy(this.eval(n.e, ctx));
      case 'neg': {
        const v = this.eval(n.e, ctx);
        if (!isNumber(v)) throw noFunction('#unary_operator_-');
        return makeNumber(-(numeric(v) as number), isFloat(v));
      }
      case 'chain': {
        const vars = new Map(ctx.vars);
        const left = this.eval(n.l, { ...ctx, vars });
        return this.eval(n.r, { ...ctx, root: left, vars });
      }
      case 'bin': {
        if (n.op === 'and') {
          const l = this.eval(n.l, ctx);
          return truthy(l) ? this.eval(n.r, ctx) : l;
        }
        if (n.op === 'or') {
          const l = this.eval(n.l, ctx);
          return truthy(l) ? l : this.eval(n.r, ctx);
        }
        const l = this.eval(n.l, ctx);
        const r = this.eval(n.r, ctx);
        if (['=', '!=', '<', '>', '<=', '>=', 'in'].includes(n.op)) return compare(l, r, n.op);
        return arithmetic(l, r, n.op);
      }
      case 'call':
        return this.call(n, ctx);
    }
  }

  /** `f` applied to one item: `$` (and `$1`) is the item. */
  private lambda(arg: YaqlArg | undefined, ctx: Context): (item: unknown, extra?: unknown) => unknown {
    if (!arg) return (x) => x;
    const node = 'k' in arg && arg.k === 'pair' ? arg.value : (arg as YaqlNode);
    return (item, extra) => {
      const vars = new Map(ctx.vars);
      vars.set('1', item);
      if (extra !== undefined) vars.set('2', extra);
      return this.eval(node, { ...ctx, root: item, vars });
    };
  }

  private call(n: Extract<YaqlNode, { k: 'call' }>, ctx: Context): Data {
    const result = this.callOnce(n, ctx);
    if (Array.isArray(result)) {
      if (GIVES_ITERATOR.has(n.name)) iterators.add(result);
      if (GIVES_GENERATOR.has(n.name)) generators.add(result);
      else if (GIVES_LIST.has(n.name) && n.receiver) pythonLists.add(result);
    }
    return result;
  }

  private callOnce(n: Extract<YaqlNode, { k: 'call' }>, ctx: Context): Data {
    const plain = n.args.filter((a): a is YaqlNode => a.k !== 'pair');
    const pairs = n.args.filter((a): a is Extract<YaqlArg, { k: 'pair' }> => a.k === 'pair');
    const arg = (i: number) => (plain[i] ? this.eval(plain[i]!, ctx) : undefined);
    if (!n.receiver && this.deployment && DEPLOYMENT_FUNCTIONS.has(n.name)) return this.deploymentCall(n.name, plain, ctx);
    if (n.receiver) {
      const recv = this.eval(n.receiver, ctx);
      if (n.safe && recv === null) return null;
      return this.method(n.name, recv, plain, arg, ctx);
    }
    switch (n.name) {
      case 'let': {
        // let(name => value, ...) sets variables for what follows `->`; its value is `$`.
        const vars = ctx.vars as Map<string, unknown>;
        for (const p of pairs) vars.set(String(this.eval(p.key, ctx)), this.eval(p.value, ctx));
        plain.forEach((x, i) => vars.set(String(i + 1), this.eval(x, ctx)));
        return ctx.root;
      }
      case 'coalesce':
        for (const a of plain) {
          const v = this.eval(a, ctx);
          if (v !== null && v !== undefined) return v;
        }
        return null;
      case 'switch':
        for (const p of pairs) if (truthy(this.eval(p.key, ctx))) return this.eval(p.value, ctx);
        return null;
      case 'dict':
        // yaql has two: dict(k => v, ...) whose arguments are all pairs, and dict(items) of one iterable.
        if (plain.length === 0) return buildDict(pairs.map((p) => [this.eval(p.key, ctx), this.eval(p.value, ctx)]));
        if (plain.length > 1 || pairs.length > 0) throw noFunction('dict');
        return buildDict(asList(arg(0), 'dict').map((pair) => (Array.isArray(pair) ? [pair[0], pair[1]] : [pair, null])));
      case 'list':
        // yaql's list(*args): each argument an item, a generator's items taken out of it (at any depth).
        return plain.flatMap((_, i) => ungenerated(arg(i)));
      case 'isList':
        return Array.isArray(arg(0));
      case 'isDict':
        return isDict(arg(0));
      case 'isString':
        return typeof arg(0) === 'string';
      case 'int': {
        const v = arg(0);
        // yaql holds a list as a tuple and a map as a FrozenDict, which Python's int() refuses by type.
        if (Array.isArray(v) || isDict(v)) throw new YaqlError('TypeError', `int() argument must be a string, a bytes-like object or a real number, not '${Array.isArray(v) ? 'tuple' : 'FrozenDict'}'`);
        if (isNumber(v)) return Math.trunc(numeric(v) as number);
        // A Python bool is an int: int(True) is 1.
        if (typeof v === 'boolean') return v ? 1 : 0;
        // Python's int() takes single underscores between digits (1_000).
        if (typeof v === 'string' && /^\s*[+-]?\d+(?:_\d+)*\s*$/.test(v)) return Number(v.replace(/_/g, ''));
        if (v === null) return 0;
        // CPython cuts the literal's repr at 200 characters (%.200R).
        throw new YaqlError('ValueError', `invalid literal for int() with base 10: ${[...show(v)].slice(0, 200).join('')}`);
      }
      case 'float': {
        const v = arg(0);
        if (v === null) return new YaqlFloat(0);
        if (isNumber(v) || typeof v === 'boolean') return makeNumber(Number(numeric(v)), true);
        if (Array.isArray(v) || isDict(v)) throw new YaqlError('TypeError', `float() argument must be a string or a real number, not '${Array.isArray(v) ? 'tuple' : 'FrozenDict'}'`);
        const x = parseFloatText(String(v));
        if (x === undefined) throw new YaqlError('ValueError', `could not convert string to float: ${show(v)}`);
        return makeNumber(x, true);
      }
      case 'round': {
        // round(number, ndigits => 0): a number (no bool) and an int.
        const v = arg(0);
        const named = pairs.find((p) => this.eval(p.key, ctx) === 'ndigits');
        const ndigits = named ? this.eval(named.value, ctx) : plain.length > 1 ? arg(1) : 0;
        if (!isNumber(v) || plain.length + pairs.length > 2 || pairs.length !== (named ? 1 : 0) || typeof ndigits !== 'number' || !Number.isInteger(ndigits)) throw noFunction('round');
        return pyRound(v, ndigits);
      }
      case 'abs': {
        const v = arg(0);
        if (!isNumber(v) || plain.length !== 1) throw noFunction('abs');
        return makeNumber(Math.abs(numeric(v) as number), isFloat(v));
      }
      case 'str':
        return yaqlStr(arg(0));
      case 'format': {
        // An extension method: format(string, args…) is string.format(args…).
        const text = arg(0);
        if (typeof text !== 'string') throw noFunction('format');
        return stringMethod('format', text, plain.slice(1).map((_, i) => arg(i + 1)));
      }
      case 'bool':
        return truthy(arg(0));
      case 'max':
      case 'min':
        if (plain.length !== 2) throw noFunction(n.name);
        return pick(n.name, arg(0), arg(1));
      case 'len':
        // len() as a function: the same rules as the method, refused as a function.
        try {
          return this.method('len', arg(0), [], () => undefined, ctx);
        } catch (e) {
          if (e instanceof YaqlError && e.pyClass === 'NoMatchingMethodException') throw noFunction('len');
          throw e;
        }
      case 'concat':
        return plain.map((_, i) => arg(i)).every((x) => typeof x === 'string') ? plain.map((_, i) => arg(i)).join('') : plain.flatMap((_, i) => asList(arg(i), 'concat'));
      case 'isEmpty': {
        const v = arg(0);
        return v === null || v === '' || (Array.isArray(v) && v.length === 0) || (isDict(v) && Object.keys(v).length === 0);
      }
      case 'distinct':
        return distinct(asList(arg(0), 'distinct'));
      case 'range': {
        const [a, b] = plain.length === 1 ? [0, arg(0) as number] : [arg(0) as number, arg(1) as number];
        return checkSize(Array.from({ length: Math.max(0, b - a) }, (_, i) => a + i));
      }
      case 'regex':
        return { '@regex': String(arg(0)) };
      case 'not':
        return !truthy(arg(0));
      default:
        if (FUNCTIONS.has(n.name)) throw noFunction(n.name);
        // A name yaql has no function by is its error; one it has and overcat lacks is not evaluated.
        if (!YAQL_FUNCTION_NAMES.has(n.name)) throw new YaqlError('NoFunctionRegisteredException', `Unknown function "${n.name}"`);
        throw unsupported(n.name);
    }
  }

  /** The expression over the previous deployment's `$` (NO_VALUE when there was none, or it fails there). */
  private previous(node: YaqlNode, ctx: Context): Data {
    const previous = this.deployment!.previous;
    if (previous === undefined) return NO_VALUE;
    try {
      return this.eval(node, { ...ctx, root: previous, vars: new Map(ctx.vars) });
    } catch (e) {
      if (e instanceof YaqlError && e.pyClass !== 'YaqlLimitException') return NO_VALUE;
      throw e;
    }
  }

  private deploymentCall(name: string, args: YaqlNode[], ctx: Context): Data {
    const changed = (node: YaqlNode) => {
      const old = this.previous(node, ctx);
      return old === NO_VALUE || !yaqlEquals(this.eval(node, ctx), old);
    };
    if (name === 'changedAll') return args.every(changed);
    if (name === 'changedAny') return args.some(changed);
    if (args.length !== 1) throw noFunction(name);
    const node = args[0]!;
    if (name === 'changed') return changed(node);
    if (name === 'new') return this.eval(node, ctx);
    const old = this.previous(node, ctx);
    if (name === 'old') return old === NO_VALUE ? null : old;
    // added: what the current value has that the previous had not; deleted: the reverse.
    const [from, than] = name === 'added' ? [this.eval(node, ctx), old === NO_VALUE ? null : old] : [old === NO_VALUE ? null : old, this.eval(node, ctx)];
    // Nothing to take from (nothing deleted on a first deployment): the empty collection of the other side's kind.
    const base = from === null && Array.isArray(than) ? [] : from === null && isDict(than) ? {} : from;
    if (isDict(base)) return orderedObject(dataEntries(base).filter(([k]) => !isDict(than) || !Object.hasOwn(than, k)));
    if (Array.isArray(base)) return base.filter((x) => !Array.isArray(than) || !than.some((y) => yaqlEquals(x, y)));
    return base === null || yaqlEquals(base, than) ? null : base;
  }

  private method(name: string, recv: unknown, plain: YaqlNode[], arg: (i: number) => unknown, ctx: Context): Data {
    if (!METHODS.has(name)) {
      if (!YAQL_METHOD_NAMES.has(name)) throw new YaqlError('NoMethodRegisteredException', `Unknown method "${name}" for receiver ${pyStr(recv)}`);
      throw unsupported(name);
    }
    const f = (i: number) => this.lambda(plain[i], ctx);
    switch (name) {
      case 'where':
        return asList(recv, name).filter((x) => truthy(f(0)(x)));
      case 'select':
        return asList(recv, name).map((x) => f(0)(x));
      case 'selectMany':
        return asList(recv, name).flatMap((x) => asList(f(0)(x), name));
      case 'get': {
        if (!isDict(recv)) throw noMethod(name, recv);
        const key = String(arg(0));
        return Object.hasOwn(recv, key) ? recv[key] : plain.length > 1 ? arg(1) : null;
      }
      case 'flatten': {
        const flat = (v: unknown[]): unknown[] => v.flatMap((x) => (Array.isArray(x) ? flat(x) : [x]));
        return flat(asList(recv, name));
      }
      case 'distinct':
        return distinct(asList(recv, name));
      case 'first': {
        if (recv instanceof EndlessRepeat) return recv.value;
        const list = asList(recv, name);
        if (list.length > 0) return list[0];
        if (plain.length > 0) return arg(0);
        throw new YaqlError('StopIteration', '');
      }
      case 'last': {
        const list = asList(recv, name);
        if (list.length > 0) return list[list.length - 1];
        if (plain.length > 0) return arg(0);
        throw new YaqlError('StopIteration', '');
      }
      case 'len':
        if (typeof recv === 'string') return [...recv].length;
        if (isDict(recv)) return Object.keys(recv).length;
        return asList(recv, name).length;
      case 'toList':
        // to_list takes yaqltypes.Iterable (neither a string nor a map) and gives a tuple.
        return [...asList(recv, name)];
      case 'keys':
        if (!isDict(recv)) throw noMethod(name, recv);
        return YaqlSet.from(Object.keys(recv));
      case 'values':
        if (!isDict(recv)) throw noMethod(name, recv);
        return dataEntries(recv).map(([, v]) => v);
      case 'items':
        if (!isDict(recv)) throw noMethod(name, recv);
        return dataEntries(recv);
      case 'mergeWith':
        if (!isDict(recv)) throw noMethod(name, recv);
        return mergeWith(recv, arg(0));
      case 'deleteAll': {
        if (!isDict(recv)) throw noMethod(name, recv);
        const drop = asList(arg(0), name).map(String);
        return orderedObject(dataEntries(recv).filter(([k]) => !drop.includes(k)));
      }
      case 'toDict': {
        const key = f(0);
        const value = plain.length > 1 ? f(1) : (x: unknown) => x;
        return buildDict(asList(recv, name).map((x) => [key(x), value(x)]));
      }
      case 'reduce': {
        const list = asList(recv, name);
        const fn = f(0);
        let acc: unknown;
        let start = 0;
        if (plain.length > 1) acc = arg(1);
        else {
          if (list.length === 0) throw new YaqlError('TypeError', 'reduce() of empty iterable with no initial value');
          acc = list[0];
          start = 1;
        }
        for (const x of list.slice(start)) acc = fn(acc, x);
        return acc;
      }
      case 'zip': {
        const others = plain.map((_, i) => asList(arg(i), name));
        const list = asList(recv, name);
        const n = Math.min(list.length, ...others.map((o) => o.length));
        return Array.from({ length: n }, (_, i) => [list[i], ...others.map((o) => o[i])]);
      }
      case 'groupBy': {
        const key = f(0);
        const value = plain.length > 1 ? f(1) : (x: unknown) => x;
        const groups: Array<[unknown, unknown[]]> = [];
        for (const x of asList(recv, name)) {
          const k = key(x);
          const g = groups.find(([gk]) => yaqlEquals(gk, k));
          if (g) g[1].push(value(x));
          else groups.push([k, [value(x)]]);
        }
        if (plain.length > 2) {
          const agg = f(2);
          return groups.map(([k, v]) => [k, agg(v)]);
        }
        return groups;
      }
      case 'orderBy': {
        const key = f(0);
        // Python's sort asks yaql's `<` of the keys: keys of different kinds cannot be ordered.
        return [...asList(recv, name)].sort((a, b) => {
          const x = key(a);
          const y = key(b);
          return compare(x, y, '<') ? -1 : compare(y, x, '<') ? 1 : 0;
        });
      }
      case 'concat': {
        // The collections' concat as a method: the receiver's items, then each argument's; only
        // lists are its collections here (a string or a map is refused).
        const parts = [recv, ...plain.map((_, i) => arg(i))];
        if (!parts.every((c) => Array.isArray(c))) throw noMethod(name, recv);
        return checkSize((parts as unknown[][]).flat());
      }
      case 'any':
        if (recv instanceof EndlessRepeat && plain.length === 0) return true;
        return plain.length > 0 ? asList(recv, name).some((x) => truthy(f(0)(x))) : asList(recv, name).length > 0;
      case 'all':
        return asList(recv, name).every((x) => truthy(f(0)(x)));
      case 'repeat': {
        // times is an int (a bool is one in Python); none, or a negative one, repeats without end.
        const times = plain.length > 0 ? arg(0) : -1;
        if (typeof times !== 'boolean' && !Number.isInteger(times)) throw noMethod(name, recv);
        const n = Number(times);
        return n < 0 ? new EndlessRepeat(recv) : checkSize(Array.from({ length: n }, () => recv));
      }
      case 'isEmpty':
        if (typeof recv === 'string') return recv === '';
        throw noMethod(name, recv);
      case 'join': {
        // Either overload, sep.join(list) or list.join(sep), refused is named by its receiver.
        const other = arg(0);
        if (typeof recv === 'string') return asList(Array.isArray(other) || other instanceof EndlessRepeat ? other : recv, name).map(yaqlStr).join(recv);
        if (typeof other !== 'string' && Array.isArray(recv)) throw noMethod(name, recv);
        return asList(recv, name).map(yaqlStr).join(String(other));
      }
      case 'contains':
        return asList(recv, name).some((x) => yaqlEquals(x, arg(0)));
      case 'containsKey':
        if (!isDict(recv)) throw noMethod(name, recv);
        return Object.hasOwn(recv, String(arg(0)));
      case 'containsValue':
        if (!isDict(recv)) throw noMethod(name, recv);
        return Object.values(recv).some((x) => yaqlEquals(x, arg(0)));
      case 'max':
      case 'min':
      case 'sum': {
        // aggregate(collection, max/min of two, or `+`): functools.reduce, with the initial value if given.
        const list = asList(recv, name);
        if (plain.length === 0 && list.length === 0) throw new YaqlError('TypeError', 'reduce() of empty iterable with no initial value');
        const step = name === 'sum' ? (acc: unknown, x: unknown) => arithmetic(acc, x, '+') : (acc: unknown, x: unknown) => pick(name, acc, x);
        return (plain.length > 0 ? list : list.slice(1)).reduce(step, plain.length > 0 ? arg(0) : list[0]);
      }
      default:
    }
    if (typeof recv === 'string') return stringMethod(name, recv, plain.map((_, i) => arg(i)));
    if (isDict(recv) && typeof recv['@regex'] === 'string') {
      const re = safeRegex(recv['@regex']);
      const text = String(arg(0));
      if (name === 'matches') return re.test(text);
      if (name === 'search') return re.exec(text)?.[0] ?? null;
      if (name === 'split') return regexSplit(recv['@regex'], text, plain.length > 1 ? arg(1) : 0);
      if (name === 'replace') return regexReplace(recv['@regex'], text, arg(1), plain.length > 2 ? arg(2) : 0);
    }
    throw noMethod(name, recv);
  }
}

// V8's linear-time regex engine (the `l` flag): a template's pattern never backtracks.
setFlagsFromString('--enable-experimental-regexp-engine');

/** A user regex run on V8's linear-time engine: a template's pattern never hangs the process. */
function safeRegex(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'l');
  } catch {
    throw new YaqlError('YaqlUnsupported', `regular expression ${pattern} needs backtracking, which overcat does not run`);
  }
}

/** A value as yaql's list() takes it: a generator's items (generators among them taken apart too), anything else itself. */
function ungenerated(v: unknown): unknown[] {
  return Array.isArray(v) && generators.has(v) ? v.flatMap(ungenerated) : [v];
}

/**
 * yaql's `regex.split(string, maxSplit => 0)` (and `string.split(regex)`): Python's re.split, each
 * match's groups put in between the pieces (None for a group that took no part), an empty match
 * splitting too but never twice at one place, at most maxSplit splits (0: no limit; below 0: none).
 */
function regexSplit(pattern: string, text: string, maxSplit: unknown): unknown[] {
  if (typeof maxSplit !== 'number' || !Number.isInteger(maxSplit)) throw noMethod('split', { '@regex': pattern });
  const re = new RegExp(safeRegex(pattern).source, 'gl');
  const out: unknown[] = [];
  let last = 0;
  let mustAdvance = false;
  for (let splits = 0; maxSplit === 0 || splits < maxSplit; splits++) {
    re.lastIndex = last;
    let m = re.exec(text);
    // sre's must_advance: after an empty match the next one may not be empty at the same place.
    if (m && mustAdvance && m.index === last && m[0] === '') {
      if (last >= text.length) break;
      re.lastIndex = last + 1;
      m = re.exec(text);
    }
    if (!m) break;
    out.push(text.slice(last, m.index), ...m.slice(1).map((g) => g ?? null));
    mustAdvance = m[0] === '';
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

/**
 * yaql's `regex.replace(string, repl, count => 0)` (and `string.replace(regex, repl, count)`):
 * Python's re.sub, the replacement read as its template (`\\1`, `\\g<1>`, `\\g<name>`; a group
 * that took no part is empty), at most `count` replacements (0: all).
 */
function regexReplace(pattern: string, text: string, repl: unknown, count: unknown): string {
  if (typeof repl !== 'string' || typeof count !== 'number' || !Number.isInteger(count)) throw noMethod('replace', { '@regex': pattern });
  const re = new RegExp(safeRegex(pattern).source, 'gl');
  let done = 0;
  return text.replace(re, (...m: unknown[]) => {
    // The callback's arguments: the match, its groups, the offset, the text (and named groups, if any).
    const named = typeof m[m.length - 1] === 'object' && m[m.length - 1] !== null;
    const groups = m.slice(0, named ? -3 : -2) as Array<string | undefined>;
    if (count > 0 && done >= count) return groups[0]!;
    done += 1;
    return expandTemplate(repl, groups);
  });
}

/** Python's re template expansion of `repl` for one match (groups[0] the whole match). */
function expandTemplate(repl: string, groups: ReadonlyArray<string | undefined>): string {
  const group = (i: number) => {
    if (i >= groups.length) throw new YaqlError('error', `invalid group reference ${i}`);
    return groups[i] ?? '';
  };
  return repl.replace(/\\(g<(\w+)>|\d{1,2}|.)/gs, (whole, what: string, ref: string | undefined) => {
    if (ref !== undefined) {
      if (/^\d+$/.test(ref)) return group(Number(ref));
      throw new YaqlError('YaqlUnsupported', `named group ${ref}`);
    }
    if (/^\d/.test(what)) return group(Number(what));
    const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v', a: '\x07', b: '\b', '\\': '\\' };
    if (Object.hasOwn(escapes, what)) return escapes[what]!;
    if (/[A-Za-z]/.test(what)) throw new YaqlError('error', `bad escape \\${what}`);
    return whole;
  });
}

function stringMethod(name: string, s: string, args: unknown[]): unknown {
  switch (name) {
    case 'split':
    case 'rightSplit': {
      if (name === 'split' && isDict(args[0]) && typeof args[0]['@regex'] === 'string') return regexSplit(args[0]['@regex'], s, args[1] ?? 0);
      const sep = args[0] === undefined || args[0] === null ? undefined : String(args[0]);
      const max = args[1] === undefined ? -1 : Number(args[1]);
      if (sep === undefined) return s.trim().split(/\s+/).filter(Boolean);
      const parts = s.split(sep);
      if (max < 0 || parts.length <= max + 1) return parts;
      return name === 'split' ? [...parts.slice(0, max), parts.slice(max).join(sep)] : [parts.slice(0, parts.length - max).join(sep), ...parts.slice(parts.length - max)];
    }
    case 'startsWith':
      return args.some((a) => s.startsWith(String(a)));
    case 'endsWith':
      return args.some((a) => s.endsWith(String(a)));
    case 'toLower':
      return s.toLowerCase();
    case 'toUpper':
      return s.toUpperCase();
    case 'replace':
      if (isDict(args[0]) && typeof args[0]['@regex'] === 'string') return regexReplace(args[0]['@regex'], s, args[1], args[2] ?? 0);
      return s.split(String(args[0])).join(String(args[1]));
    case 'format':
      // Python's str.format: each argument as str() prints it (False, None, a tuple's repr).
      return s.replace(/\{(\d*)\}/g, (_m, i: string, offset: number) => {
        const v = args[i === '' ? s.slice(0, offset).split('{}').length - 1 : Number(i)];
        return pyStr(v);
      });
    case 'matches':
      return safeRegex(String(args[0])).test(s);
    case 'trim':
      return s.trim();
    case 'len':
      return [...s].length;
    default:
      throw noMethod(name, s);
  }
}

function attribute(obj: unknown, name: string): unknown {
  if (isDict(obj)) {
    if (!Object.hasOwn(obj, name)) throw new YaqlError('KeyError', `'${name}'`);
    return obj[name];
  }
  // `list.attr` selects the attribute of every item.
  if (Array.isArray(obj)) return obj.map((x) => attribute(x, name));
  // Anything else is asked for a property, and yaql has none registered.
  throw new YaqlError('NoFunctionRegisteredException', `Unknown function "#property#${name}"`);
}

/**
 * Evaluates `expression` with `$` bound to `root`; throws YaqlSyntaxError or YaqlError. With
 * `deployment`, Fuel's deployment functions are defined (task conditions), otherwise not (Heat).
 * An integral float result comes boxed (YaqlFloat); one inside a list or map is spelled there.
 */
export function evaluateYaql(expression: string, root: unknown, deployment?: DeploymentContext): unknown {
  const node = parseYaql(expression);
  const budget = { steps: LIMITS.steps };
  return outOfYaql(output(new Evaluator(budget, deployment).eval(node, { root: intoYaql(root), vars: new Map(), budget })));
}
