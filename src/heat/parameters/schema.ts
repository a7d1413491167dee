// Parameter schemas of a HOT template as Heat's HOTParamSchema.from_dict builds them: keys per
// version, the five types, constraints with their construction errors (reference/heat.md §8).
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { HeatParameterType } from '../../merge/heat-strategies.js';
import { isHash, truthy, type DataHash } from '../../data/value.js';
import { dataEntries } from '../../data/key-order.js';
import type { PathSegment } from '../../yaml/load.js';
import { templateLocation, type HotTemplate } from '../template/template.js';
import { hasModulo, parameterKeys } from '../template/versions.js';
import { compilePattern } from './pattern.js';
import { PythonError, pyMember, pyStr, pyTypeName, strToNum, strToNumIsFloat } from './python.js';
import { pyFloatRepr } from '../../yaml/python-spelling.js';

export const PARAMETER_TYPES: readonly HeatParameterType[] = ['string', 'number', 'comma_delimited_list', 'json', 'boolean'];

interface ConstraintBase {
  /** Replaces Heat's failure message when truthy. */
  description?: unknown;
  /** Where the constraint is written (template path). */
  path: PathSegment[];
}

export type ParameterConstraint = ConstraintBase &
  (
    | { kind: 'length' | 'range'; min: number | null; max: number | null; text: { min: string; max: string } }
    | { kind: 'modulo'; step: number; offset: number }
    | { kind: 'allowed_values'; values: unknown[] }
    | { kind: 'allowed_pattern'; pattern: string }
    | { kind: 'custom_constraint'; name: unknown }
  );

export interface ParameterSchema {
  name: string;
  type: HeatParameterType;
  description?: unknown;
  label?: unknown;
  /** The template's default; undefined (or null) means none. */
  default?: unknown;
  constraints: ParameterConstraint[];
  /** Truthiness of `hidden`, not coerced: the string "false" hides (as in Heat). */
  hidden: boolean;
  /** Truthiness of `immutable`. */
  immutable: boolean;
  tags: unknown[];
  /** OS::stack_name, OS::stack_id, OS::project_id. */
  pseudo: boolean;
  /** Template path of the definition (empty for pseudo parameters). */
  path: PathSegment[];
}

/** Heat's constraint class names, used in "<Class> constraint invalid for <type>". */
export const CONSTRAINT_CLASS: Record<ParameterConstraint['kind'], string> = {
  length: 'Length',
  range: 'Range',
  modulo: 'Modulo',
  allowed_values: 'AllowedValues',
  allowed_pattern: 'AllowedPattern',
  custom_constraint: 'CustomConstraint',
};

const CONSTRAINT_KEYS = ['description', 'length', 'range', 'modulo', 'allowed_values', 'allowed_pattern', 'custom_constraint'];

/** An InvalidSchemaError of from_dict (or the Python error escaping it), carrying the template path it is about. */
class SchemaError extends Error {
  constructor(
    message: string,
    readonly path: PathSegment[],
    readonly heatClass = 'InvalidSchemaError',
  ) {
    super(message);
  }
}

/** re.compile failing on an allowed_pattern (Heat lets the re.error escape: HTTP 500). */
class PatternError extends Error {
  constructor(
    readonly pattern: string,
    readonly reason: string,
    readonly path: PathSegment[],
  ) {
    super(reason);
  }
}

/** Schema._check_dict. */
function checkDict(value: unknown, allowed: readonly string[], entity: string, path: PathSegment[]): asserts value is DataHash {
  if (!isHash(value)) throw new SchemaError(`Invalid ${entity}, expected a mapping`, path);
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) throw new SchemaError(`Invalid key '${key}' for ${entity}`, [...path, key]);
  }
}

/** Schema.get_num: str_to_num of the bound when it is set; a bad number escapes from Heat as a Python error. */
function getNum(cdef: DataHash, key: string, path: PathSegment[]): number | null {
  const v = cdef[key];
  if (v === null || v === undefined) return null;
  try {
    return Number(strToNum(v));
  } catch (e) {
    if (e instanceof PythonError) throw new SchemaError(e.message, [...path, key], e.pyClass);
    throw e;
  }
}

