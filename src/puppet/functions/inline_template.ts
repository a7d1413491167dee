// inline_template(): ERB needs Ruby; overcat refuses it with a coded error instead of guessing.
import { ANY } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';

export default defineFunction('inline_template', {
  params: [],
  rest: ANY,
  names: ['templates'],
  call() {
    throw new FunctionError('inline_template', 'OVC3109', { name: 'inline_template', where: ' (ERB templates need Ruby; use inline_epp())' });
  },
});
