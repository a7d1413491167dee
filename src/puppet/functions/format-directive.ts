// Ruby's Kernel.format for a single directive (`%-+ 0#` flags, width, precision, one conversion),
// which Puppet's String.new formats apply to one value: integers in bases 10, 16, 8 and 2 (a
// negative number without a sign flag in two's complement, `..f01`), floats as %f, %e, %g, strings.

export interface Directive {
  left: boolean;
  plus: boolean;
  space: boolean;
  zero: boolean;
  alt: boolean;
  width: number | undefined;
  precision: number | undefined;
  conversion: string;
}

/** Pads `body` (with its sign or prefix `lead`) to the directive's width. */
function pad(d: Directive, lead: string, body: string, zeroAllowed = true): string {
  const width = d.width ?? 0;
  const len = lead.length + body.length;
  if (len >= width) return lead + body;
  if (d.left) return lead + body + ' '.repeat(width - len);
  if (d.zero && zeroAllowed) return lead + '0'.repeat(width - len) + body;
  return ' '.repeat(width - len) + lead + body;
}

const BASES: Record<string, number> = { d: 10, x: 16, X: 16, o: 8, b: 2, B: 2 };

/** Ruby's digits of a negative number in two's complement (`..f01` for -255 in hex): the leading infinite run of the top digit shown once. */
function complementDigits(n: bigint, base: number): string {
  const top = (base - 1).toString(base);
  let digits = 1;
  for (;;) {
    const modulus = BigInt(base) ** BigInt(digits);
    const s = (modulus + n).toString(base);
    if (modulus + n >= 0n && s.length === digits && s[0] === top) return s.replace(new RegExp(`^${top}+`), top);
    digits++;
  }
}

/** An integer by an integer conversion (d x X o b B). */
export function formatInteger(d: Directive, n: bigint): string {
  const base = BASES[d.conversion]!;
  const negative = n < 0n;
  let sign = negative ? '-' : d.plus ? '+' : d.space ? ' ' : '';
  let digits: string;
  if (negative && base !== 10 && !d.plus && !d.space) {
    sign = '';
    digits = complementDigits(n, base);
    // The precision counts the `..` too.
    if (d.precision !== undefined && digits.length + 2 < d.precision) digits = digits[0]!.repeat(d.precision - 2 - digits.length) + digits;
    digits = `..${digits}`;
  } else {
    digits = (negative ? -n : n).toString(base);
    if (d.precision !== undefined && digits.length < d.precision) digits = '0'.repeat(d.precision - digits.length) + digits;
  }
  if (d.conversion === 'X') digits = digits.toUpperCase();
  let prefix = '';
  if (d.alt && n !== 0n) prefix = { x: '0x', X: '0X', o: '0', b: '0b', B: '0B', d: '' }[d.conversion]!;
  if (d.conversion === 'o' && d.alt && digits.startsWith('0')) prefix = '';
  return pad(d, sign + prefix, digits, d.precision === undefined);
}

/** `x.toFixed(p)` with C's rounding of exact ties to even (2.5 → 2), and no exponent for large values. */
function fixed(x: number, p: number): string {
  const scaled = Math.abs(x) * 10 ** p;
  if (Number.isFinite(scaled) && scaled < 2 ** 52 && scaled % 1 === 0.5) {
    const down = Math.floor(scaled);
    const even = down % 2 === 0 ? down : down + 1;
    const s = String(even).padStart(p + 1, '0');
    const body = p === 0 ? s : `${s.slice(0, -p)}.${s.slice(-p)}`;
    return (x < 0 || Object.is(x, -0) ? '-' : '') + body;
  }
  if (Math.abs(x) >= 1e21) return `${BigInt(Math.trunc(x))}${p > 0 ? `.${'0'.repeat(p)}` : ''}`;
  const s = Math.abs(x).toFixed(p);
  return (x < 0 || Object.is(x, -0) ? '-' : '') + s;
}

/** C's %e body: mantissa with `p` decimals, exponent of at least two digits. */
function exponential(x: number, p: number, upper: boolean): string {
  const [m, e] = Math.abs(x).toExponential(p).split('e') as [string, string];
  const exp = Number(e);
  const text = `${m}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  return (x < 0 || Object.is(x, -0) ? '-' : '') + (upper ? text.toUpperCase() : text);
}

/** C's %g: %e or %f by the exponent, trailing zeros dropped unless `#`. */
function general(x: number, p: number, alt: boolean, upper: boolean): string {
  const precision = p === 0 ? 1 : p;
  if (x === 0) return fixed(x, alt ? precision - 1 : 0);
  const exp = Number(Math.abs(x).toExponential(precision - 1).split('e')[1]);
  let s = exp < -4 || exp >= precision ? exponential(x, precision - 1, upper) : fixed(x, precision - 1 - exp);
  if (alt) return s;
  const [, mantissa = '', exponent = ''] = /^(-?[\d.]+)(.*)$/.exec(s) ?? [];
  return (mantissa.includes('.') ? mantissa.replace(/0+$/, '').replace(/\.$/, '') : mantissa) + exponent;
}

/** A float by a float conversion (f e E g G). */
export function formatFloat(d: Directive, x: number): string {
  if (!Number.isFinite(x)) {
    const text = Number.isNaN(x) ? 'NaN' : 'Inf';
    return pad(d, x < 0 ? '-' : d.plus ? '+' : d.space ? ' ' : '', text, false);
  }
  const p = d.precision ?? 6;
  let s: string;
  switch (d.conversion) {
    case 'f':
      s = fixed(x, p);
      break;
    case 'e':
    case 'E':
      s = exponential(x, p, d.conversion === 'E');
      break;
    default:
      s = general(x, p, d.alt, d.conversion === 'G');
  }
  const negative = s.startsWith('-');
  const body = negative ? s.slice(1) : s;
  return pad(d, negative ? '-' : d.plus ? '+' : d.space ? ' ' : '', body);
}

/** A string by %s: cut to the precision, padded to the width. */
export function formatText(d: Directive, s: string): string {
  const chars = Array.from(s);
  const cut = d.precision !== undefined ? chars.slice(0, d.precision).join('') : s;
  return pad(d, '', cut, false);
}
