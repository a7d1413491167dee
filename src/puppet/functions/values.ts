// values(hash): the values in order.
import { HASH, type PHash } from '../values/index.js';
import { defineFunction } from './function.js';
import { passingCollections } from './keep-encoding.js';

export default defineFunction(
  'values',
  passingCollections({
  params: [HASH],
  names: ['hsh'],
  call(_ctx, args) {
    return (args[0] as PHash).values();
  },
}),
);
