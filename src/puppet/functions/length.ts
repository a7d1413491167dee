// length(collection or string): the number of elements, entries or characters. Puppet also takes a
// Binary (its byte count); overcat never makes one, but the signature is there for Puppet's message.
import { COLLECTION, OpaqueType, PHash, STRING, stringLength, type Value } from '../values/index.js';
import { defineFunction } from './function.js';

export const BINARY = new OpaqueType('Binary');

export default defineFunction(
  'length',
  { params: [COLLECTION], names: ['arg'], call: (_ctx, args) => (args[0] instanceof PHash ? args[0].size : (args[0] as readonly Value[]).length) },
  { params: [STRING], names: ['arg'], call: (_ctx, args) => stringLength(args[0] as string) },
  { params: [BINARY], names: ['arg'], call: (_ctx, args) => stringLength(args[0] as string) },
);
