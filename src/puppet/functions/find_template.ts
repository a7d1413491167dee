// find_template(paths...) or find_template([paths]): the path of the first that exists
// (`<module>/<file>` below the module's templates/, or absolute), else undef.
import { ArrayType, STRING } from '../values/index.js';
import { defineFunction } from './function.js';
import { findFirst } from './module-files.js';

export default defineFunction(
  'find_template',
  { params: [], rest: STRING, names: ['paths'], call: (ctx, args) => findFirst(ctx, args as string[], 'templates') ?? null },
  { params: [], rest: new ArrayType(STRING), names: ['paths_array'], call: (ctx, args) => findFirst(ctx, args.flat() as string[], 'templates') ?? null },
);
