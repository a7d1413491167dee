// Ruby's Kernel#format (sprintf) over Puppet values as a 3.x function receives them (rubyFormat),
// and one directive applied to one value (formatDirective, for String.new's formats): flags
// (space # + - 0), width and precision (digits, `*`, `n$`), positional `n$` and named `%<name>x` /
// `%{name}` references into a hash, and the conversions b B d i u o x X e E f g G a A c s p %.
// Floats are formatted from their exact binary value, rounded half to even as Ruby's dtoa does;
// negative numbers in an unsigned format (x o b without + or space) print as Ruby's two's
// complement (`..f01`).
import { rubyBinaryInspect } from '../../data/ruby-inspect.js';
import { ClassType, PFloat, PHash, PType, ResourceType, isInteger, type Value } from '../values/index.js';
import { FunctionError } from './dispatcher.js';
import { kernelInteger } from './ruby-number.js';
import { parseRubyFloat, rubyInspect, rubyToS } from './ruby-values.js';

/** One directive's flags, width and precision: what the conversion of one value obeys. */
export interface FormatSpec {
  minus: boolean;
  plus: boolean;
  space: boolean;
  sharp: boolean;
  zero: boolean;
  width?: number;
  precision?: number;
}
type Spec = FormatSpec;

const fail = (message: string): never => {
  throw new FunctionError(message);
};

// Formats are untrusted: a width or precision in the millions would build strings (and, for
// floats, powers of ten) large enough to exhaust memory. Ruby's own limit is 2^31; overcat stops
// far sooner, with Ruby's wording.
const MAX_WIDTH = 100_000;

function bounded(n: number, what: 'width' | 'prec'): number {
  return n > MAX_WIDTH ? fail(`${what} too big`) : n;
}

/** Ruby's `format(fmt, *args)`. */
export function rubyFormat(fmt: string, args: readonly Value[]): string {
  let out = '';
  let next = 0;
  // How arguments have been referred to so far: unnumbered, numbered or named.
  let mode: 'none' | 'unnumbered' | 'numbered' | 'named' = 'none';
  const nextArg = (): Value => {
    if (mode === 'numbered') fail(`unnumbered(${next + 1}) mixed with numbered`);
    if (mode === 'named') fail(`unnumbered(${next + 1}) mixed with named`);
    mode = 'unnumbered';
    if (next >= args.length) fail('too few arguments');
    return args[next++]!;
  };
  const nthArg = (n: number): Value => {
    if (mode === 'unnumbered') fail(`numbered(${n}) after unnumbered(${next})`);
    if (mode === 'named') fail(`numbered(${n}) after named`);
    if (n < 1) fail(`invalid index - ${n}$`);
    mode = 'numbered';
    if (n > args.length) fail('too few arguments');
    return args[n - 1]!;
  };
  const namedArg = (name: string, brackets: string): Value => {
    if (mode === 'unnumbered') fail(`named${brackets[0]}${name}${brackets[1]} after unnumbered(${next})`);
    if (mode === 'numbered') fail(`named${brackets[0]}${name}${brackets[1]} after numbered`);
    mode = 'named';
    const hash = args.length === 1 && args[0] instanceof PHash ? args[0] : fail('one hash required');
    const v = hash.get(name);
    if (v === undefined) return fail(`key${brackets[0]}${name}${brackets[1]} not found`);
    return v;
  };

  for (let i = 0; i < fmt.length; i++) {
    const ch = fmt[i]!;
    if (ch !== '%') {
      out += ch;
      continue;
    }
    const spec: Spec = { minus: false, plus: false, space: false, sharp: false, zero: false };
    let arg: Value | undefined;
    let j = i + 1;
    let done = false;
    while (!done) {
      if (j >= fmt.length) fail('incomplete format specifier; use %% (double %) instead');
      const c = fmt[j]!;
      if (c === ' ') spec.space = true;
      else if (c === '#') spec.sharp = true;
      else if (c === '+') spec.plus = true;
      else if (c === '-') spec.minus = true;
      else if (c === '0') spec.zero = true;
      else if (c >= '1' && c <= '9') {
        let k = j;
        while (k < fmt.length && fmt[k]! >= '0' && fmt[k]! <= '9') k++;
        const n = Number(fmt.slice(j, k));
        if (fmt[k] === '$') {
          if (arg !== undefined) fail(`value given twice - ${n}$`);
          arg = nthArg(n);
          j = k;
        } else {
          if (spec.width !== undefined) fail('width given twice');
          spec.width = bounded(n, 'width');
          j = k - 1;
        }
      } else if (c === '<' || c === '{') {
        const close = fmt.indexOf(c === '<' ? '>' : '}', j);
        if (close < 0) fail('malformed name - unmatched parenthesis');
        const name = fmt.slice(j + 1, close);
        if (arg !== undefined) fail(`named${c}${name}${c === '<' ? '>' : '}'} after <${name}>`);
        arg = namedArg(name, c === '<' ? '<>' : '{}');
        j = close;
        if (c === '{') {
          out += pad(rubyToS(arg), spec);
          i = j;
          done = true;
          continue;
        }
      } else if (c === '*') {
        let k = j + 1;
        while (k < fmt.length && fmt[k]! >= '0' && fmt[k]! <= '9') k++;
        const w = fmt[k] === '$' && k > j + 1 ? nthArg(Number(fmt.slice(j + 1, k))) : nextArg();
        if (fmt[k] === '$' && k > j + 1) j = k;
        const n = implicitInteger(w);
        if (n < 0) {
          spec.minus = true;
          spec.width = bounded(Number(-n), 'width');
        } else spec.width = bounded(Number(n), 'width');
      } else if (c === '.') {
        j++;
        if (fmt[j] === '*') {
          const p = Number(implicitInteger(nextArg()));
          spec.precision = p < 0 ? undefined : bounded(p, 'prec');
        } else {
          let k = j;
          while (k < fmt.length && fmt[k]! >= '0' && fmt[k]! <= '9') k++;
          spec.precision = bounded(Number(fmt.slice(j, k) || '0'), 'prec');
          j = k - 1;
        }
      } else if (c === '%') {
        if (j !== i + 1) fail('invalid format character - %');
        out += '%';
        done = true;
      } else if (c === '\n' || c === '\0') {
        out += `%${c}`;
        done = true;
      } else {
        out += convert(c, spec, () => (arg !== undefined ? arg : nextArg()));
        done = true;
      }
      if (!done) j++;
      else i = j;
    }
  }
  return out;
}

