// Resolving a parsed snippet as Heat's function.resolve does, offline: every function whose value
// is knowable without a cloud is computed; get_resource, get_attr, resource_facade (and the CFN
// functions of 2013-05-23, and yaql until it is evaluated) stay symbolic, naming what they need.
import { isHash, type DataHash } from '../../../data/value.js';
import { dataEntries, hasKeyOrder, putKey } from '../../../data/key-order.js';
import { carryKeys, carryMember, carryValues, spellFloat, valueSpelling } from '../../../yaml/python-spelling.js';
import { PyFloat, pyEquals, pyInt, pyMember, pyStr, unboxed } from '../../parameters/python.js';
import { contains, filter, listConcat, mapMerge, mapReplace, repeat, valueKey } from './collections.js';
import { digest, listJoin, makeUrl, strReplace, strSplit } from './strings.js';
import { cfnResult } from './cfn.js';
import { yaqlResult, YaqlNotEvaluated } from './yaql.js';
import { ELIDED, Fn, HeatError, readParameter, shown, Symbolic, symbolicIn, typeError, valueError } from './values.js';

export interface ResolveContext {
  /** Typed parameter values, pseudo parameters included. */
  parameters: DataHash;
  files: Readonly<Record<string, string>>;
  /** Decides a condition name or boolean (and, or, not inside conditions). */
  condition(name: unknown): boolean;
  /** Collects where a yaql expression was left symbolic (overcat's evaluator cannot run it). */
  notEvaluated?: Set<string>;
  /**
   * Resolve as Heat does while it validates a new stack, its resources not yet created:
   * get_resource is the resource's name, get_attr None.
   */
  beforeCreate?: boolean;
  /** The stack has no parent resource (not a nested stack): resource_facade fails as Heat's does. */
  topLevel?: boolean;
}

/** function.resolve: maps and lists drop left-out items; a left-out top-level value is None. */
export function resolveSnippet(v: unknown, ctx: ResolveContext, nullable = false): unknown {
  return unboxed(resolveValue(v, ctx, nullable));
}

/** resolveSnippet of a value that stands alone (an output's): a float Python holds comes boxed (PyFloat), for its holder to spell. */
export function resolveBoxed(v: unknown, ctx: ResolveContext): unknown {
  return resolveValue(v, ctx);
}

/**
 * A resolved member put into a list or map being built: a float Python holds (16.0, boxed by
 * get_param) is stored as a number spelled as a float there.
 */
function putMember(container: unknown[] | DataHash, key: string | number, value: unknown, ordered = true): void {
  const v = unboxed(value);
  if (Array.isArray(container)) container[key as number] = v;
  else if (ordered) putKey(container, key as string, v);
  else container[key as string] = v;
  if (value instanceof PyFloat) spellFloat(container, key, value.value);
}

/** resolveSnippet, except that a float a function gave stays boxed (PyFloat) for its container. */
function resolveValue(v: unknown, ctx: ResolveContext, nullable = false): unknown {
  if (v === ELIDED) return nullable ? ELIDED : null;
  if (v instanceof PyFloat) return v;
  if (v instanceof Fn) {
    const r = call(v, ctx);
    return r === ELIDED && !nullable ? null : r;
  }
  if (Array.isArray(v)) return inGenerator(() => resolveList(v, ctx));
  if (isHash(v)) return inGenerator(() => resolveMap(v, ctx));
  return v;
}

/**
 * function.resolve takes a list or map apart in a generator expression: a StopIteration raised
 * inside it (yaql's first() of nothing) leaves it as Python's RuntimeError (PEP 479).
 */
function inGenerator<T>(resolve: () => T): T {
  try {
    return resolve();
  } catch (e) {
    if (e instanceof HeatError && e.heatClass === 'StopIteration') throw new HeatError('RuntimeError', 'generator raised StopIteration');
    throw e;
  }
}

/** A list's items resolved, left-out ones dropped; an integral float (`2.0`) stays spelled as one. */
function resolveList(v: unknown[], ctx: ResolveContext): unknown[] {
  const out: unknown[] = [];
  v.forEach((x, i) => {
    const r = resolveValue(x, ctx, true);
    if (r === ELIDED) return;
    // A literal keeps its spelling (2.0), as a float a function gave gets one.
    out.push(unboxed(r));
    carryMember(out, out.length - 1, v, i, undefined);
    if (r instanceof PyFloat) spellFloat(out, out.length - 1, r.value);
  });
  return out;
}

