// Writes test/conformance/compile-expressions/cases/<case>/site.pp: small random manifests, each a
// notify resource whose message is a random Puppet expression over every kind of value
// (Integer and Float edges, strings that look like numbers, arrays, hashes, undef and default,
// regexps, types, Sensitive), combined by operators, access, core functions, lambdas and
// interpolation, for the catalog differential of test/conformance/compile-expressions.test.ts.
// The value semantics are what this holds to Puppet: arithmetic and its errors, comparison and
// `in`/`=~`, conversions and how each value prints (String(), interpolation, a raw parameter).
// Many expressions fail in Puppet (a String minus an Integer...), so error parity is held too.
// Deterministic: the same seed writes the same cases; Puppet's outcomes are written by
// `python3 scripts/gen-compile-fuzz-expected.py compile-expressions`.
//   npx tsx scripts/gen-compile-expression-cases.ts [--seed N] [--count N]
import { fileURLToPath } from 'node:url';
import { Choices } from './fuzz/choices.js';
import { option, writeManifestCases } from './fuzz/cli.js';

const INTEGERS = ['0', '1', '-3', '42', '7', '0x1F', '017', '1_000', '-0'];
/**
 * Only operands of a top-level operator, whose result is printed and never iterated: an Integer is
 * iterable (`Array(2147483648)` makes two billion elements, in Puppet as anywhere).
 */
const BIG_INTEGERS = ['2147483648', '9223372036854775807', '-9223372036854775808', '4611686018427387904'];
const FLOATS = ['0.5', '3.0', '-2.25', '1e3', '1.5e-3', '0.1', '100.0', '2.5e20'];
const STRINGS = ["'abc'", "'ABC'", "''", "'42'", "'3.5'", "'a,b,c'", "'x y'", "'Ünïcödé'", "'0x10'", "' pad '", "'a\\nb'", '"tab\\there"', "'1e2'", "'true'"];
const OTHERS = ['true', 'false', 'undef', 'default', '/a+/', '/^(\\d+)-(\\w+)$/', "Sensitive('s3cret')"];
const ARRAYS = ['[1, 2, 3]', "['b', 'a', 'c']", '[]', "[1, 'a', true, undef]", '[[1, 2], [3]]', '[3.5, 1, -2]', "['a', 'a', 'b']"];
const HASHES = ["{'a' => 1, 'b' => 2}", '{}', "{1 => 'x', 'y' => [2]}", "{'k' => {'n' => 1}}", "{'b' => 2, 'a' => 1}"];
const TYPES = ['Integer', 'String[1]', 'Array[Integer]', 'Optional[String]', 'Integer[0, 10]', 'Variant[Integer, String]', 'Hash[String, Integer]', 'Float', 'Numeric', 'Scalar', 'Enum[a, b]', "Pattern[/^a/]", 'Tuple[Integer, String]', 'Struct[{a => Integer}]', 'Undef', 'Any'];