/**
 * One directive applied to one value, as `format('%<flags><width>.<prec><conversion>', value)`:
 * Puppet's String.new formats use it for the scalars they hand to Ruby's format.
 */
export function formatDirective(spec: FormatSpec, conversion: string, value: Value): string {
  return convert(conversion, spec, () => value);
}

/** One conversion of `arg()` by its type character. */
function convert(type: string, spec: Spec, arg: () => Value): string {
  switch (type) {
    case 's':
      return pad(truncate(rubyToS(arg()), spec.precision), spec);
    case 'p':
      return pad(truncate(rubyInspect(arg()), spec.precision), spec);
    case 'c': {
      const v = arg();
      let c: string;
      if (typeof v === 'string') {
        if ([...v].length !== 1) fail('%c requires a character');
        c = v;
      } else {
        const n = implicitInteger(v);
        // The code point is taken as a C int first.
        if (n > 2147483647n) fail(`integer ${n} too big to convert to \`int'`);
        if (n < -2147483648n) fail(`integer ${n} too small to convert to \`int'`);
        if (n < 0n || n > 0x10ffffn) fail(`invalid character`);
        c = String.fromCodePoint(Number(n));
      }
      return pad(c, spec);
    }
    case 'd':
    case 'i':
    case 'u':
      return formatInteger(toInteger(arg()), 10, type, spec);
    case 'x':
    case 'X':
      return formatInteger(toInteger(arg()), 16, type, spec);
    case 'o':
      return formatInteger(toInteger(arg()), 8, type, spec);
    case 'b':
    case 'B':
      return formatInteger(toInteger(arg()), 2, type, spec);
    case 'f': {
      const v = arg();
      if (!isInteger(v)) return formatFloat(toFloat(v), 'f', spec);
      const sign = v < 0 ? '-' : spec.plus ? '+' : spec.space ? ' ' : '';
      return formatFloatBody(sign, integerFixed(BigInt(v), spec.precision ?? 6), 'f', spec);
    }
    case 'e':
    case 'E':
    case 'g':
    case 'G':
    case 'a':
    case 'A':
      return formatFloat(toFloat(arg()), type, spec);
    default:
      return fail(`malformed format string - %${type}`);
  }
}

