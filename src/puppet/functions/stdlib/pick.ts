// stdlib's pick(values...): the first value that is neither undef nor '' (3.x; undef arrives as '').
import { FunctionError } from '../dispatcher.js';
import { rubyToS } from '../ruby-values.js';
import { stdlib3x } from './stdlib-function.js';

export default stdlib3x('pick', (_ctx, args) => {
  const found = args.filter((v) => v !== null && v !== '');
  if (found.length === 0 || rubyToS(found[0]!) === '') throw new FunctionError('pick(): must receive at least one non empty value');
  return found[0]!;
});
