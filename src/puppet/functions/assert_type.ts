// assert_type(type, value) [|$expected, $actual| { }]: the value when it matches the type, else Puppet's mismatch error (or the lambda's result).
import { ANY, PType, TypeType, describeMismatch, inferDetailed } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';

export default defineFunction('assert_type', {
  params: [new TypeType(), ANY],
  block: 'optional',
  names: ['type', 'value'],
  call(_ctx, args, lambda) {
    const type = args[0] as PType;
    const value = args[1]!;
    if (type.isInstance(value)) return value;
    if (lambda) return lambda.call([type, inferDetailed(value)]);
    throw new FunctionError(describeMismatch('assert_type():', type, value), 'OVC3111');
  },
});
