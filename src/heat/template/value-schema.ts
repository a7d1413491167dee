// A resource property's value read as Heat's Property.get_value reads it against the type's
// schema (heat-value-schemas.generated.ts): converted to the property's data type (Integer,
// String, Map, ...), its constraints checked, and a Map's or List's members read through their
// own schema as a nested Properties.validate does, with Heat's messages and error paths.
import { isHash, type DataHash } from '../../data/value.js';
import { dataKeys } from '../../data/key-order.js';
import { constraintFailure } from '../parameters/constraints.js';
import { isLocalConstraint } from '../parameters/custom-constraints.js';
import { pyInt, pyJsonDumps, PythonError, pyRepr, pyStr, strToNum } from '../parameters/python.js';
import type { ParameterConstraint } from '../parameters/schema.js';

/** A generated constraint: the parameter checker's shape, without a template path. */
export type ValueConstraint = ParameterConstraint extends infer C ? (C extends unknown ? Omit<C, 'path'> : never) : never;

/** One property's schema as heat.engine.properties.Schema holds it. */
export interface ValueSchema {
  type: 'String' | 'Integer' | 'Number' | 'Boolean' | 'Map' | 'List' | 'Any';
  default?: unknown;
  required?: boolean;
  implemented?: boolean;
  /** allow_conversion: a Map takes a string or list (as JSON), a List a comma-delimited string. */
  conversion?: boolean;
  constraints?: readonly ValueConstraint[];
  /** A Map's members by name. */
  schema?: Readonly<Record<string, ValueSchema>>;
  /** A List's members. */
  items?: ValueSchema;
}

/**
 * A resource type's schemas; `unchecked`: the properties its translation rules may rewrite first,
 * by the given property that brings the rule ('': whatever is given).
 */