function isIntegral(v: unknown): boolean {
  return typeof v === 'boolean' || (typeof v === 'number' && Number.isInteger(v));
}

/** HOTParamSchema._constraint_from_def (and the 2017-02-24 modulo): the first kind present wins. */
function constraintFromDef(c: DataHash, path: PathSegment[], modulo: boolean): ParameterConstraint {
  const base: ConstraintBase = { path };
  if (c.description !== undefined && c.description !== null) base.description = c.description;
  if (modulo && Object.hasOwn(c, 'modulo')) {
    const p = [...path, 'modulo'];
    checkDict(c.modulo, ['step', 'offset'], 'modulo constraint', p);
    const step = getNum(c.modulo, 'step', p);
    const offset = getNum(c.modulo, 'offset', p);
    if (step === null || offset === null) throw new SchemaError('A modulo constraint must have a step value and an offset value specified.', p);
    if (!Number.isInteger(step) || !Number.isInteger(offset)) throw new SchemaError('step/offset must be integer', p);
    if (step === 0) throw new SchemaError('step cannot be 0.', p);
    if (Math.abs(offset) >= Math.abs(step)) throw new SchemaError('offset must be smaller (by absolute value) than step.', p);
    if (step * offset < 0) throw new SchemaError('step and offset must be both positive or both negative.', p);
    return { ...base, kind: 'modulo', step, offset };
  }
  for (const kind of ['range', 'length'] as const) {
    if (!Object.hasOwn(c, kind)) continue;
    const p = [...path, kind];
    checkDict(c[kind], ['min', 'max'], `${kind} constraint`, p);
    // (pyMember: a bound written 2.0 is a float, for the integrality check and the messages.)
    const rawMin = pyMember(c[kind], 'min');
    const rawMax = pyMember(c[kind], 'max');
    const min = getNum(c[kind], 'min', p);
    const max = getNum(c[kind], 'max', p);
    if (min === null && max === null) throw new SchemaError(`A ${kind} constraint must have a min value and/or a max value specified.`, p);
    // Length checks integrality of the converted bounds (Python int, bool included; 2.0 is not).
    if (kind === 'length') {
      for (const [raw, n] of [[rawMin, min], [rawMax, max]] as const) {
        if (n !== null && !(isIntegral(raw) || (typeof raw === 'string' && Number.isInteger(n) && !/[.eEnN]/.test(raw)))) throw new SchemaError('min/max length must be integral', p);
      }
    }
    // Messages show str() of the converted bounds: a float stays one (2.0), None when absent.
    const text = (raw: unknown, n: number | null) => (n !== null && Number.isInteger(n) && strToNumIsFloat(raw) ? pyFloatRepr(n) : pyStr(n));
    return { ...base, kind, min, max, text: { min: text(rawMin, min), max: text(rawMax, max) } };
  }
  if (Object.hasOwn(c, 'allowed_values')) {
    const v = c.allowed_values;
    // Any Python Sequence but a string: a list (a string or a mapping is refused).
    if (!Array.isArray(v)) throw new SchemaError('AllowedValues must be a list', [...path, 'allowed_values']);
    return { ...base, kind: 'allowed_values', values: v };
  }
  if (Object.hasOwn(c, 'allowed_pattern')) {
    if (typeof c.allowed_pattern !== 'string') throw new SchemaError('AllowedPattern must be a string', [...path, 'allowed_pattern']);
    const compiled = compilePattern(c.allowed_pattern);
    if (!compiled.ok && compiled.invalid) throw new PatternError(c.allowed_pattern, compiled.reason, [...path, 'allowed_pattern']);
    return { ...base, kind: 'allowed_pattern', pattern: c.allowed_pattern };
  }
  if (Object.hasOwn(c, 'custom_constraint')) return { ...base, kind: 'custom_constraint', name: c.custom_constraint };
  throw new SchemaError('No constraint expressed', path);
}

