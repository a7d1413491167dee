// A stack's parameters from a template and a merged environment, as Heat's HOTParameters builds
// and validates them: pseudo parameters, parameters > parameter_defaults > default, each value
// checked and typed, unknown names and parameter_groups reported.
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import type { HeatParameterType } from '../../merge/heat-strategies.js';
import { isHash, type DataHash } from '../../data/value.js';
import { putKey } from '../../data/key-order.js';
import { parameterSection, templateLocation, type HotTemplate } from '../template/template.js';
import { schemaFailure, typedValue, unvalidatedValue, valueFailure, type ValueFailure } from './coerce.js';
import type { CheckContext } from './constraints.js';
import type { ConstraintClock } from './custom-constraints.js';
import { checkParameterGroups } from './groups.js';
import { pyMember, strToNumIsFloat } from './python.js';
import { keySpelling, spellFloat } from '../../yaml/python-spelling.js';
import { didYouMean } from '../../diagnostics/suggest.js';
import { parameterSchemas, schemaTypes, type ParameterSchema } from './schema.js';

export { typedValue } from './coerce.js';
export type { ParameterSchema } from './schema.js';

export interface StackIdentity {
  stackName: string;
  stackId: string;
  projectId: string;
}

export interface ResolvedParameters {
  /** Typed value per parameter, pseudo parameters first (Heat's order), then template order. */
  values: DataHash;
  schemas: ReadonlyMap<string, ParameterSchema>;
}

export interface ResolveOptions {
  /** The clock the `expiration` constraint compares with. */
  clock?: ConstraintClock;
}

function pseudo(name: string, description: string, value: string): ParameterSchema {
  return { name, type: 'string', description, default: value, constraints: [], hidden: false, immutable: false, tags: [], pseudo: true, path: [] };
}

/** HOTParameters._pseudo_parameters: OS::stack_name only when the stack has a name. */
function pseudoParameters(identity: StackIdentity): ParameterSchema[] {
  const out = [pseudo('OS::stack_id', 'Stack ID', identity.stackId), pseudo('OS::project_id', 'Project ID', identity.projectId)];
  if (identity.stackName) out.push(pseudo('OS::stack_name', 'Stack Name', identity.stackName));
  return out;
}

/**
 * The value a section gives parameter `name`, as Heat's dict lookup finds it: a key that is not a
 * str in Python (`on:` is True) is never a parameter's name, and `2.0` comes as a float.
 */
function sectionValue(section: DataHash, name: string): unknown {
  return keySpelling(section, name) === undefined ? pyMember(section, name) : undefined;
}

/** The well-formed parameters' types, for mergeHeatRequest's `schemata` (malformed ones are left out silently). */
export function parameterTypes(template: HotTemplate): Map<string, HeatParameterType> {
  return schemaTypes(parameterSchemas(template, new DiagnosticBag()));
}

/** `invalidClass`: Heat raises InvalidSchemaError for a bad schema (constraint type, default), StackValidationFailed for a bad value. */
function reportFailure(bag: DiagnosticBag, template: HotTemplate, schema: ParameterSchema, failure: ValueFailure, invalidClass: 'InvalidSchemaError' | 'StackValidationFailed'): void {
  const location = templateLocation(template, schema.path, true);
  if (failure.kind === 'invalid') bag.report('OVC7102', { name: schema.name, reason: failure.reason }, { location, data: { heatClass: invalidClass } });
  else bag.report('OVC7106', { name: schema.name, pyClass: failure.pyClass, message: failure.message }, { location, data: { heatClass: failure.pyClass } });
}

/**
 * Resolves and validates every parameter. `environment` is the merged environment (its
 * `parameters` hold the explicit values, `parameter_defaults` the defaults). Returns undefined
 * when any error was reported (all of them are, not just Heat's first).
 */
export function resolveParameters(template: HotTemplate, environment: DataHash, identity: StackIdentity, bag: DiagnosticBag, options: ResolveOptions = {}): ResolvedParameters | undefined {
  const before = bag.errorCount;
  const resolved = checkParameters(template, parameterSchemas(template, bag), environment, identity, bag, options);
  return bag.errorCount > before ? undefined : resolved;
}

/** The pseudo parameters, then the template's (well-formed) ones. */
function allSchemas(templateSchemas: ReadonlyMap<string, ParameterSchema>, identity: StackIdentity): Map<string, ParameterSchema> {
  const schemas = new Map<string, ParameterSchema>();
  for (const s of pseudoParameters(identity)) schemas.set(s.name, s);
  for (const [name, s] of templateSchemas) schemas.set(name, s);
  return schemas;
}

