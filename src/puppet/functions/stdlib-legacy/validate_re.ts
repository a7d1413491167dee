// validate_re(string, patterns, message?) (stdlib 8, removed in 9): fails unless the string matches
// one of the patterns (Ruby regexps, as text or Regexp values), with stdlib's or the given message.
import { PRegexp, type Value } from '../../values/index.js';
import { rubyClass } from '../ruby-class.js';
import { rubyInspect, rubyToS } from '../ruby-values.js';
import { parseError, stdlibFunction } from './legacy.js';

/** Ruby's inspect of an argument that may be a Regexp value (`/re/`). */
const inspect = (v: Value): string => (v instanceof PRegexp ? v.toString() : Array.isArray(v) ? `[${v.map(inspect).join(', ')}]` : rubyInspect(v));

const flat = (v: Value): Value[] => (Array.isArray(v) ? (v as readonly Value[]).flatMap(flat) : [v]);

export default stdlibFunction('validate_re', '4.x', (_ctx, args) => {
  if (args.length < 2 || args.length > 3) throw parseError(`validate_re(): wrong number of arguments (${args.length}; must be 2 or 3)`);
  const [input, patterns, message] = args as [Value, Value, Value | undefined];
  if (typeof input !== 'string') throw parseError(`validate_re(): input needs to be a String, not a ${rubyClass(input)}`);
  const matches = flat(patterns).some((p) => (p instanceof PRegexp ? p : PRegexp.of(rubyToS(p))).test(input));
  if (!matches) {
    throw parseError(message !== undefined && message !== null && message !== false ? rubyToS(message) : `validate_re(): ${rubyInspect(input)} does not match ${inspect(patterns)}`);
  }
  return null;
});
