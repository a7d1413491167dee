// dig(data, keys...): follows keys into nested hashes and indexes (negative from the end) into
// arrays; undef when a step finds undef or the key is undef. A step into anything but a
// collection, or into an array by a non-integer, fails with Puppet's message and the path walked.
import { ANY, COLLECTION, OptionalType, PHash, infer, isInteger, type Value } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';
import { passingCollections } from './keep-encoding.js';
import { rubyInspect } from './ruby-values.js';

export default defineFunction(
  'dig',
  passingCollections({
  params: [new OptionalType(COLLECTION)],
  rest: ANY,
  names: ['data', 'arg'],
  call(_ctx, args) {
    let cur: Value = args[0]!;
    const walked: Value[] = [];
    for (const k of args.slice(1)) {
      if (cur === null || k === null) return null;
      if (!(cur instanceof PHash) && !Array.isArray(cur)) {
        throw new FunctionError(`The given data does not contain a Collection at ${rubyInspect(walked, true)}, got '${infer(cur)}'`);
      }
      walked.push(k);
      if (cur instanceof PHash) cur = cur.get(k) ?? null;
      else if (!isInteger(k)) throw new FunctionError(`The given data requires an Integer index at ${rubyInspect(walked, true)}, got '${infer(k)}'`);
      else cur = cur.at(Number(k)) ?? null;
    }
    return cur;
  },
}),
);
