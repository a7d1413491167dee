// Properties.validate for a resource of one of Heat's own types: property (and update_policy)
// names against the type's schema (heat-resource-types.generated.ts), each value computed in the
// schema's order, required ones present, unimplemented ones absent; and its deletion policy. A
// template resource's schema comes from the template's parameters. Each value is then read as
// Property.get_value reads it (value-schema.ts) where the type's value schemas are known.
import { isHash, type DataHash } from '../../data/value.js';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { dataEntries, dataKeys } from '../../data/key-order.js';
import { ELIDED, HeatError, symbolicIn } from './functions/values.js';
import { HEAT_RESOURCE_PROPERTIES } from './heat-resource-types.generated.js';
import { HEAT_VALUE_SCHEMAS } from './heat-value-schemas.generated.js';
import { referencesIn } from './functions/validate.js';
import { faultPath, PropertyFault, propertyValue, type TypeValueSchemas, type ValueSchema } from './value-schema.js';
import { readHotTemplate } from './load.js';
import { isTemplateName } from './template-resources.js';
import { parameterSection, type HotTemplate } from './template.js';
import { parameterSchemas } from '../parameters/schema.js';
import type { HeatParameterType } from '../../merge/heat-strategies.js';

/** What Properties.validate checks a resource's properties and update_policy against. */
export type PropertySchema = (typeof HEAT_RESOURCE_PROPERTIES)[string];

/**
 * What Properties.validate checks a resource's properties and update_policy against, with each
 * value's schema where known; `typedBy`: a property whose data type another property names.
 */
export type ResourceSchema = PropertySchema & { values?: TypeValueSchemas; typedBy?: { property: string; by: string } };

/** The schema Heat 19 gives one of its own types (the type a registry lookup ended at). */
function schemaOf(type: string): ResourceSchema | undefined {
  if (!Object.hasOwn(HEAT_RESOURCE_PROPERTIES, type)) return undefined;
  const names = HEAT_RESOURCE_PROPERTIES[type]!;
  if (!Object.hasOwn(HEAT_VALUE_SCHEMAS, type)) return names;
  // Value.reparse: OS::Heat::Value's `value` is of the HOT parameter type its `type` names.
  return { ...names, values: HEAT_VALUE_SCHEMAS[type]!, ...(type === 'OS::Heat::Value' ? { typedBy: { property: 'value', by: 'type' } } : {}) };
}

/**
 * The value schemas with `typedBy`'s property retyped as the given type property names (a HOT
 * parameter type; as Schema.from_parameter maps it, without its conversions). A type property
 * that does not compute is reported where it is checked.
 */
function retyped(values: Readonly<Record<string, ValueSchema>>, typedBy: { property: string; by: string }, given: DataHash, compute: (key: string, value: unknown) => unknown): Readonly<Record<string, ValueSchema>> {
  if (!Object.hasOwn(given, typedBy.by)) return values;
  let named: unknown;
  try {
    named = compute(typedBy.by, given[typedBy.by]);
  } catch (e) {
    if (e instanceof HeatError) return values;
    throw e;
  }
  if (typeof named !== 'string' || !Object.hasOwn(PROPERTY_TYPE, named)) return values;
  return { ...values, [typedBy.property]: { ...values[typedBy.property]!, type: PROPERTY_TYPE[named as HeatParameterType] } };
}

/**
 * A template resource's schema (TemplateResource.get_schemas): a property per parameter of the
 * template, in its order, required when it has no default, the stack's parameter_defaults counting
 * as one. Undefined when the template cannot be read (Heat refuses that elsewhere).
 */
function templateSchema(text: string, parameterDefaults: DataHash): ResourceSchema | undefined {
  const template = readHotTemplate(text, new DiagnosticBag());
  if (!template) return undefined;
  const section = parameterSection(template);
  const names = dataKeys(section);
  const defaultOf = (n: string) => (Object.hasOwn(parameterDefaults, n) ? parameterDefaults[n] : isHash(section[n]) ? section[n].default : undefined);
  const required = names.filter((n) => defaultOf(n) === undefined || defaultOf(n) === null);
  return { names, required, unimplemented: [], translated: false, updatePolicy: [], snapshot: false, values: { properties: parameterValueSchemas(template), updatePolicy: {} } };
}

/** Schema.from_parameter's property type per parameter type (json and comma_delimited_list convert). */
const PROPERTY_TYPE: Record<HeatParameterType, ValueSchema['type']> = { string: 'String', number: 'Number', comma_delimited_list: 'List', json: 'Map', boolean: 'Boolean' };

/** A template's parameters as the value schemas of its resource's properties (no default: the template applies it). */
function parameterValueSchemas(template: HotTemplate): Record<string, ValueSchema> {
  const out: Record<string, ValueSchema> = {};
  // A schema Heat refuses is reported where the template is read; its parameter is not checked here.
  for (const [name, p] of parameterSchemas(template, new DiagnosticBag())) {
    out[name] = { type: PROPERTY_TYPE[p.type], constraints: p.constraints, ...(p.type === 'json' || p.type === 'comma_delimited_list' ? { conversion: true } : {}) };
  }
  return out;
}

/** The schema of the type a resource's registry lookup ended at: Heat's own, or a template in `files`. */
export function resourceSchema(type: string, files: Readonly<Record<string, string>>, parameterDefaults: DataHash): ResourceSchema | undefined {
  if (isTemplateName(type)) return Object.hasOwn(files, type) ? templateSchema(files[type]!, parameterDefaults) : undefined;
  return schemaOf(type);
}