function resolveMap(v: DataHash, ctx: ResolveContext): DataHash {
  const out: DataHash = {};
  // (putKey: a map keeps its key order, integer-like keys included, as Heat's dicts do.)
  const ordered = hasKeyOrder(v);
  for (const [k, x] of ordered ? dataEntries(v) : Object.entries(v)) {
    const r = resolveValue(x, ctx, true);
    if (r === ELIDED) continue;
    putMember(out, k, r, ordered);
  }
  carryKeys(out, v);
  carryValues(out, v);
  return out;
}

/**
 * The functions whose Heat class takes its arguments apart when it is built and resolves each
 * part by itself: a part that is a left-out `if` is then None (function.resolve of a function,
 * not nullable), where resolving the arguments whole (get_param, digest, map_merge, ...) leaves
 * it out of its list or map.
 */
const PARTED: ReadonlySet<Fn['kind']> = new Set(['yaql', 'str_replace', 'str_replace_json', 'str_replace_strict', 'str_replace_vstrict', 'list_join', 'list_join_multiple', 'repeat', 'repeat_with_map', 'repeat_nested_loop', 'filter', 'contains', 'equals']);

/** The arguments as a PARTED function resolves them: each top-level part on its own. */
function resolveParts(kind: Fn['kind'], raw: unknown, ctx: ResolveContext): unknown {
  if (Array.isArray(raw)) {
    // JoinMultiple keeps its lists as one list (args[1:]), resolved whole: a left-out list is dropped.
    if (kind === 'list_join_multiple') return raw.length === 0 ? [] : [resolveSnippet(raw[0], ctx), ...(resolveSnippet(raw.slice(1), ctx) as unknown[])];
    const parts: unknown[] = [];
    raw.forEach((x, i) => putMember(parts, i, resolveValue(x, ctx)));
    carryValues(parts, raw);
    return parts;
  }
  if (!isHash(raw)) return resolveSnippet(raw, ctx);
  const out: DataHash = {};
  for (const [k, x] of dataEntries(raw)) putMember(out, k, resolveValue(x, ctx));
  carryKeys(out, raw);
  carryValues(out, raw);
  return out;
}

/** The call as a symbolic value: its arguments as far as they resolve, the resources it needs. */
function symbolic(fn: Fn, args: unknown, own: readonly string[] = []): Symbolic {
  return new Symbolic({ [fn.name]: shown(args) }, [...new Set([...own, ...(symbolicIn(args) ?? [])])]);
}

