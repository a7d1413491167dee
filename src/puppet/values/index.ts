// Puppet's value model and type system, apart from the evaluator: what every expression evaluates to.
//
// MODEL (model.ts, hash.ts, regexp.ts). A Value is a JS primitive where it can be, for speed:
//   null        undef                      boolean, string   Boolean, String
//   number      Integer (always integral and safe)          bigint   Integer beyond ±(2^53-1)
//   PFloat      Float (boxed: 4.0 stays a Float)             DEFAULT  `default`
//   Value[]     Array (plain, never mutated once shared)     PHash    Hash: insertion ordered,
//               any key, Ruby `eql?` identity ('1', 1, 1.0 and [1] are four keys), build with
//               PHash.from / HashBuilder
//   PRegexp     a Ruby pattern translated to a JS RegExp (PRegexp.of / fromLiteral; cached;
//               refused with OVC3008 when invalid or unsafe; V8's linear engine takes over on
//               excessive backtracking)
//   PSensitive  Sensitive(value)            PType    a data type; also resource references
//               (ResourceType with a title: `File['/x']`) and class references (ClassType)
//   PTimestamp, PTimespan  nanoseconds (bigint) since the epoch / of a duration (time.ts; text
//               and strftime in time-format.ts, parsing in time-parse.ts)
//   PSemVer, PSemVerRange  versions and npm-style ranges (semver.ts)
//   PBinary     bytes, made from and written as base64 (binary.ts)
//   PBinaryString  a String in Ruby's binary encoding (pw_hash, shell_split): a String to the
//               language, a Binary in rich data; functions get plain text unless their signature
//               keeps the encoding (binary-string.ts)
//   PIterator   what reverse_each/step return without a lambda: the elements it yields
//   PDeferred   Deferred(name, arguments): a function call left to the agent (deferred.ts)
// An Integer is a number or a bigint, never both for one value: use int() on any bigint result.
// Values are immutable: every operation returns a new value.
//
// OPERATIONS: pure functions the evaluator calls. Where Puppet raises an evaluation error they
// throw PuppetError {code: OVC3xxx, message: Puppet's own words without the location}; the
// evaluator adds the span.
//   numberFromLiteral(text)          a number literal's value        isTruthy(v), unfold(v) (`*`)
//   arithmetic(op, l, r, onCoerce?)  + - * / % << >> (numbers, arrays, hashes); negate(v)
//   equals(a, b)                     ==  deep, ASCII case-insensitive strings, 1 == 1.0
//   compare(op, a, b)                < <= > >=  (on types: assignability)
//   matchOperator(l, r)              =~  regexp or type; captures for $0..$n
//   inOperator(needle, haystack)     in
//   caseMatch(value, option)         case options and selector keys (captures too)
//   access(target, keys)             [] on strings, arrays, hashes; on a type: parameterize.
//                                    `File['/x']['mode']` (a declared resource's parameter) is
//                                    the evaluator's, before it calls this.
// onCoerce is told about each numeric String used in arithmetic (Puppet warns with --strict).
//
// TYPES (types/). PType#isInstance(v), #isAssignable(t), #equals(t), #toString() as Puppet
// prints (`Integer[1, 5]`, `Enum['a', 'b']`, `Optional[String]`).
//   typeByName(name, resolve?)       a capitalised name: built-in, else resolve(name) (a
//                                    TypeAliasType, or a ResourceType the module path declares),
//                                    else TypeReference (unknown; an error where used as value)
//   parameterize(type, keys)         `Integer[1, 5]`, `Hash[String, Integer, 1, 2]`, `File['a', 'b']`
//   TypeAliasType(name, resolve)     `type X = ...`, resolved lazily, may be self-recursive
//   inferDetailed / infer / inferGeneralized   `type($v)`, `type($v, 'reduced')`, `'generalized'`
//   describeMismatch(subject, type, v)  "parameter 'x' expects an Integer value, got String"
//   assertInstance(subject, type, v)    throws that message as OVC3006
//
// CONVERSIONS. toText(v): interpolation `"${v}"`; logText(args): notice & co; stringOf(v):
// `String($v)`; toRichData(v) / toPlainData(v) + jsonText(data, indent?): parameter values as
// `puppet catalog compile` writes them (rich_data_json / json; a top-level Sensitive parameter
// is the catalog's to unwrap and list); fromData(data): YAML/JSON/Hiera data to a Value.
// richNativeForm(v, raw, indent, depth) / nativeForm(data, ...) + stringifyNative(plain, raw,
// indent): the same JSON written through JSON.stringify in one pass (the catalog writer's).
export * from './model.js';
export { PHash, HashBuilder, canonical } from './hash.js';
export { PRegexp } from './regexp.js';
export { referenceFromText } from './reference-text.js';
export { PuppetError } from './errors.js';
export { access } from './access.js';
export { isTruthy, numberFromLiteral, unfold } from './literal.js';
export { arithmetic, coerceNumeric, negate, stringToNumber, type ArithmeticOperator, type CoercionListener } from './arithmetic.js';
export { equals, rubyEquals } from './equality.js';
export { compare, compareValues, typeEquals, type ComparisonOperator } from './compare.js';
export { matchOperator, inOperator, caseMatch, type MatchResult } from './match.js';
export { logText, rubyText, stringOf, toText } from './to-string.js';
export { UnserializableValue, fromData, toRichData, toPlainData, jsonText, nativeForm, richNativeForm, stringifyNative, plainObjectKey, type CatalogData, type CatalogObject } from './convert.js';
export * from './types/model.js';
export { InitType, provideSignatureReader } from './types/init-type.js';
export { typeByName, parameterize, type AliasResolver } from './types/factory.js';
export { infer, inferDetailed, inferGeneralized, commonType, generalize, iterationElementType } from './types/infer.js';
export { assertInstance, describeMismatch, describeMismatches, describeTypeMismatch } from './types/describe.js';
export { normalize as normalizeType } from './types/normalize.js';
export { casecmp } from './casecmp.js';
export { label, aAn } from './label.js';
export { puppetQuote, puppetDoubleQuote } from './quote.js';
export * from './time.js';
export { strftimeTimestamp, timestampText, timespanText, timespanFormat, formatTimespan, parseTimespan } from './time-format.js';
export { displayOffset, parseTimestamp, timezoneOffset } from './time-parse.js';
export { PSemVer, PSemVerRange, parseSemVer, parseSemVerRange, semVerRangeBetween, compareSemVer } from './semver.js';
export { PBinaryString, binaryWhileAscii, joinStrings, plain, sameEncoding } from './binary-string.js';
export { plainDeep, plainEach } from './plain-text.js';
export { PBinary, binaryAsText, concatBinary, decodeRelaxed, decodeStrict, decodeUrlSafe } from './binary.js';
export { PIterator } from './iterator.js';
export { PDeferred } from './deferred.js';
export { PErrorObject } from './error-object.js';
