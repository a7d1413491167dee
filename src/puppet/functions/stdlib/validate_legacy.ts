// stdlib's validate_legacy(type, legacy function name, value, ...): a deprecation warning, then
// Puppet's type mismatch error unless the value is an instance of the type (given as a type or as
// its text).
import { ANY, PType, STRING, TypeType, describeMismatch, type Value } from '../../values/index.js';
import type { FunctionContext } from '../context.js';
import { FunctionError } from '../dispatcher.js';
import { stdlib4x } from './stdlib-function.js';

function validate(ctx: FunctionContext, type: PType, value: Value): null {
  ctx.deprecation('validate_legacy', 'This method is deprecated, please use Puppet data types to validate parameters');
  if (!type.isInstance(value)) throw new FunctionError(describeMismatch(`validate_legacy(${type.toString()}, ...)`, type, value));
  return null;
}

export default stdlib4x(
  'validate_legacy',
  { params: [new TypeType(), STRING, ANY], rest: ANY, names: ['target_type', 'function_name', 'value', 'args'], call: (ctx, args) => validate(ctx, args[0] as PType, args[2]!) },
  { params: [STRING, STRING, ANY], rest: ANY, names: ['type_string', 'function_name', 'value', 'args'], call: (ctx, args) => validate(ctx, ctx.parseType(args[0] as string), args[2]!) },
);