/** Shifts only in CALLS, by small amounts: Ruby computes a shift by 2^63 before Puppet's range check, and runs out of memory. */
const BINARY = ['+', '-', '*', '/', '%', '==', '!=', '<', '>', '<=', '>=', '=~', '!~', 'in', 'and', 'or'];
/** Functions of one value, written as calls (`f(x)`) or on the value (`x.f`). */
const UNARY_FUNCTIONS = ['size', 'length', 'upcase', 'downcase', 'capitalize', 'strip', 'sort', 'unique', 'flatten', 'keys', 'values', 'abs', 'floor', 'ceiling', 'round', 'empty', 'type', 'String', 'Integer', 'Float', 'Numeric', 'Boolean', 'Array', 'Hash', 'reverse_each', 'min', 'max', 'chomp', 'chop', 'lstrip', 'camelcase', 'unwrap'];
/** Calls with more arguments, the value as `$v` and a second value as `$w`. */
const CALLS = [
  'join($v, $w)',
  'join($v)',
  'split($v, $w)',
  "split($v, ',')",
  'dig($v, 0)',
  "dig($v, 'k', 'n')",
  'get($v, $w)',
  "sprintf('%s|%d|%.2f', $v, $w, $w)",
  "sprintf('%5s|%-4s', $v, $v)",
  "$v.map |$x| { $x }",
  "$v.filter |$x| { $x }",
  "$v.reduce |$m, $x| { $m + $x }",
  "$v.reduce(0) |$m, $x| { $m + $x }",
  "$v.any |$x| { $x == $w }",
  "$v.all |$x| { $x =~ $w }",
  "$v.index |$x| { $x == $w }",
  "$v.each_slice(2) |$x| { $x }",
  "$v.slice(2) |$x| { $x }",
  "$v.group_by |$x| { type($x) }",
  "$v.partition |$x| { $x }",
  "$v.then |$x| { $x }",
  "$v.lest || { 'none' }",
  "$v.with |$x| { [$x] }",
  "$v.step(2)",
  "$v.regsubst(/a/, 'b')",
  "regsubst($v, $w, 'X', 'G')",
  "$v.match(/(\\w)/)",
  'compare($v, $w)',
  'versioncmp($v, $w)',
  'max($v, $w)',
  'min($v, $w)',
  "$v.convert_to(String)",
  "$v.convert_to(Array)",
  "$v =~ Type[$w]",
  "assert_type($w, $v) |$e, $a| { 'mismatch' }",
  "Integer($v, 16)",
  "String($v, '%#x')",
  "String($v, '%-6s|')",
  "Array($v, true)",
  "Hash($v)",
  "$v[0]",
  "$v[1, 2]",
  "$v[-1]",
  "$v['a']",
  "$v[$w]",
  "[$v, $w].flatten",
  "{'x' => $v} + {'y' => $w}",
  "[*$v, $w]",
  "$v ? { $w => 'same', default => 'other' }",
  "case $v { $w: { 'match' } default: { 'no' } }",
  "if $v { 'truthy' } else { 'falsy' }",
  "-$v",
  '$v << 3',
  '$v >> 1',
  "!$v",
  "\"<${v}>\"",
  "\"${v[0]}-${w}\"",
  "\"${v.size}\"",
];

class Generator extends Choices {
  scalar(): string {
    const k = this.r(10);
    if (k < 3) return this.pick(INTEGERS);
    if (k < 5) return this.pick(FLOATS);
    if (k < 8) return this.pick(STRINGS);
    return this.pick(OTHERS);
  }

  value(depth = 0): string {
    const k = this.r(12);
    if (k < 5) return this.scalar();
    if (k < 7) return this.pick(ARRAYS);
    if (k < 8) return this.pick(HASHES);
    if (k < 9) return this.pick(TYPES);
    return depth < 1 ? this.expression(depth + 1) : this.scalar();
  }

  operand(depth: number): string {
    return depth === 0 && this.chance(0.2) ? this.pick(BIG_INTEGERS) : this.value(depth);
  }

  expression(depth = 0): string {
    const k = this.r(10);
    if (k < 4) return `(${this.operand(depth)} ${this.pick(BINARY)} ${this.operand(depth)})`;
    if (k < 6) {
      const f = this.pick(UNARY_FUNCTIONS);
      return this.chance(0.5) ? `${f}(${this.value(depth)})` : `(${this.value(depth)}).${f}`;
    }
    return `with(${this.value(depth)}, ${this.value(depth)}) |$v, $w| { ${this.pick(CALLS)} }`;
  }

  /** One notify whose message is an expression, printed one of three ways. */
  resource(i: number): string {
    const e = this.expression();
    const how = this.r(3);
    const message = how === 0 ? `String(${e})` : how === 1 ? `"${'${'}${e}}"` : e;
    return `notify { 'e${i}': message => ${message} }\n`;
  }
}

const seed = Number(option('seed') ?? '2611');
const count = Number(option('count') ?? '1000');
const g = new Generator(seed);
// One expression a case: most random combinations fail in Puppet, and the first failure ends a case.
writeManifestCases(fileURLToPath(new URL('../test/conformance/compile-expressions/cases/', import.meta.url)), count, () => g.resource(1));
process.stdout.write(`generated expression cases (seed ${seed}): ${count}\n`);
