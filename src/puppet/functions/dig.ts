// dig(data, keys...): follows keys into nested hashes and indexes (negative from the end) into
// arrays; undef when a step finds undef or the key is undef. A step into anything but a
// collection, or into an array by a non-integer, fails with Puppet's message and the path walked,
// carrying the Error value Puppet's ErrorWithData carries (get() gives it to its block).
import { ANY, COLLECTION, OptionalType, PErrorObject, PHash, infer, isInteger, type Value } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';
import { passingCollections } from './keep-encoding.js';
import { rubyInspect } from './ruby-values.js';

/** dig's failure: Puppet's message and its Error value (kind SLICE_ERROR, the path walked and the type met). */
export class SliceError extends FunctionError {
  readonly data: PErrorObject;
  constructor(message: string, issueCode: 'EXPECTED_COLLECTION' | 'EXPECTED_INTEGER_INDEX', walked: readonly Value[], typeKey: 'value_type' | 'index_type', type: Value) {
    super(message);
    this.data = new PErrorObject(message, 'SLICE_ERROR', PHash.from([['walked_path', [...walked]], [typeKey, type]]), issueCode);
  }
}

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
        const t = infer(cur);
        throw new SliceError(`The given data does not contain a Collection at ${rubyInspect(walked, true)}, got '${t}'`, 'EXPECTED_COLLECTION', walked, 'value_type', t);
      }
      walked.push(k);
      if (cur instanceof PHash) cur = cur.get(k) ?? null;
      else if (!isInteger(k)) {
        const t = infer(k);
        throw new SliceError(`The given data requires an Integer index at ${rubyInspect(walked, true)}, got '${t}'`, 'EXPECTED_INTEGER_INDEX', walked, 'index_type', t);
      }
      else cur = cur.at(Number(k)) ?? null;
    }
    return cur;
  },
}),
);
