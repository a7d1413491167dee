// A resource type's own validate() checks, for the types overcat reproduces them for, over the
// properties as the resource's code reads them (propertyReader: converted, defaults in, a value
// that does not read so Heat's ValueError): some run before the resource's Properties.validate
// (AutoScalingGroup's sizes), some after it (RandomString's minimums). A nested stack, validated
// without strict_validate, reads no value in Properties.validate but still runs these.
import { isHash } from '../../data/value.js';
import { HeatError } from './functions/values.js';
import { UnknownValue, type PropertyReader } from './resource-properties.js';

type TypeCheck = (read: PropertyReader) => string | undefined;

/** The sum of the `min` of each map of a list property (RandomString's char_min). */
function minimums(list: unknown): number {
  return Array.isArray(list) ? list.reduce<number>((n, x) => n + (isHash(x) && typeof x.min === 'number' ? x.min : 0), 0) : 0;
}

const CHECKS: Readonly<Record<string, TypeCheck>> = {
  // RandomString.validate reads the sequences, the classes, then the length, which must hold every minimum.
  'OS::Heat::RandomString': (read) => {
    const sequences = read('character_sequences');
    const classes = read('character_classes');
    return minimums(sequences) + minimums(classes) > (read('length') as number) ? 'Length property cannot be smaller than combined character class and character sequence minimums' : undefined;
  },
};

/** AutoScalingGroup.validate's size checks, over its min, max and desired capacity property names, read in its order. */
function groupSizes(min: string, max: string, desired: string): TypeCheck {
  return (read) => {
    const [lo, hi] = [read(min), read(max)] as number[];
    if (hi! < lo!) return 'MinSize can not be greater than MaxSize';
    if (lo! < 0) return 'The size of AutoScalingGroup can not be less than zero';
    const want = read(desired) as number | null;
    if (want !== null && (want < lo! || want > hi!)) return 'DesiredCapacity must be between MinSize and MaxSize';
    return undefined;
  };
}

// AutoScalingGroup.validate checks the sizes before anything else of the resource is validated.
const FIRST_CHECKS: Readonly<Record<string, TypeCheck>> = {
  'OS::Heat::AutoScalingGroup': groupSizes('min_size', 'max_size', 'desired_capacity'),
  'AWS::AutoScaling::AutoScalingGroup': groupSizes('MinSize', 'MaxSize', 'DesiredCapacity'),
};

/** Throws what the type's check refuses (StackValidationFailed, or a read's ValueError); a value overcat cannot decide is not judged. */
function refuse(checks: Readonly<Record<string, TypeCheck>>, type: string, read: PropertyReader | undefined): void {
  if (!read || !Object.hasOwn(checks, type)) return;
  let message: string | undefined;
  try {
    message = checks[type]!(read);
  } catch (e) {
    if (e instanceof UnknownValue) return;
    throw e;
  }
  if (message !== undefined) throw new HeatError('StackValidationFailed', message);
}

/** Throws Heat's error where the type's validate() refuses its properties before validating them (`read`: undefined, not known). */
export function validateResourceTypeFirst(type: string, read: PropertyReader | undefined): void {
  refuse(FIRST_CHECKS, type, read);
}

/** Throws Heat's error where the type's validate() refuses its properties once they are validated. */
export function validateResourceType(type: string, read: PropertyReader | undefined): void {
  refuse(CHECKS, type, read);
}