export interface TypeValueSchemas {
  properties: Readonly<Record<string, ValueSchema>>;
  updatePolicy: Readonly<Record<string, ValueSchema>>;
  unchecked?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The custom constraints asking a cloud service (nova.flavor, glance.image, …) that a given
 * property's value would meet, at any depth of its schema: Heat checks them against the live
 * service, overcat cannot.
 */
export function cloudConstraints(schema: ValueSchema): string[] {
  const own = (schema.constraints ?? []).flatMap((c) => (c.kind === 'custom_constraint' && !isLocalConstraint(c.name) ? [String(c.name)] : []));
  const members = [...Object.values(schema.schema ?? {}), ...(schema.items ? [schema.items] : [])];
  return [...new Set([...own, ...members.flatMap(cloudConstraints)])];
}

/** Heat's refusal of a value: StackValidationFailed's path below the property, and its message. */
export class PropertyFault extends Error {
  constructor(
    readonly path: ReadonlyArray<string | number>,
    message: string,
  ) {
    super(message);
  }
}

/** HeatExceptionWithPath: `a.b[0].c` (an int or all-digit item is indexed). */
export function faultPath(path: ReadonlyArray<string | number>): string {
  let out = '';
  for (const item of path) {
    if (typeof item === 'number' || /^\d+$/.test(item)) out += `[${item}]`;
    else out += out === '' ? item : `.${item}`;
  }
  return out;
}

/** `x or y` of the `has_default() and default() or <empty>` idiom. */
function orEmpty(schema: ValueSchema, empty: unknown): unknown {
  const d = schema.default;
  const truthy = d !== undefined && d !== null && d !== false && d !== 0 && d !== '' && !(Array.isArray(d) && d.length === 0) && !(isHash(d) && dataKeys(d).length === 0);
  return truthy ? d : empty;
}

/** A Python error raised while converting: its message (a TypeError's too, as Heat re-raises it). */
function plain(message: string): PropertyFault {
  return new PropertyFault([], message);
}

/** param_utils.delim_string_to_list: split at commas, the items not stripped. */
function delimited(s: string): string[] {
  return s === '' ? [] : s.split(',');
}

/**
 * Property.get_value: `value` (None when given as null) converted to the schema's type; with
 * `validate` the constraints and the members' own schemas checked too (Properties.validate).
 * Throws PropertyFault.
 */
export function propertyValue(schema: ValueSchema, value: unknown, validate: boolean): unknown {
  try {
    const out = converted(schema, value, validate);
    // A custom constraint overcat cannot decide offline (one asking a cloud service) passes.
    const message = validate && schema.constraints?.length ? constraintFailure({ type: schema.type, constraints: schema.constraints.map((c) => ({ ...c, path: [] })) }, out, { unchecked: [] }) : undefined;
    if (message !== undefined) throw plain(message);
    return out;
  } catch (e) {
    if (e instanceof PythonError) throw plain(e.message);
    throw e;
  }
}

function converted(schema: ValueSchema, value: unknown, validate: boolean): unknown {
  switch (schema.type) {
    case 'String': {
      const v = value === null || value === undefined ? orEmpty(schema, '') : value;
      if (typeof v === 'string') return v;
      if (typeof v === 'boolean' || (typeof v === 'number' && Number.isInteger(v))) return pyStr(v);
      throw plain(`Value must be a string; got ${pyRepr(v)}`);
    }
    case 'Integer': {
      const v = value === null || value === undefined ? orEmpty(schema, 0) : value;
      try {
        return pyInt(v);
      } catch (e) {
        if (e instanceof PythonError && e.pyClass === 'ValueError') throw plain(`Value '${pyStr(v)}' is not an integer`);
        throw e;
      }
    }
    case 'Number':
      return strToNum(value === null || value === undefined ? orEmpty(schema, 0) : value);
    case 'Boolean': {
      const v = value === null || value === undefined ? orEmpty(schema, false) : value;
      if (typeof v === 'boolean') return v;
      if (typeof v === 'string') {
        const lowered = v.toLowerCase();
        if (lowered !== 'true' && lowered !== 'false') throw plain(`"${lowered}" is not a valid boolean`);
        return lowered === 'true';
      }
      throw plain(`"${pyStr(v)}" is not a valid boolean`);
    }
    case 'Map': {
      const v = value === null || value === undefined ? (schema.default ?? {}) : value;
      if (!isHash(v)) {
        if (schema.conversion && typeof v === 'string') return v;
        if (schema.conversion && Array.isArray(v)) return pyJsonDumps(v);
        throw plain(`"${pyStr(v)}" is not a map`);
      }
      return schema.schema ? members(schema.schema, v, validate) : v;
    }
    case 'List': {
      let v = value === null || value === undefined ? orEmpty(schema, []) : value;
      if (schema.conversion && typeof v === 'string') v = delimited(v);
      if (!Array.isArray(v)) throw plain(`"${pyRepr(v)}" is not a list`);
      if (!schema.items) return v;
      const items = schema.items;
      const byIndex = Object.fromEntries(v.map((_, i) => [String(i), items]));
      const read = members(byIndex, Object.fromEntries(v.map((x, i) => [String(i), x])), validate);
      return v.map((_, i) => read[String(i)]);
    }
    default:
      return value;
  }
}

/**
 * A member Properties of a Map or List: with `validate` Properties.validate (unknown names, each
 * member's value with its path, unimplemented ones); each member's value read, a required one
 * missing refused.
 */
function members(schemata: Readonly<Record<string, ValueSchema>>, given: DataHash, validate: boolean): DataHash {
  if (validate) {
    const unknown = dataKeys(given).find((k) => !Object.hasOwn(schemata, k));
    if (unknown !== undefined) throw plain(`Unknown Property ${unknown}`);
  }
  const out: DataHash = {};
  for (const [key, schema] of Object.entries(schemata)) {
    const found = Object.hasOwn(given, key);
    try {
      if (found) out[key] = propertyValue(schema, given[key], validate);
      else if (schema.default !== undefined && schema.default !== null) out[key] = propertyValue(schema, null, validate);
      else if (schema.required) throw plain(`Property ${key} not assigned`);
      else out[key] = null;
    } catch (e) {
      if (!(e instanceof PropertyFault)) throw e;
      // Only a validating read names the member (a missing required one is named by its parent).
      throw validate && found ? new PropertyFault([listKey(key), ...e.path], e.message) : e;
    }
    if (validate && schema.implemented === false && found) throw plain(`Property ${key} not implemented yet`);
  }
  return out;
}

/** A List member's name is its index (an int in Heat's path). */
function listKey(key: string): string | number {
  return /^\d+$/.test(key) ? Number(key) : key;
}