/** HOTParamSchema.from_dict for one parameter; throws SchemaError as Heat raises InvalidSchemaError. */
function schemaFromDict(template: HotTemplate, name: string, def: unknown): ParameterSchema {
  const path: PathSegment[] = ['parameters', name];
  checkDict(def, parameterKeys(template.version), `parameter (${name})`, path);
  if (!Object.hasOwn(def, 'type')) throw new SchemaError(`Missing parameter type for parameter: ${name}`, path);
  if (Object.hasOwn(def, 'tags') && !Array.isArray(def.tags)) throw new SchemaError(`Tags property should be a list for parameter: ${name}`, [...path, 'tags']);
  const constraints: ParameterConstraint[] = [];
  if (def.constraints !== undefined && def.constraints !== null) {
    const cpath = [...path, 'constraints'];
    if (!Array.isArray(def.constraints)) throw new SchemaError(`Invalid parameter constraints for parameter ${name}, expected a list`, cpath);
    def.constraints.forEach((c: unknown, i) => {
      checkDict(c, CONSTRAINT_KEYS, 'parameter constraints', [...cpath, i]);
      constraints.push(constraintFromDef(c, [...cpath, i], hasModulo(template.version)));
    });
  }
  const type = def.type;
  if (typeof type !== 'string' || !(PARAMETER_TYPES as readonly string[]).includes(type)) throw new SchemaError(`Invalid type (${pyStr(type)})`, [...path, 'type']);
  const schema: ParameterSchema = {
    name,
    type: type as HeatParameterType,
    constraints,
    hidden: truthy(def.hidden),
    immutable: truthy(def.immutable),
    tags: Array.isArray(def.tags) ? def.tags : [],
    pseudo: false,
    path,
  };
  if (def.description !== undefined && def.description !== null) schema.description = def.description;
  if (def.label !== undefined && def.label !== null) schema.label = def.label;
  if (def.default !== undefined && def.default !== null) schema.default = pyMember(def, 'default');
  return schema;
}

/**
 * The template's parameter schemas in template order. A definition Heat refuses is reported
 * (OVC7101, Heat's message) and left out; the caller knows from the bag that something failed.
 */
export function parameterSchemas(template: HotTemplate, bag: DiagnosticBag): Map<string, ParameterSchema> {
  const out = new Map<string, ParameterSchema>();
  const section = template.data.parameters;
  // An empty section of any kind reads as {}; another that is no mapping fails at its items().
  if (!truthy(section)) return out;
  if (!isHash(section)) {
    const heatMessage = `'${pyTypeName(section)}' object has no attribute 'items'`;
    bag.report('OVC7101', { message: `Invalid parameters section, expected a mapping (Heat: ${heatMessage})` }, { location: templateLocation(template, ['parameters']), data: { heatClass: 'AttributeError', heatMessage } });
    return out;
  }
  for (const [name, def] of dataEntries(section)) {
    try {
      out.set(name, schemaFromDict(template, name, def));
    } catch (e) {
      if (e instanceof PatternError) {
        bag.report('OVC7108', { name, pattern: JSON.stringify(e.pattern), reason: e.reason }, { location: templateLocation(template, e.path) });
        continue;
      }
      if (!(e instanceof SchemaError)) throw e;
      const keyError = /^Invalid key '/.test(e.message);
      bag.report('OVC7101', { message: e.message }, { location: templateLocation(template, e.path, keyError), data: { heatClass: e.heatClass } });
    }
  }
  return out;
}

/** The type of every well-formed parameter, for the environment merge (which needs Heat's schemata). */
export function schemaTypes(schemas: ReadonlyMap<string, ParameterSchema>): Map<string, HeatParameterType> {
  return new Map([...schemas].map(([name, s]) => [name, s.type]));
}
