// binary_file(path): the bytes of a file (`<module>/<file>` below the module's files/, or absolute)
// as a Binary, which a catalog holds as base64 (`file { content => binary_file('m/key.der') }`).
import { PBinary, STRING } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';
import { findFirst } from './module-files.js';

export default defineFunction('binary_file', {
  params: [STRING],
  names: ['path'],
  call(ctx, args) {
    const reference = args[0] as string;
    const path = findFirst(ctx, [reference], 'files');
    const bytes = path === undefined ? undefined : ctx.readBinaryFile(path);
    if (bytes === undefined) throw new FunctionError(`binary_file(): The given file '${reference}' does not exist`);
    return new PBinary(bytes);
  },
});
