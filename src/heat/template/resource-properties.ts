// Properties.validate for a resource of one of Heat's own types: property names against the
// type's schema (heat-resource-types.generated.ts), each value computed in the schema's order,
// required ones present, unimplemented ones absent. Value types and constraints are not checked.
import { isHash } from '../../data/value.js';
import { dataEntries, dataKeys } from '../../data/key-order.js';
import { HeatError } from './functions/values.js';
import { HEAT_RESOURCE_PROPERTIES } from './heat-resource-types.generated.js';

/**
 * Checks resource `name`'s properties as Heat does for `type` (the type its registry lookup ended
 * at); `compute` computes one property's value, throwing Heat's error for it. A type without a
 * known schema (a template resource) has each given property computed in the order written.
 */
export function validateProperties(name: string, type: string, properties: unknown, compute: (key: string, value: unknown) => void): void {
  const given = isHash(properties) ? properties : {};
  const schema = Object.hasOwn(HEAT_RESOURCE_PROPERTIES, type) ? HEAT_RESOURCE_PROPERTIES[type] : undefined;
  if (schema === undefined) {
    for (const [key, value] of dataEntries(given)) compute(key, value);
    return;
  }
  const refuse = (message: string) => new HeatError('StackValidationFailed', `Property error: resources.${name}.properties: ${message}`);
  const unknown = dataKeys(given).find((k) => !schema.names.includes(k));
  if (unknown !== undefined) throw refuse(`Unknown Property ${unknown}`);
  for (const key of schema.names) {
    if (Object.hasOwn(given, key)) compute(key, given[key]);
    // A type with translation rules may fill a required property from another one: not judged here.
    else if (schema.required.includes(key) && !schema.translated) throw refuse(`Property ${key} not assigned`);
    if (schema.unimplemented.includes(key) && Object.hasOwn(given, key)) throw refuse(`Property ${key} not implemented yet`);
  }
}