/** Text padded to the width with spaces (left, or right with `-`), counted in characters. */
function pad(s: string, spec: Spec): string {
  const len = [...s].length;
  if (spec.width === undefined || len >= spec.width) return s;
  const fill = ' '.repeat(spec.width - len);
  return spec.minus ? s + fill : fill + s;
}

function truncate(s: string, precision: number | undefined): string {
  if (precision === undefined) return s;
  const chars = [...s];
  return chars.length > precision ? chars.slice(0, precision).join('') : s;
}

/** The argument as an Integer as Ruby's format takes it: Floats truncated, Strings by Integer(). */
const toInteger = (v: Value): bigint => kernelInteger(v, typeName);

/** A `*` width or precision, or a %c number: Ruby converts it implicitly (a Float truncated, no String parsed). */
function implicitInteger(v: Value): bigint {
  if (isInteger(v) || v instanceof PFloat) return toInteger(v);
  if (v === null) return fail('no implicit conversion from nil to integer');
  return fail(`no implicit conversion of ${typeof v === 'string' ? 'String' : typeName(v)} into Integer`);
}

/** The argument as a Float as Ruby's format takes it (Strings by Float()). */
function toFloat(v: Value): number {
  if (isInteger(v)) return Number(v);
  if (v instanceof PFloat) return v.value;
  if (typeof v === 'string') {
    const x = parseRubyFloat(v);
    if (x === undefined) fail(`invalid value for Float(): ${rubyBinaryInspect(v)}`);
    return x!;
  }
  return fail(`can't convert ${typeName(v)} into Float`);
}

/** How Ruby's conversion errors name a value: nil, true, false, or its class. */
function typeName(v: Value): string {
  if (v === null || typeof v === 'boolean') return String(v === null ? 'nil' : v);
  if (Array.isArray(v)) return 'Array';
  if (v instanceof PHash) return 'Hash';
  // A type is its Puppet::Pops class (a resource or class reference, a Puppet::Resource, is left as it was).
  if (v instanceof PType && !(v instanceof ResourceType) && !(v instanceof ClassType)) return v.rubyClass;
  return rubyInspect(v) === ':default' ? 'Symbol' : 'Object';
}

const DIGITS_MAX: Record<number, string> = { 16: 'f', 8: '7', 2: '1' };

/** An Integer conversion (sprintf.c's rules for sign, prefix, precision, width and `..`). */
function formatInteger(n: bigint, base: number, type: string, spec: Spec): string {
  const signed = base === 10 || spec.plus || spec.space;
  let sign = '';
  let digits: string;
  let dots = false;
  if (n < 0n && signed) {
    sign = '-';
    digits = (-n).toString(base);
  } else if (n < 0n) {
    // Two's complement, shown from the first digit below an infinite run of the top digit.
    dots = true;
    const len = (-n).toString(base).length + 1;
    const t = (BigInt(base) ** BigInt(len) + n).toString(base).padStart(len, DIGITS_MAX[base]!);
    digits = t.replace(new RegExp(`^${DIGITS_MAX[base]!}+`), DIGITS_MAX[base]!);
  } else {
    digits = n.toString(base);
    if (spec.plus) sign = '+';
    else if (spec.space) sign = ' ';
  }
  if (type === 'X') digits = digits.toUpperCase();
  let prefix = '';
  if (spec.sharp) {
    if (type === 'o') prefix = '0';
    else if (type === 'x' || type === 'X' || type === 'b' || type === 'B') prefix = `0${type}`;
  }
  let len = digits.length;
  let prec = spec.precision ?? 0;
  let width = spec.width ?? 0;
  if (sign) width--;
  if (dots) {
    prec -= 2;
    width -= 2;
  }
  if (prefix === '0') {
    if (dots) prefix = '';
    else if (len === 1 && digits === '0') {
      len = 0;
      digits = '';
      if (spec.precision !== undefined) prec--;
    } else if (spec.precision !== undefined && prec > len) prefix = '';
  } else if (len === 1 && digits === '0') prefix = '';
  width -= prefix.length;
  if (spec.zero && !spec.minus && spec.precision === undefined) {
    prec = width;
    width = 0;
  } else {
    if (prec < len) {
      if (!prefix && prec === 0 && len === 1 && digits === '0' && spec.precision !== undefined) {
        len = 0;
        digits = '';
      }
      prec = len;
    }
    width -= prec;
  }
  let s = '';
  if (!spec.minus && width > 0) s += ' '.repeat(width);
  s += sign + prefix;
  if (dots) s += '..';
  if (prec > len) {
    const fill = dots ? DIGITS_MAX[base]! : '0';
    s += (type === 'X' ? fill.toUpperCase() : fill).repeat(prec - len);
  }
  s += digits;
  if (spec.minus && width > 0) s += ' '.repeat(width);
  return s;
}

