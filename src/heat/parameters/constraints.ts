// Checks one parameter value against its constraints as heat.engine.constraints does, with
// Heat's failure messages (a constraint's description replaces the message).
import type { HeatParameterType } from '../../merge/heat-strategies.js';
import { checkCustomConstraint, type ConstraintClock } from './custom-constraints.js';
import { compilePattern } from './pattern.js';
import { boolFromString, pyEquals, pyJsonDumps, pyLen, pyMember, pyMod, PythonError, pyStr, pyTypeName, strToNum, strToNumIsFloat } from './python.js';
import { truthy } from '../../data/value.js';
import type { ParameterConstraint } from './schema.js';

/** Which constraint kinds suit which type (the constraint classes' valid_types). */
const VALID_TYPES: Record<ParameterConstraint['kind'], readonly HeatParameterType[]> = {
  length: ['string', 'comma_delimited_list', 'json'],
  range: ['number'],
  modulo: ['number'],
  allowed_values: ['string', 'number', 'boolean', 'comma_delimited_list'],
  allowed_pattern: ['string'],
  custom_constraint: ['string', 'number', 'boolean', 'comma_delimited_list'],
};

export function constraintSuitsType(c: ParameterConstraint, type: HeatParameterType): boolean {
  return VALID_TYPES[c.kind].includes(type);
}

/** Something a constraint check could not decide offline (reported as a warning, not a failure). */
export interface Unchecked {
  constraint: ParameterConstraint;
  reason: 'custom' | 'pattern';
  detail: string;
}

/** What a check needs besides the value: where to note the undecided, and the clock. */
export interface CheckContext {
  unchecked: Unchecked[];
  clock?: ConstraintClock;
}

/** A resource property's data type (properties.Schema), which constraints are checked in too. */
export type PropertyType = 'String' | 'Integer' | 'Number' | 'Boolean' | 'Map' | 'List' | 'Any';

/** What a constraint check needs of the schema: its type (a parameter's or a property's) and constraints. */
export interface ConstrainedSchema {
  type: HeatParameterType | PropertyType;
  constraints: readonly ParameterConstraint[];
}

/** Schema.to_schema_type: the value compared against allowed_values. */
function toSchemaType(type: HeatParameterType | PropertyType, value: unknown): unknown {
  try {
    if (type === 'Integer') {
      if (strToNumIsFloat(value)) throw new PythonError('ValueError', 'not an integer');
      return strToNum(value);
    }
    if (type === 'number' || type === 'Number') return strToNum(value);
    if (type === 'string' || type === 'String') return pyStr(value);
    if (type === 'boolean' || type === 'Boolean') return boolFromString(pyStr(value));
  } catch (e) {
    if (e instanceof PythonError && e.pyClass === 'ValueError') throw new PythonError('ValueError', `Value "${pyStr(value)}" is invalid for data type "${type}".`);
    throw e;
  }
  return value;
}

function bounds(c: { text: { min: string; max: string } }): string {
  return `(min: ${c.text.min}, max: ${c.text.max})`;
}

function within(n: number | boolean, c: { min: number | null; max: number | null }): boolean {
  const x = Number(n);
  return (c.min === null || !(x < c.min)) && (c.max === null || !(x > c.max));
}

/**
 * Constraint._is_valid + _err_msg: undefined when the value passes, else Heat's message.
 * A ValueError inside the check is Heat's message too; a TypeError escapes (PythonError).
 */
function failure(c: ParameterConstraint, value: unknown, schema: ConstrainedSchema, ctx: CheckContext): string | undefined {
  switch (c.kind) {
    case 'range':
      return within(strToNum(value), c) ? undefined : `${pyStr(value)} is out of range ${bounds(c)}`;
    case 'length': {
      const n = pyLen(value);
      return within(n, c) ? undefined : `length (${n}) is out of range ${bounds(c)}`;
    }
    case 'modulo':
      return pyMod(Number(strToNum(value)), c.step) === c.offset ? undefined : `${pyStr(value)} is not a multiple of ${c.step} with an offset of ${c.offset}`;
    case 'allowed_values': {
      let ok: boolean;
      if (Array.isArray(value)) ok = value.every((v) => c.values.some((a) => pyEquals(v, a)));
      else {
        const allowed = c.values.map((a) => toSchemaType(schema.type, a));
        const typed = toSchemaType(schema.type, value);
        ok = allowed.some((a) => pyEquals(typed, a));
      }
      return ok ? undefined : `${pyJsonDumps(value)} is not an allowed value [${c.values.map((_, i) => pyJsonDumps(pyMember(c.values, i))).join(', ')}]`;
    }
    case 'allowed_pattern': {
      if (typeof value !== 'string') throw new PythonError('TypeError', `expected string or bytes-like object, got '${pyTypeName(value)}'`);
      const p = compilePattern(c.pattern);
      if (!p.ok) {
        ctx.unchecked.push({ constraint: c, reason: 'pattern', detail: p.reason });
        return undefined;
      }
      return p.test(value) ? undefined : `"${value}" does not match pattern "${c.pattern}"`;
    }
    case 'custom_constraint': {
      const r = checkCustomConstraint(c.name, value, ctx.clock);
      if (r === 'unknown') {
        ctx.unchecked.push({ constraint: c, reason: 'custom', detail: pyStr(c.name) });
        return undefined;
      }
      return r;
    }
  }
}

/**
 * Schema.validate_constraints: the first failing constraint's message (its description when it has
 * one), or undefined. `skipCustom` is the default check, which Heat runs without custom constraints.
 * Throws PythonError(TypeError) where Heat's own code raises one.
 */
export function constraintFailure(schema: ConstrainedSchema, value: unknown, ctx: CheckContext, skipCustom = false): string | undefined {
  for (const c of schema.constraints) {
    if (skipCustom && c.kind === 'custom_constraint') continue;
    let message: string | undefined;
    try {
      message = failure(c, value, schema, ctx);
    } catch (e) {
      if (e instanceof PythonError && e.pyClass === 'ValueError') return e.message;
      throw e;
    }
    if (message !== undefined) return truthy(c.description) ? pyStr(c.description) : message;
  }
  return undefined;
}
