// abs(number): the absolute value; a numeric String is still converted (deprecated in Puppet 7).
import { NUMERIC, PFloat, STRING, VariantType, int, isInteger } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';
import { stringToF, stringToI } from './ruby-number.js';

// Ruby's ^ and $ are line anchors, so one matching line is enough (and to_f then reads the start).
const FLOAT_LINE = /^-?\d+\.\d+$/m;
const INTEGER_LINE = /^-?\d+$/m;

export default defineFunction('abs', {
  params: [new VariantType([NUMERIC, STRING])],
  names: ['val'],
  call(_ctx, args) {
    const v = args[0]!;
    if (isInteger(v)) return int(typeof v === 'bigint' ? (v < 0n ? -v : v) : Math.abs(v));
    if (v instanceof PFloat) return new PFloat(Math.abs(v.value));
    const s = v as string;
    if (FLOAT_LINE.test(s)) return new PFloat(Math.abs(stringToF(s)));
    if (INTEGER_LINE.test(s)) {
      const n = stringToI(s);
      return int(n < 0n ? -n : n);
    }
    throw new FunctionError('abs(): Requires float or integer to work with - was given non decimal string');
  },
});
