// stdlib's uriescape(string or array): URI::DEFAULT_PARSER.escape of the string (or of each string
// of the array): every character but the unreserved and reserved ones of RFC 2396 percent-encoded.
import { FunctionError } from '../dispatcher.js';
import { stdlib3x } from './stdlib-function.js';

const KEEP = /[-_.!~*'()a-zA-Z\d;/?:@&=+$,[\]]/;

function escape(s: string): string {
  let out = '';
  for (const c of s) out += KEEP.test(c) ? c : Array.from(new TextEncoder().encode(c), (b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  return out;
}

export default stdlib3x('uriescape', (_ctx, args) => {
  if (args.length === 0) throw new FunctionError('uriescape(): Wrong number of arguments given (0 for 1)');
  const [value] = args;
  if (Array.isArray(value)) return value.map((x) => (typeof x === 'string' ? escape(x) : x));
  if (typeof value === 'string') return escape(value);
  throw new FunctionError('uriescape(): Requires either array or string to work with');
});
