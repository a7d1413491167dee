// Properties.validate for a resource of one of Heat's own types: property (and update_policy)
// names against the type's schema (heat-resource-types.generated.ts), each value computed in the
// schema's order, required ones present, unimplemented ones absent; and its deletion policy.
// Value types and constraints are not checked.
import { isHash } from '../../data/value.js';
import { dataEntries, dataKeys } from '../../data/key-order.js';
import { HeatError } from './functions/values.js';
import { HEAT_RESOURCE_PROPERTIES } from './heat-resource-types.generated.js';

/** The schema Heat 19 gives `type` (the type a registry lookup ended at), or undefined (a template). */
function schemaOf(type: string) {
  return Object.hasOwn(HEAT_RESOURCE_PROPERTIES, type) ? HEAT_RESOURCE_PROPERTIES[type] : undefined;
}

/** validate_deletion_policy: a Snapshot policy needs a type that can snapshot before it deletes. */
export function checkDeletionPolicy(name: string, type: string, policy: unknown): void {
  const schema = schemaOf(type);
  if (policy === 'Snapshot' && schema && !schema.snapshot) throw new HeatError('StackValidationFailed', `resources.${name}.deletion_policy: "Snapshot" deletion policy not supported`);
}

/**
 * Checks resource `name`'s properties (or its update_policy) as Heat does for `type` (the type its
 * registry lookup ended at); `compute` computes one value, throwing Heat's error for it. A type
 * without a known schema (a template resource) has each given property computed in the order written.
 */
export function validateProperties(name: string, type: string, properties: unknown, compute: (key: string, value: unknown) => void, section: 'properties' | 'update_policy' = 'properties'): void {
  const given = isHash(properties) ? properties : {};
  const known = schemaOf(type);
  if (known === undefined) {
    for (const [key, value] of dataEntries(given)) compute(key, value);
    return;
  }
  const none: readonly string[] = [];
  const schema = section === 'properties' ? known : { names: known.updatePolicy, required: none, unimplemented: none, translated: false };
  const refuse = (message: string) => new HeatError('StackValidationFailed', `Property error: resources.${name}.${section}: ${message}`);
  const unknown = dataKeys(given).find((k) => !schema.names.includes(k));
  if (unknown !== undefined) throw refuse(`Unknown Property ${unknown}`);
  for (const key of schema.names) {
    if (Object.hasOwn(given, key)) compute(key, given[key]);
    // A type with translation rules may fill a required property from another one: not judged here.
    else if (schema.required.includes(key) && !schema.translated) throw refuse(`Property ${key} not assigned`);
    if (schema.unimplemented.includes(key) && Object.hasOwn(given, key)) throw refuse(`Property ${key} not implemented yet`);
  }
}
