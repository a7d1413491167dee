// find_file(paths...) or find_file([paths]): the path of the first that exists (`<module>/<file>`
// below the module's files/, or absolute), else undef.
import { ArrayType, STRING } from '../values/index.js';
import { defineFunction } from './function.js';
import { findFirst } from './module-files.js';

export default defineFunction(
  'find_file',
  { params: [], rest: STRING, names: ['paths'], call: (ctx, args) => findFirst(ctx, args as string[], 'files') ?? null },
  { params: [], rest: new ArrayType(STRING), names: ['paths_array'], call: (ctx, args) => findFirst(ctx, args.flat() as string[], 'files') ?? null },
);
