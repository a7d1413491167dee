// stdlib's validate_legacy(type, legacy function name, value, ...): Puppet's type mismatch error
// unless the value is an instance of the type (given as a type or as its text). stdlib 9 warns
// that it is deprecated first. stdlib 8 runs the legacy validation function it names as well: a
// value only one of the two accepts is let through with a notice (the type accepts it) or a
// deprecation warning (only the legacy function does).
import { ANY, PType, STRING, TypeType, describeMismatch, type Value } from '../../values/index.js';
import type { FunctionContext } from '../context.js';
import { FunctionError } from '../dispatcher.js';
import type { Signature } from '../function.js';
import { callLegacyFunction } from '../stdlib-legacy/legacy.js';
import { stdlib4xByRelease } from './stdlib-function.js';

function validate9(ctx: FunctionContext, type: PType, value: Value): null {
  ctx.deprecation('validate_legacy', 'This method is deprecated, please use Puppet data types to validate parameters');
  if (!type.isInstance(value)) throw new FunctionError(describeMismatch(`validate_legacy(${type.toString()}, ...)`, type, value));
  return null;
}

/** Whether stdlib 8's legacy function accepts the value (it raises Puppet::ParseError if not). */
function previousValidation(ctx: FunctionContext, name: string, value: Value, rest: readonly Value[]): boolean {
  try {
    // stdlib 8 calls the 3.x function itself; one overcat lacks is the function of that name.
    if (!callLegacyFunction(ctx, name, [value, ...rest])) ctx.call(name, [value, ...rest]);
    return true;
  } catch (e) {
    if (e instanceof FunctionError && e.code === 'OVC3111') return false;
    throw e;
  }
}

function validate8(ctx: FunctionContext, type: PType, args: readonly Value[]): null {
  const [name, value, ...rest] = args.slice(1) as [string, Value, ...Value[]];
  const previous = previousValidation(ctx, name, value, rest);
  if (type.isInstance(value)) {
    if (!previous) ctx.log('notice', `Accepting previously invalid value for target type '${type.toString()}'`);
    return null;
  }
  const message = describeMismatch(`validate_legacy(${name})`, type, value);
  if (!previous) throw new FunctionError(message);
  ctx.deprecation('validate_legacy', message);
  return null;
}

const signatures = (validate: (ctx: FunctionContext, type: PType, args: Value[]) => null): Signature[] => [
  { params: [new TypeType(), STRING, ANY], rest: ANY, names: ['target_type', 'function_name', 'value', 'args'], call: (ctx, args) => validate(ctx, args[0] as PType, args) },
  { params: [STRING, STRING, ANY], rest: ANY, names: ['type_string', 'function_name', 'value', 'args'], call: (ctx, args) => validate(ctx, ctx.parseType(args[0] as string), args) },
];

export default stdlib4xByRelease(
  'validate_legacy',
  signatures((ctx, type, args) => validate9(ctx, type, args[2]!)),
  signatures(validate8),
);
