// annotate(type, value, ...): Puppet annotates Objects with Annotation instances (Pcore), which
// overcat's value model has none of; a call is reported as not supported instead of unknown.
import { ANY } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';

export default defineFunction('annotate', {
  params: [],
  rest: ANY,
  block: 'optional',
  names: ['args'],
  call() {
    throw new FunctionError('annotate() (Pcore Object annotations)', 'OVC3116', { what: 'annotate() (Pcore Object annotations)' });
  },
});
