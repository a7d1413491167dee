// stdlib's pick_default(values..., default): the first value that is neither undef nor '', else the
// last argument whatever it is.
import { plain } from '../../values/index.js';
import { FunctionError } from '../dispatcher.js';
import { passingValues, stdlib3x } from './stdlib-function.js';

export default passingValues(stdlib3x('pick_default', (_ctx, args) => {
  if (args.length === 0) throw new FunctionError('Must receive at least one argument.');
  return args.slice(0, -1).find((v) => v !== null && plain(v) !== '') ?? args[args.length - 1]!;
}));
