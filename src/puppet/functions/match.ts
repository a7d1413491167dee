// match(string or array of strings, pattern): the match and its captures (undef for a group that
// did not take part), or undef when there is no match. The pattern is a String, Regexp, Regexp[r],
// Pattern[p] or Variant type (the first that matches wins), or an array of those (flattened).
import {
  ANY,
  ArrayType,
  PRegexp,
  PatternType,
  RegexpType,
  STRING,
  TypeAliasType,
  TypeType,
  VariantType,
  type Value,
} from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { defineFunction } from './function.js';
import { rubyClassName } from './ruby-values.js';

function matchOne(s: string, pattern: Value): Value {
  if (typeof pattern === 'string') return PRegexp.of(pattern).match(s);
  if (pattern instanceof PRegexp) return pattern.match(s);
  if (pattern instanceof TypeAliasType) return matchOne(s, pattern.resolved);
  if (pattern instanceof RegexpType) {
    if (pattern.pattern === undefined) throw new FunctionError('Given Regexp Type has no regular expression');
    return pattern.pattern.match(s);
  }
  if (pattern instanceof VariantType || pattern instanceof PatternType || Array.isArray(pattern)) {
    const options: readonly Value[] =
      pattern instanceof VariantType ? pattern.types : pattern instanceof PatternType ? pattern.patterns : (pattern as readonly Value[]).flat(Infinity as 1);
    for (const p of options) {
      const r = matchOne(s, p);
      if (r !== null) return r;
    }
    return null;
  }
  const cls = rubyClassName(pattern);
  const klass = cls === 'nil' ? 'NilClass' : cls === 'true' ? 'TrueClass' : cls === 'false' ? 'FalseClass' : cls;
  throw new FunctionError(`match() expects pattern of T, where T is String, Regexp, Regexp[r], Pattern[p], or Array[T]. Got ${klass}`);
}


/** Puppet declares the pattern `Variant[Any, Type]` (which a refusal of the call lists). */
const PATTERN = new VariantType([ANY, new TypeType()]);

export default defineFunction(
  'match',
  { params: [STRING, PATTERN], names: ['string', 'pattern'], call: (_ctx, args) => matchOne(args[0] as string, args[1]!) },
  {
    params: [new ArrayType(STRING), PATTERN],
    names: ['string', 'pattern'],
    call: (_ctx, args) => (args[0] as readonly string[]).map((s) => matchOne(s, args[1]!)),
  },
);
