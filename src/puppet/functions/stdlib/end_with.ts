// stdlib's stdlib::end_with(string, suffix(es)): whether the string ends with one of them.
import { STRING } from '../../values/index.js';
import { AFFIXES } from './start_with.js';
import { stdlib4x } from './stdlib-function.js';

export default stdlib4x('stdlib::end_with', {
  params: [STRING, AFFIXES],
  names: ['test_string', 'suffixes'],
  call: (_ctx, args) => [args[1]!].flat().some((s) => (args[0] as string).endsWith(s as string)),
});
