// size(collection, string or Binary): the same as length().
import { BINARY, COLLECTION, STRING, VariantType } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('size', {
  params: [new VariantType([COLLECTION, STRING, BINARY])],
  names: ['arg'],
  call: (ctx, args) => ctx.call('length', args),
});
