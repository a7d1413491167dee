// length(collection or string): the number of elements, entries or characters.
import { COLLECTION, PHash, STRING, stringLength, type Value } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction(
  'length',
  { params: [COLLECTION], names: ['arg'], call: (_ctx, args) => (args[0] instanceof PHash ? args[0].size : (args[0] as readonly Value[]).length) },
  { params: [STRING], names: ['arg'], call: (_ctx, args) => stringLength(args[0] as string) },
);