/** A Float conversion as C's printf (Ruby's BSD__dtoa underneath), from the exact binary value. */
function formatFloat(x: number, type: string, spec: Spec): string {
  const negative = x < 0 || Object.is(x, -0);
  const sign = negative ? '-' : spec.plus ? '+' : spec.space ? ' ' : '';
  let body: string;
  if (!Number.isFinite(x)) {
    body = Number.isNaN(x) ? 'NaN' : 'Inf';
    const s = (Number.isNaN(x) ? (spec.plus ? '+' : spec.space ? ' ' : '') : sign) + body;
    return pad(s, { ...spec, zero: false });
  }
  const a = Math.abs(x);
  const lower = type.toLowerCase();
  if (lower === 'f') body = fixed(a, spec.precision ?? 6, spec.sharp);
  else if (lower === 'e') body = exponential(a, spec.precision ?? 6, spec.sharp);
  else if (lower === 'g') body = general(a, spec.precision ?? 6, spec.sharp);
  else body = hexFloat(a, spec.precision, spec.sharp);
  if (type === 'E' || type === 'G' || type === 'A') body = body.toUpperCase();
  return formatFloatBody(sign, body, lower, spec);
}

/** `%f` of an Integer: Ruby writes its exact digits (no conversion to Float, no `#` point). */
function integerFixed(n: bigint, precision: number): string {
  const digits = (n < 0n ? -n : n).toString();
  return precision > 0 ? `${digits}.${'0'.repeat(precision)}` : digits;
}

/** Sign and body padded to the width (zeros after the sign and any `0x` with the `0` flag). */
function formatFloatBody(sign: string, body: string, lower: string, spec: Spec): string {
  const width = spec.width ?? 0;
  const len = sign.length + body.length;
  if (len >= width) return sign + body;
  if (spec.minus) return sign + body + ' '.repeat(width - len);
  if (spec.zero) {
    const prefixLen = lower === 'a' ? 2 : 0;
    return sign + body.slice(0, prefixLen) + '0'.repeat(width - len) + body.slice(prefixLen);
  }
  return ' '.repeat(width - len) + sign + body;
}

/** The exact value of a finite non-negative double as digits × 10^-scale. */
function exact(x: number): { digits: bigint; scale: number } {
  if (x === 0) return { digits: 0n, scale: 0 };
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const exponent = Number((bits >> 52n) & 0x7ffn);
  let mantissa = bits & 0xfffffffffffffn;
  let e: number;
  if (exponent === 0) e = -1074;
  else {
    mantissa |= 1n << 52n;
    e = exponent - 1075;
  }
  if (e >= 0) return { digits: mantissa << BigInt(e), scale: 0 };
  return { digits: mantissa * 5n ** BigInt(-e), scale: -e };
}

/** `digits / 10^drop` rounded half to even. */
function roundDigits(digits: bigint, drop: number): bigint {
  if (drop <= 0) return digits * 10n ** BigInt(-drop);
  const d = 10n ** BigInt(drop);
  const q = digits / d;
  const r = digits % d;
  const twice = r * 2n;
  return twice > d || (twice === d && q % 2n === 1n) ? q + 1n : q;
}

