// size(collection or string): the same as length().
import { COLLECTION, STRING, VariantType } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('size', {
  params: [new VariantType([COLLECTION, STRING])],
  names: ['arg'],
  call: (ctx, args) => ctx.call('length', args),
});
