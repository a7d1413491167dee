// stdlib's join_keys_to_values(hash, separator): "key<sep>value" for each entry (one per element
// of an array value; the key alone where the value's text is 'undef').
import { PHash } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { rubyClassOf, rubyToS } from '../ruby-values.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('join_keys_to_values', (_ctx, args) => {
  if (args.length !== 2) throw new FunctionError(`join_keys_to_values(): Takes exactly two arguments, but ${args.length} given.`);
  const [hash, separator] = args;
  if (!(hash instanceof PHash)) throw new FunctionError(`join_keys_to_values(): The first argument must be a hash, but a ${rubyClassOf(hash!)} was given.`);
  if (typeof separator !== 'string') throw new FunctionError(`join_keys_to_values(): The second argument must be a string, but a ${rubyClassOf(separator!)} was given.`);
  return Array.from(hash).flatMap(([k, v]) => {
    const key = rubyToS(k);
    if (Array.isArray(v)) return v.map((x) => key + separator + rubyToS(x));
    const text = rubyToS(v);
    return [text === 'undef' ? key : key + separator + text];
  });
});