/**
 * `a × 10^decimals` rounded to an integer as Ruby's dtoa rounds: when the shortest decimal that
 * reads back as `a` has digits past the rounding position, those digits are rounded (half to
 * even: 0.15 → 0.2, 2.675 → 2.68, 2.5e-6 → 0.000002), else the exact binary value is.
 */
function scaled(a: number, decimals: number): bigint {
  if (a === 0) return 0n;
  const [m, e] = a.toExponential().split('e') as [string, string];
  const shortest = m.replace('.', '');
  const shortestScale = shortest.length - 1 - Number(e);
  if (decimals < shortestScale) return roundDigits(BigInt(shortest), shortestScale - decimals);
  const { digits, scale } = exact(a);
  return roundDigits(digits, scale - decimals);
}

function fixed(a: number, precision: number, sharp: boolean): string {
  const n = scaled(a, precision).toString().padStart(precision + 1, '0');
  const int = n.slice(0, n.length - precision);
  const frac = n.slice(n.length - precision);
  return precision > 0 ? `${int}.${frac}` : sharp ? `${int}.` : int;
}

/** The value rounded to `significant` digits: the digit string and the decimal exponent of its first digit. */
function significant(a: number, count: number): { mantissa: string; exponent: number } {
  if (a === 0) return { mantissa: '0'.repeat(count), exponent: 0 };
  const { digits, scale } = exact(a);
  let exponent = digits.toString().length - 1 - scale;
  let m = scaled(a, count - 1 - exponent).toString();
  if (m.length > count) {
    m = m.slice(0, count);
    exponent++;
  }
  return { mantissa: m, exponent };
}

function exponential(a: number, precision: number, sharp: boolean): string {
  const { mantissa, exponent } = significant(a, precision + 1);
  const head = mantissa.slice(0, 1) + (precision > 0 || sharp ? '.' : '') + mantissa.slice(1);
  return `${head}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
}

function general(a: number, precision: number, sharp: boolean): string {
  const p = precision === 0 ? 1 : precision;
  const { exponent } = significant(a, p);
  let s = exponent < p && exponent >= -4 ? fixed(a, p - 1 - exponent, sharp) : exponential(a, p - 1, sharp);
  if (!sharp) {
    const [mant, exp] = s.split('e') as [string, string | undefined];
    const trimmed = mant.includes('.') ? mant.replace(/\.?0+$/, '') : mant;
    s = exp === undefined ? trimmed : `${trimmed}e${exp}`;
  }
  return s;
}

/** `%a`: hexadecimal mantissa normalised to a leading 1 (subnormals too) and binary exponent (`0x1.8p+1`). */
function hexFloat(a: number, precision: number | undefined, sharp: boolean): string {
  if (a === 0) return `0x0${precision ? `.${'0'.repeat(precision)}` : sharp ? '.' : ''}p+0`;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, a);
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  let mantissa = bits & 0xfffffffffffffn;
  let exponent = biased - 1023;
  if (biased === 0) {
    exponent = -1022;
    while (mantissa < 1n << 52n) {
      mantissa <<= 1n;
      exponent--;
    }
    mantissa &= 0xfffffffffffffn;
  }
  let frac: string;
  if (precision === undefined) frac = mantissa.toString(16).padStart(13, '0').replace(/0+$/, '');
  else if (precision < 13) {
    const drop = BigInt((13 - precision) * 4);
    // The leading 1 takes part in the rounding (its parity decides a tie at precision 0).
    const full = mantissa | (1n << 52n);
    let q = full >> drop;
    const r = full & ((1n << drop) - 1n);
    const half = 1n << (drop - 1n);
    if (r > half || (r === half && (q & 1n) === 1n)) q++;
    if (q >> BigInt(precision * 4) === 2n) {
      q >>= 1n;
      exponent++;
    }
    q &= (1n << BigInt(precision * 4)) - 1n;
    frac = precision === 0 ? '' : q.toString(16).padStart(precision, '0');
  } else frac = mantissa.toString(16).padStart(13, '0').padEnd(precision, '0');
  return `0x1${frac ? `.${frac}` : sharp ? '.' : ''}p${exponent < 0 ? '-' : '+'}${Math.abs(exponent)}`;
}
