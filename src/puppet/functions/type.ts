// type(value, [mode]): the value's type — detailed (default), reduced, or generalized.
import { ANY, STRING, infer, inferDetailed, inferGeneralized } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('type', {
  params: [ANY, STRING],
  required: 1,
  names: ['value', 'inference_method'],
  call(_ctx, args) {
    const mode = args[1] ?? 'detailed';
    return mode === 'generalized' ? inferGeneralized(args[0]!) : mode === 'reduced' ? infer(args[0]!) : inferDetailed(args[0]!);
  },
});
