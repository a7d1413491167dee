// size(collection or string): the same as length().
import { COLLECTION, STRING, VariantType } from '../values/index.js';
import { defineFunction } from './function.js';
import { BINARY } from './length.js';

export default defineFunction('size', {
  params: [new VariantType([COLLECTION, STRING, BINARY])],
  names: ['arg'],
  call: (ctx, args) => ctx.call('length', args),
});
