// The shape of ceiling and floor: an Integer as it is, a Float rounded to an Integer, and a String
// read as Ruby's Float() first (deprecated in Puppet 7).
import { NUMERIC, PFloat, STRING, VariantType } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction, type PuppetFunction } from './function.js';
import { floatToInteger } from './ruby-number.js';
import { parseRubyFloat } from './ruby-values.js';

export function roundingFunction(name: string, how: (x: number) => number): PuppetFunction {
  return defineFunction(name, {
    params: [new VariantType([NUMERIC, STRING])],
    names: ['val'],
    call(_ctx, args) {
      const v = args[0]!;
      if (v instanceof PFloat) return floatToInteger(v.value, how);
      if (typeof v !== 'string') return v;
      const x = parseRubyFloat(v);
      if (x === undefined) throw new FunctionError(`${name}(): cannot convert given value to a floating point value.`);
      return floatToInteger(x, how);
    },
  });
}
