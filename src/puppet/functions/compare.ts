// compare(a, b, [ignore_case]): -1, 0 or 1 — numbers by value, strings ignoring ASCII case unless
// the third argument is false, versions, Timestamps and Timespans (each also against a number);
// other values fail with Puppet's messages.
import { ANY, BOOLEAN, NUMERIC, STRING, SemVerType, TimespanType, TimestampType, VariantType, casecmp, label, type Value } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';
import { byteCompare, rubyCompare } from './ruby-compare.js';

const SEMVER = new SemVerType();
const TIMESPAN = new TimespanType();
const TIMESTAMP = new TimestampType();
const COMPARABLE = new VariantType([STRING, SEMVER, NUMERIC, TIMESPAN, TIMESTAMP]);
const ordered = (_ctx: unknown, args: Value[]) => rubyCompare(args[0]!, args[1]!);

const fail = (message: string): never => {
  throw new FunctionError(`'compare' compare(): ${message}`, 'OVC3110');
};

/** Why two comparable values (or a third argument) cannot be compared, in Puppet's words. */
function refuse(a: Value, b: Value, ignoreCase: Value[]): never {
  if (ignoreCase.length > 0) {
    if (typeof a !== 'string' || typeof b !== 'string') fail('The third argument (ignore case) can only be used when comparing strings');
    if (ignoreCase.length !== 1) fail(`Accepts at most 3 arguments, got ${2 + ignoreCase.length}`);
    // Puppet 7.23's own check names a Ruby constant that does not exist, and fails with this.
    throw new FunctionError('uninitialized constant Puppet::Pops::Loader::RubyFunctionInstantiator::Boolean', 'OVC3111');
  }
  return fail(`Can only compare values of the same type (or for Timestamp/Timespan also against Numeric). Got ${label(a)} and ${label(b)}`);
}

export default defineFunction(
  'compare',
  { params: [NUMERIC, NUMERIC], names: ['a', 'b'], call: ordered },
  {
    params: [STRING, STRING, BOOLEAN],
    required: 2,
    names: ['a', 'b', 'ignore_case'],
    call(_ctx, args) {
      const [a, b] = args as [string, string];
      return args[2] === false ? byteCompare(a, b) : casecmp(a, b);
    },
  },
  { params: [SEMVER, SEMVER], names: ['a', 'b'], call: ordered },
  { params: [NUMERIC, new VariantType([TIMESPAN, TIMESTAMP])], names: ['a', 'b'], call: (_ctx, args) => 0 - rubyCompare(args[1]!, args[0]!) },
  { params: [TIMESTAMP, new VariantType([TIMESTAMP, NUMERIC])], names: ['a', 'b'], call: ordered },
  { params: [TIMESPAN, new VariantType([TIMESPAN, NUMERIC])], names: ['a', 'b'], call: ordered },
  { params: [COMPARABLE, COMPARABLE], rest: ANY, names: ['a', 'b', 'ignore_case'], call: (_ctx, args) => refuse(args[0]!, args[1]!, args.slice(2)) },
  {
    params: [ANY, ANY],
    rest: ANY,
    names: ['a', 'b', 'ignore_case'],
    call: (_ctx, args) =>
      fail(`Non comparable type. Only values of the types Numeric, String, Semver, Timestamp and Timestamp can be compared. Got ${label(args[0]!)} and ${label(args[1]!)}`),
  },
);
