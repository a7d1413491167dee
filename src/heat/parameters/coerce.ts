// One parameter's value as Heat's Parameter classes handle it: the typed value (`value()`), the
// value check (`_validate`) and the schema check (`Schema.validate`: constraint types, default).
import { deepClone, isHash } from '../../data/value.js';
import { carryValues } from '../../yaml/python-spelling.js';
import { CONSTRAINT_CLASS, type ParameterSchema } from './schema.js';
import { constraintFailure, constraintSuitsType, type CheckContext } from './constraints.js';
import { pyJsonLoads } from './py-json.js';
import { boolFromString, PythonError, pyStr, pyStrItems, pyTypeName, strToNum, unboxed } from './python.js';

/** Why a value (or schema) fails: Heat's message, or the Python error Heat's code raises (HTTP 500). */
export type ValueFailure = { kind: 'invalid'; reason: string } | { kind: 'crash'; pyClass: string; message: string };

/** CommaDelimitedListParam.parse. */
function parseList(raw: unknown): string[] {
  if (Array.isArray(raw)) return pyStrItems(raw);
  if (typeof raw !== 'string') throw new PythonError('ValueError', `Value must be a comma-delimited list string: '${pyTypeName(raw)}' object has no attribute 'split'`);
  return raw === '' ? [] : raw.split(',');
}

/** deepClone, every integral float (2.0) still spelled as one, as the JSON round trip keeps it. */
function cloneData(v: unknown): unknown {
  const copy = deepClone(v);
  const carry = (to: unknown, from: unknown): void => {
    if (Array.isArray(to) && Array.isArray(from)) {
      carryValues(to, from);
      to.forEach((x, i) => carry(x, from[i]));
    } else if (isHash(to) && isHash(from)) {
      carryValues(to, from);
      for (const k of Object.keys(to)) carry(to[k], from[k]);
    }
  };
  carry(copy, v);
  return copy;
}

/** JsonParam.parse: non-strings go through a JSON round trip; an empty string stays "". */
function parseJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return cloneData(unboxed(raw));
  if (raw === '') return raw;
  try {
    return pyJsonLoads(raw);
  } catch (e) {
    if (e instanceof PythonError) throw new PythonError('ValueError', `Value must be valid JSON: ${e.message}`);
    throw e;
  }
}

/**
 * Heat's coercion of a raw value (env file, -P string, default) to the parameter's type, as its
 * `value()` does: "1_000" → 1000 for a number, "yes" → true, "a, b" → ["a", " b"], JSON text
 * parsed, anything str()-ed for a string. Throws PythonError where Heat's value() raises.
 */
export function typedValue(schema: ParameterSchema, raw: unknown): unknown {
  switch (schema.type) {
    case 'number':
      return strToNum(raw);
    case 'boolean':
      return boolFromString(pyStr(raw));
    case 'string':
      return pyStr(raw);
    case 'comma_delimited_list':
      return parseList(raw);
    case 'json':
      return parseJson(raw);
  }
}

/**
 * A parameter whose `value()` raises in Heat (no value, or one its type cannot parse). Heat reads
 * parameters unvalidated while it builds a stack's resources (before Stack.validate checks them):
 * a function reading this one fails with the error.
 */
export class UnreadableValue {
  constructor(
    readonly heatClass: string,
    readonly message: string,
  ) {}
}

/**
 * Parameter.value() of a parameter not yet validated: `raw` is its user value, else its
 * parameter_defaults or template default (undefined or null: none). A boolean parses str(None);
 * the other types have no value then.
 */
export function unvalidatedValue(schema: ParameterSchema, raw: unknown): unknown {
  if ((raw === undefined || raw === null) && schema.type !== 'boolean') return new UnreadableValue('UserParameterMissing', `The Parameter (${schema.name}) was not provided.`);
  try {
    return typedValue(schema, raw ?? null);
  } catch (e) {
    if (!(e instanceof PythonError)) throw e;
    return new UnreadableValue(e.pyClass, e.message);
  }
}

function checked(run: () => string | undefined): ValueFailure | undefined {
  try {
    const reason = run();
    return reason === undefined ? undefined : { kind: 'invalid', reason };
  } catch (e) {
    if (!(e instanceof PythonError)) throw e;
    return e.pyClass === 'ValueError' ? { kind: 'invalid', reason: e.message } : { kind: 'crash', pyClass: e.pyClass, message: e.message };
  }
}

/** Parameter._validate for the raw value: the type's parse, then the constraints. */
export function valueFailure(schema: ParameterSchema, raw: unknown, ctx: CheckContext): ValueFailure | undefined {
  // Coercion errors (ValueError and TypeError alike) are Heat's validation messages.
  let checkedValue = raw;
  try {
    if (schema.type === 'number') strToNum(raw);
    else if (schema.type === 'boolean') boolFromString(raw);
    else if (schema.type === 'comma_delimited_list') checkedValue = parseList(raw);
    else if (schema.type === 'json') checkedValue = parseJson(raw);
  } catch (e) {
    if (!(e instanceof PythonError)) throw e;
    return { kind: 'invalid', reason: e.message };
  }
  return checked(() => constraintFailure(schema, checkedValue, ctx));
}

/** Schema.validate: every constraint suits the type, and the template default meets the constraints. */
export function schemaFailure(schema: ParameterSchema, ctx: CheckContext): ValueFailure | undefined {
  for (const c of schema.constraints) {
    if (!constraintSuitsType(c, schema.type)) return { kind: 'invalid', reason: `${CONSTRAINT_CLASS[c.kind]} constraint invalid for ${schema.type}` };
  }
  const d = schema.default;
  if (d === undefined || d === null) return undefined;
  let value = d;
  if (schema.type === 'comma_delimited_list') {
    // The default is split with str.split (so "" is [""]), not the parameter's own parse.
    if (Array.isArray(d)) value = pyStrItems(d);
    else if (typeof d === 'string') value = d.split(',');
    else return { kind: 'invalid', reason: `Default must be a comma-delimited list string: '${pyTypeName(d)}' object has no attribute 'split'` };
  }
  // Custom constraints are skipped here, and Python errors become part of the message.
  let reason: string | undefined;
  try {
    reason = constraintFailure(schema, value, ctx, true);
  } catch (e) {
    if (!(e instanceof PythonError)) throw e;
    reason = e.message;
  }
  return reason === undefined ? undefined : { kind: 'invalid', reason: `Invalid default ${pyStr(d)} (${reason})` };
}
