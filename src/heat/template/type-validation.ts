// A resource type's own validate() checks, for the types overcat reproduces them for, over the
// properties as the resource's code reads them (propertyReader: converted, defaults in, a value
// that does not read so Heat's ValueError): some run before the resource's Properties.validate
// (AutoScalingGroup's sizes), some after it (RandomString's minimums, ScalingPolicy's step,
// AccessPolicy's resources). A nested stack, validated without strict_validate, reads no value in
// Properties.validate but still runs these.
import { isHash } from '../../data/value.js';
import { pyStr, pyTypeName } from '../parameters/python.js';
import { pyFloatRepr } from '../../yaml/python-spelling.js';
import { HeatError } from './functions/values.js';
import { UnknownValue, type PropertyReader } from './resource-properties.js';
import { faultPath } from './value-schema.js';

/** What a check knows of the resource's stack: the resource's name, the stack's (enabled) resources and what the resource needs. */
export interface TypeCheckStack {
  name: string;
  resources: ReadonlySet<string>;
  /** The resources this one depends on (depends_on, get_resource, get_attr). */
  requires: readonly string[];
  /** Stack.strict_validate: off in a nested stack, where some types skip their checks. */
  strict: boolean;
  /** Whether property `key`'s given value reads as a Python float (Schema.str_to_num); undefined when it is not given. */
  givenFloat: (key: string) => boolean | undefined;
  /** Stack.timeout_secs(): the request's timeout_mins × 60, else stack_action_timeout. */
  timeoutSecs: number;
}

/** A check's refusal: StackValidationFailed's message, or an error of another class. */
type TypeCheck = (read: PropertyReader, stack: TypeCheckStack) => string | HeatError | undefined;

/** The sum of the `min` of each map of a list property (RandomString's char_min). */
function minimums(list: unknown): number {
  return Array.isArray(list) ? list.reduce<number>((n, x) => n + (isHash(x) && typeof x.min === 'number' ? x.min : 0), 0) : 0;
}

/** _validate_min_adjustment_step: the step only goes with the percentage adjustment type. */
function adjustmentStep(type: string, step: string, percent: string): TypeCheck {
  return (read) => (read(type) !== percent && read(step) !== null ? new HeatError('ResourcePropertyValueDependency', `${step} property should only be specified for ${type} with value ${percent}.`) : undefined);
}

/** Heat's stack_action_timeout (seconds): a stack's timeout when its request names none. */
export const DEFAULT_STACK_TIMEOUT_SECS = 3600;

/** The address overcat writes where Heat's message shows a Python object's (id() differs in every run). */
const HEAT_OBJECT_ADDRESS = '0x7f0000000000';

/** The Delay properties whose default is a Python float (the generated schemas hold JSON numbers, which lose it). */
const DELAY_FLOAT_DEFAULTS: ReadonlySet<string> = new Set(['jitter_multiplier']);

/**
 * Delay.validate (strict_validate only): the longest wait, min_wait + max_jitter × jitter_multiplier
 * (a Python float when any of them is one), must not exceed the stack's timeout. Heat formats its
 * message with `self.type`, a bound method, so the text names the method and the resource object's
 * address, which changes from run to run; overcat writes a fixed address there.
 */
const delayFitsTimeout: TypeCheck = (read, stack) => {
  if (!stack.strict) return undefined;
  const keys = ['min_wait', 'max_jitter', 'jitter_multiplier'];
  const [min, jitter, multiplier] = keys.map((k) => Number(read(k)));
  const wait = min! + jitter! * multiplier!;
  if (!(wait > stack.timeoutSecs)) return undefined;
  const float = keys.some((k) => stack.givenFloat(k) ?? DELAY_FLOAT_DEFAULTS.has(k));
  const shown = float ? pyFloatRepr(wait) : String(wait);
  return `<bound method Resource.type of <heat.engine.resources.openstack.heat.delay.Delay object at ${HEAT_OBJECT_ADDRESS}>> maximum delay ${shown}s exceeds stack timeout.: `;
};

