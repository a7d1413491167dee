// What evaluating HOT functions works with: a parsed call, a value only a live cloud knows
// (get_resource, get_attr, ...), the "leave this item out" of a two-argument `if`, Heat's errors.
import { isHash, type DataHash } from '../../../data/value.js';
import { mapDataValues } from '../../../data/key-order.js';
import { carryKeys, carryValues } from '../../../yaml/python-spelling.js';
import { YaqlSet } from '../../../yaql/evaluate.js';
import { UnreadableValue } from '../../parameters/coerce.js';
import { PyFloat, PythonError, pyJsonDumps, pyMember, pyRepr } from '../../parameters/python.js';
import type { FunctionKind } from '../function-table.js';

/** An exception Heat raises: its class (ValueError, StackValidationFailed, ...) and str(). */
export class HeatError extends Error {
  constructor(
    readonly heatClass: string,
    message: string,
  ) {
    super(message);
  }
}

/** A parsed function call (Heat's Function object); `path` is where Heat says it is (`resources.r.properties.a.list_join`). */
export class Fn {
  constructor(
    readonly name: string,
    readonly kind: FunctionKind | 'invalid',
    readonly args: unknown,
    readonly path: string,
  ) {}
}

/** A value that needs a live stack; `snippet` shows it, `resources` are the resources it needs. */
export class Symbolic {
  constructor(
    readonly snippet: DataHash,
    readonly resources: readonly string[],
  ) {}
}

/** IfNullable's Ellipsis: the enclosing list item or map entry is left out. */
export const ELIDED: unique symbol = Symbol('elided');

/** A Symbolic anywhere inside `v` (the resources it needs), or undefined when `v` is plain data. */
export function symbolicIn(v: unknown): string[] | undefined {
  if (v instanceof Symbolic) return [...v.resources];
  let out: string[] | undefined;
  const add = (x: unknown) => {
    const r = symbolicIn(x);
    if (r) out = [...(out ?? []), ...r];
  };
  if (Array.isArray(v)) v.forEach(add);
  else if (isHash(v)) Object.values(v).forEach(add);
  return out;
}

/** The data form of a value: Symbolic shown as its snippet. */
export function shown(v: unknown): unknown {
  if (v instanceof Symbolic) return shown(v.snippet);
  if (v instanceof PyFloat) return v.value;
  // A set (yaql's keys()) stays one: it is no list to Heat.
  if (v instanceof YaqlSet) return YaqlSet.from(v, shown);
  if (Array.isArray(v)) {
    const out = v.map(shown);
    carryValues(out, v);
    return out;
  }
  if (isHash(v)) {
    const out = mapDataValues(v, shown);
    carryKeys(out, v);
    carryValues(out, v);
    return out;
  }
  return v;
}

/** Python: a Sequence that is not a str (list); Heat's many "must be a list" checks. */
export const isList = (v: unknown): v is unknown[] => Array.isArray(v);

/** jsonutils.dumps(v, sort_keys=True). */
export function jsonSorted(v: unknown): string {
  const sort = (x: unknown): unknown => {
    if (!Array.isArray(x) && !isHash(x)) return x;
    const out = Array.isArray(x) ? x.map(sort) : Object.fromEntries(Object.keys(x).sort().map((k) => [k, sort(x[k])]));
    // An integral float (`2.0`) is still dumped as one.
    carryValues(out, x);
    return out;
  };
  return pyJsonDumps(sort(v));
}

/** A Python exception raised by overcat's Python helpers (int(), sorted()) as the error Heat sees. */
export const asHeatError = (e: unknown) => (e instanceof PythonError ? new HeatError(e.pyClass, e.message) : e);

export const typeError = (message: string) => new HeatError('TypeError', message);
export const valueError = (message: string) => new HeatError('ValueError', message);
/** str() of a KeyError is the repr of its message. */
export const keyError = (message: string) => new HeatError('KeyError', pyRepr(message));

/**
 * A parameter's value; one whose value() raises in Heat (read before validation) throws its error.
 * A number Python holds as a float (16.0) comes boxed (PyFloat), for the resolver to spell it.
 */
export function readParameter(parameters: DataHash, name: string): unknown {
  const v = pyMember(parameters, name);
  if (v instanceof UnreadableValue) throw new HeatError(v.heatClass, v.message);
  return v;
}
