// stdlib's any2array(values...): its arguments as an array — an array as it is, a hash as its
// keys and values in turn, '' (or undef) as [], several arguments as the array of them.
import { PHash } from '../../values/index.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('any2array', (_ctx, args) => {
  if (args.length !== 1) return args;
  const [v] = args;
  if (Array.isArray(v)) return v;
  if (v === '') return [];
  if (v instanceof PHash) return Array.from(v).flat();
  return args;
});