const CHECKS: Readonly<Record<string, TypeCheck>> = {
  'OS::Heat::Delay': delayFitsTimeout,
  // RandomString.validate reads the sequences, the classes, then the length, which must hold every minimum.
  'OS::Heat::RandomString': (read) => {
    const sequences = read('character_sequences');
    const classes = read('character_classes');
    return minimums(sequences) + minimums(classes) > (read('length') as number) ? 'Length property cannot be smaller than combined character class and character sequence minimums' : undefined;
  },
  'OS::Heat::ScalingPolicy': adjustmentStep('adjustment_type', 'min_adjustment_step', 'percent_change_in_capacity'),
  'AWS::AutoScaling::ScalingPolicy': adjustmentStep('AdjustmentType', 'MinAdjustmentStep', 'PercentChangeInCapacity'),
  // AccessPolicy.validate: every name must be a resource of the stack (`res not in self.stack`).
  'OS::Heat::AccessPolicy': (read, stack) => {
    for (const res of read('AllowedResources') as unknown[]) {
      if (Array.isArray(res) || isHash(res)) return new HeatError('StackValidationFailed', `TypeError: ${faultPath(['resources', stack.name])}: unhashable type: '${pyTypeName(res)}'`);
      if (typeof res !== 'string' || !stack.resources.has(res)) return `AccessPolicy resource ${pyStr(res)} not in stack`;
    }
    return undefined;
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

/**
 * InstanceGroup.validate_launchconfig: the launch configuration a group names must be a resource
 * of the stack (resource_by_refid: before anything is created, a resource's id is its name) the
 * group depends on, "a common error" being to write its name rather than get_resource.
 */
const launchConfiguration: TypeCheck = (read, stack) => {
  const ref = read('LaunchConfigurationName');
  if (!ref) return undefined;
  const refuse = (message: string) => new HeatError('StackValidationFailed', `ValueError: ${faultPath(['resources', stack.name])}: LaunchConfigurationName (${pyStr(ref)}) ${message}`);
  if (typeof ref !== 'string' || !stack.resources.has(ref)) return refuse('reference can not be found.');
  return stack.requires.includes(ref) ? undefined : refuse('requires a reference to the configuration not just the name of the resource.');
};

// AutoScalingGroup.validate checks the sizes before anything else of the resource is validated;
// the AWS group then one subnet at most and exactly one of an instance or a launch configuration,
// then (InstanceGroup.validate) the launch configuration's reference, as an InstanceGroup does first.
const FIRST_CHECKS: Readonly<Record<string, TypeCheck>> = {
  'OS::Heat::AutoScalingGroup': groupSizes('min_size', 'max_size', 'desired_capacity'),
  'AWS::AutoScaling::AutoScalingGroup': (read, stack) => {
    const sizes = groupSizes('MinSize', 'MaxSize', 'DesiredCapacity')(read, stack);
    if (sizes !== undefined) return sizes;
    const zones = read('VPCZoneIdentifier') as unknown[] | null;
    if (zones && zones.length > 0 && zones.length !== 1) return new HeatError('NotSupported', 'Anything other than one VPCZoneIdentifier is not supported.');
    const [instance, launchConfig] = [read('InstanceId'), read('LaunchConfigurationName')];
    if (Boolean(instance) === Boolean(launchConfig)) return "Either 'InstanceId' or 'LaunchConfigurationName' must be provided.";
    return launchConfiguration(read, stack);
  },
  'OS::Heat::InstanceGroup': launchConfiguration,
};

/** Throws what the type's check refuses (or a read's ValueError); a value overcat cannot decide is not judged. */
function refuse(checks: Readonly<Record<string, TypeCheck>>, type: string, read: PropertyReader | undefined, stack: TypeCheckStack): void {
  if (!read || !Object.hasOwn(checks, type)) return;
  let refusal: string | HeatError | undefined;
  try {
    refusal = checks[type]!(read, stack);
  } catch (e) {
    if (e instanceof UnknownValue) return;
    throw e;
  }
  if (refusal !== undefined) throw typeof refusal === 'string' ? new HeatError('StackValidationFailed', refusal) : refusal;
}

/** Throws Heat's error where the type's validate() refuses its properties before validating them (`read`: undefined, not known). */
export function validateResourceTypeFirst(type: string, read: PropertyReader | undefined, stack: TypeCheckStack): void {
  refuse(FIRST_CHECKS, type, read, stack);
}

/** Throws Heat's error where the type's validate() refuses its properties once they are validated. */
export function validateResourceType(type: string, read: PropertyReader | undefined, stack: TypeCheckStack): void {
  refuse(CHECKS, type, read, stack);
}
