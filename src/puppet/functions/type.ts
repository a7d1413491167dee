// type(value, [mode]): the value's type — detailed (default), reduced, or generalized; Puppet's
// three dispatches, one an inference method. A binary String is typed as one (its String type's
// value is binary in rich data).
import { ANY, EnumType, infer, inferDetailed, inferGeneralized } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction(
  'type',
  { params: [ANY, new EnumType(['detailed'])], required: 1, names: ['value', 'inference_method'], keepsEncoding: true, call: (_ctx, [value]) => inferDetailed(value!) },
  { params: [ANY, new EnumType(['reduced'])], names: ['value', 'inference_method'], keepsEncoding: true, call: (_ctx, [value]) => infer(value!) },
  { params: [ANY, new EnumType(['generalized'])], names: ['value', 'inference_method'], keepsEncoding: true, call: (_ctx, [value]) => inferGeneralized(value!) },
);
