// `new` for String: a value as `String($x)` writes it (strings in containers quoted, a Float
// `%f` style, a regexp as its source), or by a format.
import { PDefault, stringOf, type Value } from '../values/index.js';
import { FunctionError } from './dispatcher.js';

/** String.new(from, [formats]). */
export function newString(args: readonly Value[]): Value {
  if (args.length < 1 || args.length > 2) throw new FunctionError(`'new_string' expects between 1 and 2 arguments, got ${args.length === 0 ? 'none' : args.length}`, 'OVC3110');
  const [from, formats] = args as [Value, Value?];
  if (formats === undefined || formats instanceof PDefault) return stringOf(from);
  throw new FunctionError('String.new with a format', 'OVC3116', { what: 'String.new with a format' });
}
