// stdlib's str2bool(string): true for 1/t/y/true/yes, false for ''/0/f/n/false/no/undef (case-
// insensitive; as Ruby's ^ and $ match at any line, one such line of the string decides).
import type { Value } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { stdlib3x } from './stdlib-function.js';

export function str2bool(v: Value | undefined): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v !== 'string') throw new FunctionError('str2bool(): Requires string to work with');
  if (/^$/m.test(v)) return false;
  if (/^(1|t|y|true|yes)$/im.test(v)) return true;
  if (/^(0|f|n|false|no)$/im.test(v) || /^(undef|undefined)$/m.test(v)) return false;
  throw new FunctionError('str2bool(): Unknown type of boolean given');
}

export default stdlib3x('str2bool', (_ctx, args) => {
  if (args.length === 0) throw new FunctionError('str2bool(): Wrong number of arguments given (0 for 1)');
  return str2bool(args[0]);
});
