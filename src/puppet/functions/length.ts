// length(collection, string or Binary): the number of elements, entries, characters or bytes.
import { BINARY, COLLECTION, PBinary, PHash, STRING, stringLength, type Value } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction(
  'length',
  { params: [COLLECTION], names: ['arg'], call: (_ctx, args) => (args[0] instanceof PHash ? args[0].size : (args[0] as readonly Value[]).length) },
  { params: [STRING], names: ['arg'], call: (_ctx, args) => stringLength(args[0] as string) },
  { params: [BINARY], names: ['arg'], call: (_ctx, args) => (args[0] as PBinary).bytes.length },
);
