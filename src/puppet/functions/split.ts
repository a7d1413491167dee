// split(string, pattern): the string split at a string or regexp pattern (trailing empty parts dropped, as Ruby).
import { PRegexp, STRING, VariantType, RegexpType } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('split', {
  params: [STRING, new VariantType([STRING, new RegexpType()])],
  names: ['str', 'pattern'],
  call(_ctx, args) {
    const s = args[0] as string;
    const p = args[1]!;
    return (p instanceof PRegexp ? p : PRegexp.of(p as string)).split(s);
  },
});
