// What prefix() and suffix() share: every element of an array, or every key of a hash, as text
// with the affix added (none when it is absent).
import { PHash, type Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { rubyInspect, rubyToS } from '../ruby-values.js';
import { stdlib3x } from './stdlib-function.js';

export function affixFunction(name: 'prefix' | 'suffix', add: (text: string, affix: string) => string) {
  return stdlib3x(name, (_ctx, args) => {
    if (args.length === 0) throw new FunctionError(`${name}(): Wrong number of arguments given (0 for 1)`);
    const [enumerable, affix] = args;
    if (!Array.isArray(enumerable) && !(enumerable instanceof PHash)) {
      throw new FunctionError(`${name}(): expected first argument to be an Array or a Hash, got ${rubyInspect(enumerable!)}`);
    }
    // Ruby's `if arguments[1]`: an absent or false affix adds nothing.
    const given = affix === undefined || affix === false ? undefined : affix;
    if (given !== undefined && typeof given !== 'string') throw new FunctionError(`${name}(): expected second argument to be a String, got ${rubyInspect(given)}`);
    const apply = (v: Value): string => (given === undefined ? rubyToS(v) : add(rubyToS(v), given));
    return Array.isArray(enumerable) ? enumerable.map(apply) : PHash.from(Array.from(enumerable, ([k, v]) => [apply(k), v] as const));
  });
}
