// stdlib's shell_split(string): the words a Bourne shell would split the text into.
import { binaryWhileAscii } from '../../values/binary-string.js';
import { FunctionError } from '../dispatcher.js';
import { rubyToS } from '../ruby-values.js';
import { rubyShellSplit } from './shellwords.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('shell_split', (_ctx, args) => {
  if (args.length !== 1) throw new FunctionError(`shell_split(): Wrong number of arguments given (${args.length} for 1)`);
  // Shellwords builds each word in a binary `String.new`: ASCII words stay binary.
  return rubyShellSplit(rubyToS(args[0]!)).map(binaryWhileAscii);
});
