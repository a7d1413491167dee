// A resource type's own validate() checks after Properties.validate, for the types overcat
// reproduces them for, over the properties as the resource reads them (converted, defaults in).
import { isHash, type DataHash } from '../../data/value.js';
import { HeatError } from './functions/values.js';

/** The sum of the `min` of each map of a list property (RandomString's char_min). */
function minimums(list: unknown): number {
  return Array.isArray(list) ? list.reduce<number>((n, x) => n + (isHash(x) && typeof x.min === 'number' ? x.min : 0), 0) : 0;
}

const CHECKS: Readonly<Record<string, (properties: DataHash) => string | undefined>> = {
  // RandomString.validate: the length holds every class's and sequence's minimum.
  'OS::Heat::RandomString': (p) =>
    minimums(p.character_sequences) + minimums(p.character_classes) > (p.length as number) ? 'Length property cannot be smaller than combined character class and character sequence minimums' : undefined,
};

/** Throws Heat's StackValidationFailed where the type's validate() refuses its properties. */
export function validateResourceType(type: string, properties: DataHash): void {
  const message = Object.hasOwn(CHECKS, type) ? CHECKS[type]!(properties) : undefined;
  if (message !== undefined) throw new HeatError('StackValidationFailed', message);
}
