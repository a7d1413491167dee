// Puppet's value model and type system, apart from the evaluator: what every expression evaluates to.
//
// Model (model.ts): a Value is a JS primitive where it can be, for speed — `null` is undef,
// `boolean`, `string`, `number` is always an Integer (safe integer) and `bigint` an Integer
// beyond 2^53 (never both for one value: `int()` normalises), PFloat a Float (boxed so `4.0`
// stays a Float), plain arrays, PHash (insertion ordered, any key, Ruby `eql?` key identity),
// DEFAULT, PRegexp (a Ruby pattern translated to a safe JS RegExp), PSensitive, and PType for
// data types, resource references (`File['/x']` is a ResourceType with a title) and class
// references (ClassType). Values are immutable: operators return new values.
//
// Operators are pure functions the evaluator calls; each throws PuppetError (a diagnostic code
// OVC3xxx and Puppet's own message) where Puppet raises an evaluation error:
//   arithmetic(op, l, r, onCoerce?)  + - * / % << >> (numbers, arrays, hashes); negate(v)
//   equals(a, b)                     ==  (deep, ASCII case-insensitive strings, 1 == 1.0)
//   compare(op, a, b)                < <= > >=  (types: assignability)
//   matchOperator(l, r)              =~  (regexp or type; returns captures for $0..$n)
//   inOperator(needle, haystack)     in
//   caseMatch(value, option)         case options and selector keys
// Types (types/): PType#isInstance(v), PType#isAssignable(t), PType#toString() (`Integer[1, 5]`);
// typeByName(name, resolveAlias) and parameterize(type, keys) build types as Access expressions
// do; inferDetailed / infer / inferGeneralized are `type()`; describeMismatch words Puppet's
// "expects an Integer value, got String".
// Conversions: toText (interpolation, String()), toRichData / toPlainData + jsonText (catalog
// parameter values as `puppet catalog compile` writes them), fromData (YAML/JSON/Hiera → Value).
export * from './model.js';
export { PHash, HashBuilder } from './hash.js';
export { PRegexp } from './regexp.js';
export { PuppetError } from './errors.js';
export { arithmetic, negate, stringToNumber, type ArithmeticOperator, type CoercionListener } from './arithmetic.js';
export { equals } from './equality.js';
export { compare, compareValues, type ComparisonOperator } from './compare.js';
export { matchOperator, inOperator, caseMatch, type MatchResult } from './match.js';
export { toText } from './to-string.js';
export { fromData, toRichData, toPlainData, jsonText, type CatalogData, type CatalogObject } from './convert.js';
export * from './types/model.js';
export { typeByName, parameterize, type AliasResolver } from './types/factory.js';
export { infer, inferDetailed, inferGeneralized, commonType, generalize } from './types/infer.js';
export { describeMismatch, describeTypeMismatch } from './types/describe.js';
