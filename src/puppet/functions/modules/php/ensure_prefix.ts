// ensure_prefix(enumerable, prefix) (voxpupuli php): every element of an array, or key of a hash,
// as its Ruby to_s, with the prefix put in front where it does not already start so. A false
// prefix (Ruby's nil) leaves the texts as they are; keys made equal keep the first one's place.
import { PHash, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { legacyModuleFunction } from '../../legacy-function.js';
import { rubyInspect, rubyToS } from '../../ruby-values.js';

export default legacyModuleFunction('php', 'ensure_prefix', -1, (_ctx, args) => {
  if (args.length < 2) throw new FunctionError(`ensure_prefix(): Wrong number of arguments given (${args.length} for 2)`);
  const [enumerable, given] = args as [Value, Value];
  if (!Array.isArray(enumerable) && !(enumerable instanceof PHash)) {
    throw new FunctionError(`ensure_prefix(): expected first argument to be an Array or a Hash, got ${rubyInspect(enumerable)}`);
  }
  const prefix = given === null || given === false ? undefined : given;
  if (prefix !== undefined && typeof prefix !== 'string') throw new FunctionError(`ensure_prefix(): expected second argument to be a String, got ${rubyInspect(prefix)}`);
  const prefixed = (v: Value): string => {
    const text = rubyToS(v);
    return prefix !== undefined && !text.startsWith(prefix) ? prefix + text : text;
  };
  if (Array.isArray(enumerable)) return enumerable.map(prefixed);
  const out = new Map<string, Value>();
  for (const [k, v] of enumerable) out.set(prefixed(k), v);
  return PHash.from(out);
});
