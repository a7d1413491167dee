// split(string, pattern): the string split at a string, regexp or Regexp type's pattern (trailing
// empty parts dropped, as Ruby), with Puppet's three dispatches.
import { PRegexp, RegexpType, STRING, TypeType } from '../values/index.js';
import { defineFunction } from './function.js';
import { keepingEncoding } from './keep-encoding.js';

const NAMES = ['str', 'pattern'];

export default defineFunction(
  'split',
  keepingEncoding({ params: [STRING, STRING], names: NAMES, call: (_ctx, [s, p]) => PRegexp.of(p as string).split(s as string) }),
  keepingEncoding({ params: [STRING, new RegexpType()], names: NAMES, call: (_ctx, [s, p]) => (p as PRegexp).split(s as string) }),
  // Regexp['x'] splits at its pattern; a bare Regexp's pattern is empty (every character apart).
  keepingEncoding({ params: [STRING, new TypeType(new RegexpType())], names: NAMES, call: (_ctx, [s, t]) => ((t as RegexpType).pattern ?? PRegexp.of('')).split(s as string) }),
);
