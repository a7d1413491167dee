// split(string, pattern): the string split at a string or regexp pattern (trailing empty parts dropped, as Ruby).
import { PRegexp, STRING, VariantType, RegexpType, type Value } from '../values/index.js';
import { defineFunction } from './function.js';

export default defineFunction('split', {
  params: [STRING, new VariantType([STRING, new RegexpType()])],
  names: ['str', 'pattern'],
  call(_ctx, args) {
    const s = args[0] as string;
    const p = args[1]!;
    const re = p instanceof PRegexp ? p : PRegexp.of(p as string);
    const parts: Value[] = s.split(new RegExp(re.regex.source, re.regex.flags.replace('g', '') + 'g'));
    while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
    return parts;
  },
});