/**
 * The schema without its value schemas, for a nested stack's validation (with_value off): names
 * checked, values not read, and so no required property missed (only reading one finds that).
 */
export function withoutValues(schema: ResourceSchema | undefined): ResourceSchema | undefined {
  if (!schema) return schema;
  const { values: _, typedBy: __, ...names } = schema;
  return { ...names, required: [] };
}

/** validate_deletion_policy: a Snapshot policy needs a type that can snapshot before it deletes. */
export function checkDeletionPolicy(name: string, type: string, policy: unknown): void {
  const schema = schemaOf(type);
  if (policy === 'Snapshot' && schema && !schema.snapshot) throw new HeatError('StackValidationFailed', `${faultPath(['resources', name, 'deletion_policy'])}: "Snapshot" deletion policy not supported`);
}

/**
 * Checks resource `name`'s properties (or its update_policy) as Heat does against its type's
 * schema (resourceSchema); `compute` computes one value (nullable: a left-out `if` is ELIDED),
 * throwing Heat's error for it. Without a known schema each given property is computed in the
 * order written.
 */
export function validateProperties(name: string, known: ResourceSchema | undefined, properties: unknown, compute: (key: string, value: unknown) => unknown, section: 'properties' | 'update_policy' = 'properties'): void {
  const given = isHash(properties) ? properties : {};
  if (known === undefined) {
    for (const [key, value] of dataEntries(given)) compute(key, value);
    return;
  }
  const none: readonly string[] = [];
  const schema = section === 'properties' ? known : { names: known.updatePolicy, required: none, unimplemented: none, translated: false };
  const own = known.values && (section === 'properties' ? known.values.properties : known.values.updatePolicy);
  const values = own && known.typedBy && section === 'properties' ? retyped(own, known.typedBy, given, compute) : own;
  // The properties translation rules may rewrite: those of the rules every resource gets, and of the rules a given property brings.
  const rules = known.values?.unchecked ?? {};
  const unchecked = ['', ...dataKeys(given)].flatMap((k) => (Object.hasOwn(rules, k) ? rules[k]! : []));
  const refuse = (message: string) => new HeatError('StackValidationFailed', `Property error: ${faultPath(['resources', name, section])}: ${message}`);
  const unknown = dataKeys(given).find((k) => !schema.names.includes(k));
  if (unknown !== undefined) throw refuse(`Unknown Property ${unknown}`);
  for (const key of schema.names) {
    const value = Object.hasOwn(given, key) ? compute(key, given[key]) : ELIDED;
    const checked = values && Object.hasOwn(values, key) && !unchecked.includes(key) ? values[key] : undefined;
    if (value !== ELIDED) {
      if (checked) checkValue(name, section, key, checked, given[key], value);
    }
    // A type with translation rules may fill a required property from another one: not judged here.
    else if (schema.required.includes(key) && !schema.translated) throw refuse(`Property ${key} not assigned`);
    if (schema.unimplemented.includes(key) && Object.hasOwn(given, key)) throw refuse(`Property ${key} not implemented yet`);
  }
}

/** A property value overcat keeps symbolic (it needs a live stack): what reads it is not judged. */
export class UnknownValue extends Error {}

/** One property as the resource's own code reads it (`self.properties[key]`). */
export type PropertyReader = (key: string) => unknown;

/**
 * The reader of resource `name`'s properties as its code reads them (Properties.__getitem__:
 * resolved, converted, a default filled in, nothing validated), undefined without value schemas.
 * A read that fails is Heat's ValueError, which Stack.validate raises as
 * `ValueError: resources.<name>: …`; one overcat cannot decide throws UnknownValue.
 */
export function propertyReader(name: string, known: ResourceSchema | undefined, properties: unknown, compute: (key: string, value: unknown) => unknown): PropertyReader | undefined {
  const values = known?.values?.properties;
  if (!values) return undefined;
  const given = isHash(properties) ? properties : {};
  const refuse = (message: string) => new HeatError('StackValidationFailed', `ValueError: ${faultPath(['resources', name])}: ${message}`);
  return (key) => {
    const schema = values[key]!;
    let value: unknown = ELIDED;
    try {
      if (Object.hasOwn(given, key)) value = compute(key, given[key]);
      if (symbolicIn(value)) throw new UnknownValue();
      if (value !== ELIDED) return propertyValue(schema, value, false);
      if (schema.default !== undefined && schema.default !== null) return propertyValue(schema, null, false);
    } catch (e) {
      // _resolve_user_value re-raises whatever resolving or converting raised as a ValueError.
      if (e instanceof HeatError || e instanceof PropertyFault) throw refuse(e.message);
      throw e;
    }
    if (schema.required) throw refuse(`Property ${key} not assigned`);
    return null;
  };
}

/**
 * Property.get_value of one given value (`value` as Heat computes it before the stack's resources
 * exist): a value that needs a resource is only converted (Heat skips its constraints); one that
 * stays symbolic (yaql overcat cannot run) is not checked.
 */
function checkValue(name: string, section: string, key: string, schema: ValueSchema, raw: unknown, value: unknown): void {
  if (symbolicIn(value)) return;
  try {
    propertyValue(schema, value, referencesIn(raw, '').length === 0);
  } catch (e) {
    if (!(e instanceof PropertyFault)) throw e;
    throw new HeatError('StackValidationFailed', `Property error: ${faultPath(['resources', name, section, key, ...e.path])}: ${e.message}`);
  }
}
