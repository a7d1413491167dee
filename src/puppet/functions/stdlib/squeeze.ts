// stdlib's squeeze(string or array, [characters]): runs of one character (of the given set)
// collapsed to one, in a string or each string of an array (Ruby's String#squeeze).
import type { Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { noMethodError, rubyString } from '../ruby-values.js';
import { stdlib3x } from './stdlib-function.js';

/** The characters a String#squeeze/count set names: ranges (a-z) and a leading ^ to negate. */
function characterSet(spec: string): (c: string) => boolean {
  const chars = Array.from(spec);
  const negate = chars.length > 1 && chars[0] === '^';
  if (negate) chars.shift();
  const ranges: [number, number][] = [];
  for (let i = 0; i < chars.length; i++) {
    const from = chars[i]!.codePointAt(0)!;
    if (chars[i + 1] === '-' && i + 2 < chars.length) {
      ranges.push([from, chars[i + 2]!.codePointAt(0)!]);
      i += 2;
    } else ranges.push([from, from]);
  }
  return (c) => ranges.some(([a, b]) => c.codePointAt(0)! >= a && c.codePointAt(0)! <= b) !== negate;
}

function squeeze(v: Value, set: string | undefined): string {
  if (typeof v !== 'string') throw noMethodError('squeeze', v);
  const inSet = set === undefined ? () => true : characterSet(set);
  let out = '';
  let last: string | undefined;
  for (const c of v) {
    if (c !== last || !inSet(c)) out += c;
    last = c;
  }
  return out;
}

export default stdlib3x('squeeze', (_ctx, args) => {
  if (args.length !== 1 && args.length !== 2) throw new FunctionError(`squeeze(): Wrong number of arguments given ${args.length} for 2 or 1`);
  const [item, set] = args;
  // Ruby's `if squeezeval`: only an absent (or false) set squeezes everything.
  const chars = set === undefined || set === false ? undefined : rubyString(set);
  return Array.isArray(item) ? item.map((x) => squeeze(x, chars)) : squeeze(item!, chars);
});
