// template(): ERB needs Ruby; overcat refuses it with a coded error instead of guessing.
import { ANY } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';

export default defineFunction('template', {
  params: [],
  rest: ANY,
  names: ['paths'],
  call() {
    throw new FunctionError('template', 'OVC3109', { name: 'template', where: ' (ERB templates need Ruby; use epp())' });
  },
});
