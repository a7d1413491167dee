// Kernel#Integer of the digits neutron's range validators read, with Ruby's error for what is none.
import { FunctionError } from '../../dispatcher.js';
import { parseRubyInteger } from '../../ruby-values.js';

export function kernelInteger(digits: string): bigint {
  const n = parseRubyInteger(digits);
  if (n === undefined) throw new FunctionError(`invalid value for Integer(): ${JSON.stringify(digits)}`);
  return BigInt(n);
}
