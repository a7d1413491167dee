// module_directory(names...) or module_directory([names]): the directory of the first module of
// the module path by one of the names, else undef.
import { ArrayType, STRING, type Value } from '../values/index.js';
import type { FunctionContext } from './context.js';
import { defineFunction } from './function.js';

function first(ctx: FunctionContext, names: readonly Value[]): Value {
  for (const n of names) {
    const dir = ctx.moduleDirectory(n as string);
    if (dir !== undefined) return dir;
  }
  return null;
}

export default defineFunction(
  'module_directory',
  { params: [], rest: STRING, names: ['names'], call: (ctx, args) => first(ctx, args) },
  { params: [], rest: new ArrayType(STRING), names: ['names'], call: (ctx, args) => first(ctx, args.flat()) },
);