function call(fn: Fn, ctx: ResolveContext): unknown {
  const name = fn.name;
  const raw = fn.args;
  const resolve = (x: unknown) => resolveSnippet(x, ctx);
  switch (fn.kind) {
    case 'get_resource':
      if (ctx.beforeCreate) return pyStr(resolve(raw));
      return symbolic(fn, resolve(raw), [String(resolve(raw))]);
    case 'get_attr':
    case 'get_attr_all':
    case 'get_attr_then_select': {
      const args = resolve(raw);
      if (ctx.beforeCreate) return null;
      const target = Array.isArray(args) ? args[0] : args;
      return symbolic(fn, args, [pyStr(target)]);
    }
    case 'resource_facade': {
      const attribute = resolve(raw);
      // ResourceFacade.result reads stack.parent_resource, None in a stack of its own.
      if (ctx.topLevel && !symbolicIn(attribute)) throw new HeatError('AttributeError', `'NoneType' object has no attribute '${attribute === 'metadata' ? 'metadata_get' : 't'}'`);
      return symbolic(fn, attribute);
    }
    case 'cfn': {
      const args = resolve(raw);
      if (symbolicIn(args)) return symbolic(fn, args);
      const known = cfnResult(name, args, ctx.parameters);
      return known ? known.value : symbolic(fn, args);
    }
    case 'removed':
      // Heat refuses it at validation; what is never validated (OS::Heat::None's properties)
      // resolves to the call as written (Function.result).
      return { [name]: raw };
    case 'invalid':
      throw valueError(`The function "${name}" is invalid in this context`);
    case 'if':
    case 'if_nullable':
      // Macro.result: a left-out branch stays left out, for the container to drop.
      return resolveValue(raw, ctx, true);
    default:
  }
  const args = PARTED.has(fn.kind) ? resolveParts(fn.kind, raw, ctx) : resolve(raw);
  if (symbolicIn(args)) return symbolic(fn, args);
  switch (fn.kind) {
    case 'get_param':
      return getParam(name, args, ctx.parameters);
    case 'yaql':
      try {
        return yaqlResult(name, args);
      } catch (e) {
        if (!(e instanceof YaqlNotEvaluated)) throw e;
        ctx.notEvaluated?.add(fn.path);
        return symbolic(fn, args);
      }
    case 'get_file': {
      if (typeof args !== 'string') throw typeError(`Argument to "${name}" must be a string`);
      if (!Object.hasOwn(ctx.files, args)) throw valueError(`No content found in the "files" section for ${name} path: ${args}`);
      return ctx.files[args];
    }
    case 'str_replace':
    case 'str_replace_json':
    case 'str_replace_strict':
    case 'str_replace_vstrict': {
      const a = args as DataHash;
      const mode = { json: fn.kind !== 'str_replace', strict: fn.kind === 'str_replace_strict' || fn.kind === 'str_replace_vstrict', allowEmpty: fn.kind !== 'str_replace_vstrict' };
      return strReplace(name, mode, a.template, a.params);
    }
    case 'list_join':
    case 'list_join_multiple': {
      const [delim, ...lists] = args as unknown[];
      return listJoin(name, fn.kind === 'list_join_multiple', delim, lists);
    }
    case 'str_split':
      return strSplit(name, args);
    case 'digest':
      return digest(name, args);
    case 'make_url':
      return makeUrl(name, args);
    case 'map_merge':
      return mapMerge(name, args);
    case 'map_replace':
      return mapReplace(name, args);
    case 'repeat':
    case 'repeat_with_map':
    case 'repeat_nested_loop': {
      const a = args as DataHash;
      return repeat(name, fn.kind, a.for_each, a.template, Object.hasOwn(a, 'permutations') ? a.permutations !== false : true);
    }
    case 'filter': {
      const [values, sequence] = args as unknown[];
      return filter(name, values, sequence);
    }
    case 'list_concat':
    case 'list_concat_unique':
      return listConcat(name, fn.kind === 'list_concat_unique', args);
    case 'contains': {
      const [value, sequence] = args as unknown[];
      return contains(name, value, sequence);
    }
    case 'equals': {
      const [a, b] = args as unknown[];
      return pyEquals(a, b);
    }
    case 'not':
      return !ctx.condition(args);
    case 'and':
      return (args as unknown[]).every((x) => ctx.condition(x));
    case 'or':
      return (args as unknown[]).some((x) => ctx.condition(x));
    default:
      throw new Error(`unhandled function kind ${fn.kind}`);
  }
}

/** get_param with a path: maps by key, lists by index (numeric strings too); a miss is "". */
export function getParam(name: string, args: unknown, parameters: DataHash): unknown {
  if (!args || (Array.isArray(args) && args.length === 0) || (isHash(args) && Object.keys(args).length === 0)) throw valueError(`Function "${name}" must have arguments`);
  let param: unknown;
  let path: unknown[];
  if (typeof args === 'string') [param, path] = [args, []];
  else if (Array.isArray(args)) [param, path] = [args[0], args.slice(1)];
  else throw typeError(`Argument to "${name}" must be string or list`);
  if (typeof param !== 'string') throw typeError(`Parameter name in "${name}" must be string`);
  if (!Object.hasOwn(parameters, param)) throw new HeatError('UserParameterMissing', `The Parameter (${param}) was not provided.`);
  let v: unknown = readParameter(parameters, param);
  // functools.reduce over the path; a KeyError, IndexError or TypeError on the way gives ''.
  for (const [at, key] of path.entries()) {
    // (A float, boxed or not, is neither a Mapping nor a Sequence.)
    if ((!isHash(v) && !Array.isArray(v) && typeof v !== 'string') || v instanceof PyFloat) return '';
    // A path component is a str or an int (bool is one); a float, even one written 1.0, is neither.
    const integral = typeof key === 'boolean' || (typeof key === 'number' && Number.isInteger(key) && valueSpelling(args, at + 1) === undefined);
    if (typeof key !== 'string' && !integral) return '';
    if (isHash(v)) {
      const found = valueKey(v, key);
      if (found === undefined) return '';
      v = pyMember(v, found);
      continue;
    }
    let index: number;
    try {
      index = pyInt(key);
    } catch {
      return '';
    }
    const i = index < 0 ? v.length + index : index;
    if (i < 0 || i >= v.length) return '';
    v = typeof v === 'string' ? v[i] : pyMember(v, i);
  }
  return v;
}
