// validate_integer(value, max?, min?) (stdlib 8, removed in 9): fails unless the value (or each
// element of an Array) reads as an Integer (Kernel#Integer of its text) within the bounds. stdlib
// turns the maximum into text before checking it, so its message always calls it a String.
import { PHash, type Value } from '../../values/index.js';
import { rubyClass } from '../ruby-class.js';
import { parseRubyInteger, rubyInspect, rubyToS } from '../ruby-values.js';
import { parseError, stdlibFunction } from './legacy.js';

const integerOf = (v: Value): number | bigint | undefined => parseRubyInteger(rubyToS(v));

export default stdlibFunction('validate_integer', '4.x', (_ctx, args) => {
  if (args.length === 0 || args.length > 3) throw parseError(`validate_integer(): Wrong number of arguments; must be 1, 2 or 3, got ${args.length}`);
  const [input, maxArg, minArg] = args as [Value, Value, Value];
  let max: number | bigint | undefined;
  if (args.length > 1 && !(args.length > 2 && rubyToS(maxArg) === '')) {
    max = integerOf(maxArg);
    if (max === undefined) throw parseError(`validate_integer(): Expected second argument to be unset or an Integer, got ${rubyToS(maxArg)}:String`);
  }
  let min: number | bigint | undefined;
  if (args.length > 2) {
    min = integerOf(minArg);
    if (min === undefined) throw parseError(`validate_integer(): Expected third argument to be unset or an Integer, got ${rubyToS(minArg)}:${rubyClass(minArg)}`);
  }
  if (min !== undefined && max !== undefined && min > max) {
    throw parseError(`validate_integer(): Expected second argument to be larger than third argument, got ${max} < ${min}`);
  }
  const check = (n: number | bigint): void => {
    if (max !== undefined && n > max) throw parseError(`validate_integer(): Expected ${rubyInspect(input)} to be smaller or equal to ${max}, got ${rubyInspect(input)}.`);
    if (min !== undefined && n < min) throw parseError(`validate_integer(): Expected ${rubyInspect(input)} to be greater or equal to ${min}, got ${rubyInspect(input)}.`);
  };
  if (Array.isArray(input)) {
    (input as readonly Value[]).forEach((element, pos) => {
      const n = element instanceof PHash ? undefined : integerOf(element);
      if (n === undefined) throw parseError(`validate_integer(): Expected element at array position ${pos} to be an Integer, got ${rubyClass(element)}`);
      check(n);
    });
  } else {
    const n = input instanceof PHash ? undefined : integerOf(input);
    if (n === undefined) throw parseError(`validate_integer(): Expected first argument to be an Integer or Array, got ${rubyClass(input)}`);
    check(n);
  }
  return null;
});
