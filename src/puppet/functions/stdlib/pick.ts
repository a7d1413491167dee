// stdlib's pick(values...): the first value that is neither undef nor '' (3.x; undef arrives as '').
import { plain } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { rubyToS } from '../ruby-values.js';
import { passingValues, stdlib3x } from './stdlib-function.js';

export default passingValues(stdlib3x('pick', (_ctx, args) => {
  const found = args.filter((v) => v !== null && plain(v) !== '');
  if (found.length === 0 || rubyToS(plain(found[0]!)) === '') throw new FunctionError('pick(): must receive at least one non empty value');
  return found[0]!;
}));
