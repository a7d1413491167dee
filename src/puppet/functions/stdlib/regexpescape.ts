// stdlib's regexpescape(string or array): Ruby's Regexp.escape of the string (or of each string).
import { FunctionError } from '../dispatcher.js';
import { stdlib3x } from './stdlib-function.js';

const CONTROL: Readonly<Record<string, string>> = { '\t': '\\t', '\n': '\\n', '\r': '\\r', '\f': '\\f', '\v': '\\v', ' ': '\\ ' };

export const rubyRegexpEscape = (s: string): string => s.replace(/[.*?+^$|\\()[\]{}\-#\t\n\r\f\v ]/g, (c) => CONTROL[c] ?? `\\${c}`);

export default stdlib3x('regexpescape', (_ctx, args) => {
  if (args.length === 0) throw new FunctionError('regexpescape(): Wrong number of arguments given (0 for 1)');
  const [value] = args;
  if (Array.isArray(value)) return value.map((x) => (typeof x === 'string' ? rubyRegexpEscape(x) : x));
  if (typeof value === 'string') return rubyRegexpEscape(value);
  throw new FunctionError('regexpescape(): Requires either array or string to work with');
});