/**
 * Every parameter's value as Heat reads it while it builds the stack's resources, before
 * Stack.validate checks the parameters: typed by Parameter.value(), unvalidated; one whose value()
 * raises is an UnreadableValue.
 */
export function unvalidatedParameters(templateSchemas: ReadonlyMap<string, ParameterSchema>, environment: DataHash, identity: StackIdentity): DataHash {
  const given = isHash(environment.parameters) ? environment.parameters : {};
  const defaults = isHash(environment.parameter_defaults) ? environment.parameter_defaults : {};
  const values: DataHash = {};
  for (const schema of allSchemas(templateSchemas, identity).values()) {
    putKey(values, schema.name, schema.pseudo ? schema.default : unvalidatedValue(schema, sectionValue(given, schema.name) ?? sectionValue(defaults, schema.name) ?? schema.default));
  }
  return values;
}

/**
 * Parameters.validate and ParameterGroups.validate over schemas already built (parameterSchemas):
 * unknown names, each parameter's schema and value in order, the groups. Returns the typed values,
 * or undefined when any error was reported (all of them are).
 */
export function checkParameters(template: HotTemplate, templateSchemas: ReadonlyMap<string, ParameterSchema>, environment: DataHash, identity: StackIdentity, bag: DiagnosticBag, options: ResolveOptions = {}): ResolvedParameters | undefined {
  const before = bag.errorCount;
  const declared = parameterSection(template);
  const given = isHash(environment.parameters) ? environment.parameters : {};
  const defaults = isHash(environment.parameter_defaults) ? environment.parameter_defaults : {};
  for (const name of Object.keys(given)) {
    // Heat names the key as str() prints it: `The Parameter (True) …` for an unquoted `on:`.
    const nonStr = keySpelling(given, name);
    if (!Object.hasOwn(declared, name) || keySpelling(declared, name) !== nonStr) {
      const hint = didYouMean(name, Object.keys(declared));
      bag.report('OVC7104', { name: nonStr ?? name }, { data: { heatClass: 'UnknownUserParameter' }, ...(hint ? { hint } : {}) });
    }
  }
  const schemas = allSchemas(templateSchemas, identity);
  const values: DataHash = {};
  const ctx: CheckContext = { unchecked: [] };
  if (options.clock) ctx.clock = options.clock;
  for (const schema of schemas.values()) {
    if (schema.pseudo) {
      putKey(values, schema.name, schema.default);
      continue;
    }
    const schemaProblem = schemaFailure(schema, ctx);
    if (schemaProblem) {
      reportFailure(bag, template, schema, schemaProblem, 'InvalidSchemaError');
      continue;
    }
    // A null in parameters or parameter_defaults counts as not given.
    const user = sectionValue(given, schema.name);
    const userDefault = sectionValue(defaults, schema.name);
    const raw = user ?? userDefault ?? schema.default;
    if (raw === undefined || raw === null) {
      bag.report('OVC7103', { name: schema.name }, { location: templateLocation(template, schema.path, true), data: { heatClass: 'UserParameterMissing' } });
      continue;
    }
    const problem = valueFailure(schema, raw, ctx);
    if (problem) {
      reportFailure(bag, template, schema, problem, 'StackValidationFailed');
      continue;
    }
    // (putKey: the values keep the template's order, integer-like names too, as Heat's Parameters do.)
    const value = typedValue(schema, raw);
    putKey(values, schema.name, value);
    // A number Python holds as a float (16.0, "16.0") stays one for get_param and the output.
    if (schema.type === 'number' && typeof value === 'number' && Number.isInteger(value) && strToNumIsFloat(raw)) spellFloat(values, schema.name, value);
  }
  const warned = new Set<unknown>();
  for (const u of ctx.unchecked) {
    if (warned.has(u.constraint)) continue;
    warned.add(u.constraint);
    const name = String(u.constraint.path[1]);
    const location = templateLocation(template, u.constraint.path);
    if (u.reason === 'custom') bag.report('OVC7105', { name, constraint: u.detail }, { location });
    else if (u.constraint.kind === 'allowed_pattern') bag.report('OVC7107', { name, pattern: JSON.stringify(u.constraint.pattern), reason: u.detail }, { location });
  }
  checkParameterGroups(template, bag);
  if (bag.errorCount > before) return undefined;
  return { values, schemas };
}
