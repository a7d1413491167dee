// sudo::defaults(*args) (saz-sudo): the sudoers `Defaults` lines of the module's defaults hash,
// which its templates pass as scope.call_function's argument list (a Hash splats into its
// [key, config] pairs): per pair "Defaults\t<key>", then the config's list, then its operator
// ('=' unless given) and value (a String quoted), and a line break.
import { ANY, PHash, isInteger, type Value } from '../../../values/index.js';
import { FunctionError } from '../../dispatcher.js';
import { defineModuleFunction } from '../../function.js';
import { noMethodError, rubyInspect, rubyToS } from '../../ruby-values.js';

export default defineModuleFunction('sudo', 'sudo::defaults', {
  params: [],
  rest: ANY,
  names: ['args'],
  call(_ctx, args) {
    let res = '';
    for (const tuple of args) {
      if (size(tuple) !== 2) throw new FunctionError(`Unsupported number of arguments ${args.length}: ${rubyInspect(args)}`);
      res += entry(element(tuple, 0), element(tuple, 1));
    }
    return res;
  },
});

/** Ruby's `size` of an argument: an Array's or Hash's entries, a String's characters, an Integer's bytes. */
function size(v: Value): number {
  if (Array.isArray(v)) return v.length;
  if (v instanceof PHash) return v.size;
  if (typeof v === 'string') return Array.from(v).length;
  if (isInteger(v)) return 8;
  throw noMethodError('size', v);
}

/** Ruby's `tuple[i]`: an Array's element, a Hash's value at the Integer key, a String's character. */
function element(tuple: Value, i: number): Value {
  if (Array.isArray(tuple)) return tuple[i] ?? null;
  if (tuple instanceof PHash) return tuple.get(i) ?? null;
  if (typeof tuple === 'string') return Array.from(tuple)[i] ?? null;
  // Integer#[] is a bit: a two-element tuple is never an Integer (its size is 8).
  throw noMethodError('[]', tuple);
}

function entry(key: Value, config: Value): string {
  let line = `Defaults\t${rubyToS(key)}`;
  if (config !== null) {
    if (!(config instanceof PHash)) throw noMethodError('key?', config);
    if (config.has('list')) line += rubyToS(config.get('list') ?? null);
    const operator = config.has('operator') ? (config.get('operator') ?? null) : '=';
    if (config.has('value')) {
      const value = config.get('value') ?? null;
      line += `${rubyToS(operator)}${typeof value === 'string' ? `"${value}"` : rubyToS(value)}`;
    }
  }
  return `${line}\n`;
}
