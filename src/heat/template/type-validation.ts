// A resource type's own validate() checks, for the types overcat reproduces them for, over the
// properties as the resource reads them (converted, defaults in): some run before the resource's
// Properties.validate (AutoScalingGroup's sizes), some after it (RandomString's minimums).
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

/** AutoScalingGroup.validate's size checks, over its min, max and desired capacity property names. */
function groupSizes(min: string, max: string, desired: string): (p: DataHash) => string | undefined {
  return (p) => {
    const [lo, hi, want] = [p[min], p[max], p[desired]] as Array<number | null>;
    if (hi! < lo!) return 'MinSize can not be greater than MaxSize';
    if (lo! < 0) return 'The size of AutoScalingGroup can not be less than zero';
    if (want !== null && (want! < lo! || want! > hi!)) return 'DesiredCapacity must be between MinSize and MaxSize';
    return undefined;
  };
}

// AutoScalingGroup.validate checks the sizes before anything else of the resource is validated.
const FIRST_CHECKS: Readonly<Record<string, (properties: DataHash) => string | undefined>> = {
  'OS::Heat::AutoScalingGroup': groupSizes('min_size', 'max_size', 'desired_capacity'),
  'AWS::AutoScaling::AutoScalingGroup': groupSizes('MinSize', 'MaxSize', 'DesiredCapacity'),
};

function refuse(checks: Readonly<Record<string, (properties: DataHash) => string | undefined>>, type: string, properties: DataHash): void {
  const message = Object.hasOwn(checks, type) ? checks[type]!(properties) : undefined;
  if (message !== undefined) throw new HeatError('StackValidationFailed', message);
}

/**
 * Throws Heat's StackValidationFailed where the type's validate() refuses its properties before
 * validating them; `read` gives them as the resource reads them (undefined: not known, not checked).
 */
export function validateResourceTypeFirst(type: string, read: () => DataHash | undefined): void {
  const properties = Object.hasOwn(FIRST_CHECKS, type) ? read() : undefined;
  if (properties) refuse(FIRST_CHECKS, type, properties);
}

/** Throws Heat's StackValidationFailed where the type's validate() refuses its validated properties. */
export function validateResourceType(type: string, properties: DataHash): void {
  refuse(CHECKS, type, properties);
}
