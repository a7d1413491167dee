// Time values as text: Ruby's Time#strftime for a Timestamp (UTC or a timezone offset), Puppet's
// own format language for a Timespan (%D %H %M %S %L %N with the `-` `_` `0` flags and widths,
// the largest unit unbounded), and the default forms `"${ts}"` and `"${span}"` show.
import { PuppetError } from './errors.js';
import { NS_PER_DAY, NS_PER_HOUR, NS_PER_MIN, NS_PER_MSEC, NS_PER_SEC, PTimespan, PTimestamp, floorDiv } from './time.js';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The calendar fields of a Timestamp seen at a UTC offset (seconds). */
interface Fields {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number;
  minute: number;
  second: number;
  nanos: bigint; // 0..999_999_999
  wday: number; // 0 = Sunday
  yday: number; // 1..366
  days: number; // since 1970-01-01
  epochSeconds: bigint;
  offset: number; // seconds east of UTC
  utc: boolean;
}

/**
 * The proleptic Gregorian date of a day number (days since 1970-01-01), for any year: JavaScript's
 * Date covers only ±275760 years and reads years 0-99 as 1900-1999 in Date.UTC.
 */
function civilFromDays(days: number): [number, number, number] {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

/** The day number (days since 1970-01-01) of a proleptic Gregorian date. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = year - (month <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
}

function fieldsOf(ts: PTimestamp, offset: number, utc: boolean): Fields {
  const epochSeconds = floorDiv(ts.nsecs, NS_PER_SEC);
  const nanos = ts.nsecs - epochSeconds * NS_PER_SEC;
  const local = epochSeconds + BigInt(offset);
  const days = Number(floorDiv(local, 86400n));
  const secOfDay = Number(local - BigInt(days) * 86400n);
  const [year, month, day] = civilFromDays(days);
  return {
    year,
    month,
    day,
    hour: Math.floor(secOfDay / 3600),
    minute: Math.floor(secOfDay / 60) % 60,
    second: secOfDay % 60,
    nanos,
    // 1970-01-01 was a Thursday.
    wday: (((days + 4) % 7) + 7) % 7,
    yday: days - daysFromCivil(year, 1, 1) + 1,
    days,
    epochSeconds,
    offset,
    utc,
  };
}

/** ISO 8601 week-based year and week number (%G, %V). */
function isoWeek(f: Fields): [number, number] {
  const wdayMon = (f.wday + 6) % 7; // Monday = 0
  const thursday = f.days - wdayMon + 3;
  const [ty] = civilFromDays(thursday);
  const week = Math.floor((thursday - daysFromCivil(ty, 1, 1)) / 7) + 1;
  return [ty, week];
}

/**
 * `%z` as Ruby's strftime writes it: `+hhmm`, `%:z` `+hh:mm`, `%::z` `+hh:mm:ss`, `%:::z` only the
 * parts that are not zero. A width widens the hours (zeros, or with `_` spaces before the sign);
 * the `-` flag writes a UTC time's offset as `-0000` (RFC 3339's unknown offset; not a time
 * converted to a zone of offset zero).
 */
function offsetText(offset: number, utc: boolean, colons: number, width: number | undefined, padFlag: string | undefined): string {
  const negative = offset < 0 || (utc && padFlag === '-');
  const a = Math.abs(offset);
  const given = width ?? -1;
  let hoursWidth: number;
  if (colons === 0) hoursWidth = given <= 5 ? 2 : given - 3;
  else if (colons === 1 || (colons === 3 && a % 3600 !== 0 && a % 60 === 0)) hoursWidth = given <= 6 ? 2 : given - 4;
  else if (colons === 3 && a % 3600 === 0) hoursWidth = given <= 3 ? 2 : given - 1;
  else hoursWidth = given <= 9 ? 2 : given - 7;
  const sign = negative ? '-' : '+';
  const hours = String(Math.floor(a / 3600));
  // `%+*ld` with spaces (the sign before the digits), else `%+.*ld` (zeros after the sign).
  let out = padFlag === '_' ? `${sign}${hours}`.padStart(hoursWidth + 1, ' ') : sign + hours.padStart(hoursWidth, '0');
  const minutes = Math.floor(a / 60) % 60;
  const seconds = a % 60;
  if (colons === 3 && minutes === 0 && seconds === 0) return out;
  out += `${colons >= 1 ? ':' : ''}${String(minutes).padStart(2, '0')}`;
  if (colons === 3 && seconds === 0) return out;
  if (colons >= 2) out += `:${String(seconds).padStart(2, '0')}`;
  return out;
}

/** The conversions Ruby's `E` and `O` modifiers (POSIX locale alternatives, ignored) may precede. */
const MODIFIABLE: Record<string, string> = { E: 'cCxXyY', O: 'deHkIlmMSuUVwWy' };

const COMPOSITE: Record<string, string> = { c: '%a %b %e %H:%M:%S %Y', D: '%m/%d/%y', x: '%m/%d/%y', F: '%Y-%m-%d', T: '%H:%M:%S', X: '%H:%M:%S', R: '%H:%M', r: '%I:%M:%S %p', v: '%e-%^b-%4Y' };

/** Most characters a width may ask for (a bound on the work a format can cause). */
const MAX_WIDTH = 1024;

function pad(text: string, width: number | undefined, dflt: number, padChar: string, flag: string | undefined): string {
  if (flag === '-') return text;
  const w = width ?? dflt;
  const p = flag === '_' ? ' ' : flag === '0' ? '0' : padChar;
  if (text.length >= w) return text;
  const negative = text.startsWith('-') && p === '0';
  const body = negative ? text.slice(1) : text;
  return (negative ? '-' : '') + p.repeat(w - text.length) + body;
}

/** Ruby's Time#strftime of a Timestamp at `offset` seconds east of UTC (`utc`: shown as UTC). */
export function strftimeTimestamp(ts: PTimestamp, format: string, offset = 0, utc = true): string {
  const f = fieldsOf(ts, offset, utc);
  return strftime(f, format);
}

function strftime(f: Fields, format: string): string {
  let out = '';
  let i = 0;
  while (i < format.length) {
    const c = format[i]!;
    if (c !== '%') {
      out += c;
      i++;
      continue;
    }
    const m = /^%([-_0^#]*)(\d*)(:{0,3})([EO]?)([a-zA-Z%+])?/.exec(format.slice(i))!;
    const [whole, flags, digits, colons, modifier, conv] = m as unknown as [string, string, string, string, string, string | undefined];
    if (conv === undefined || conv === '+' || (colons !== '' && (conv !== 'z' || modifier !== '')) || (modifier !== '' && !MODIFIABLE[modifier]!.includes(conv))) {
      // Not a conversion Ruby knows: written as it is.
      out += whole;
      i += whole.length;
      continue;
    }
    i += whole.length;
    const width = digits === '' ? undefined : Math.min(Number(digits), MAX_WIDTH);
    let padFlag: string | undefined;
    for (const fl of flags) if (fl === '-' || fl === '_' || fl === '0') padFlag = fl;
    const upcase = flags.includes('^');
    const swap = flags.includes('#');
    const num = (n: number | bigint, dflt: number, padChar = '0'): string => pad(String(n), width, dflt, padChar, padFlag);
    const text = (s: string, lowerOnSwap = false): string => {
      let t = s;
      if (upcase) t = t.toUpperCase();
      if (swap) t = lowerOnSwap ? t.toLowerCase() : t.toUpperCase();
      return pad(t, width, 0, ' ', padFlag === '0' ? '0' : padFlag === '-' ? '-' : undefined);
    };
    let piece: string;
    switch (conv) {
      case 'Y':
        // At least four digits, a negative year five characters with its sign (Ruby's FMT(0, 4 or 5)).
        piece = num(f.year, f.year < 0 ? 5 : 4);
        break;
      case 'C':
        piece = num(Math.floor(f.year / 100), 2);
        break;
      case 'y':
        piece = num(((f.year % 100) + 100) % 100, 2);
        break;
      case 'm':
        piece = num(f.month, 2);
        break;
      case 'B':
        piece = text(MONTHS[f.month - 1]!);
        break;
      case 'b':
      case 'h':
        piece = text(MONTHS[f.month - 1]!.slice(0, 3));
        break;
      case 'd':
        piece = num(f.day, 2);
        break;
      case 'e':
        piece = num(f.day, 2, ' ');
        break;
      case 'j':
        piece = num(f.yday, 3);
        break;
      case 'H':
        piece = num(f.hour, 2);
        break;
      case 'k':
        piece = num(f.hour, 2, ' ');
        break;
      case 'I':
        piece = num(f.hour % 12 || 12, 2);
        break;
      case 'l':
        piece = num(f.hour % 12 || 12, 2, ' ');
        break;
      case 'P':
        piece = text(f.hour < 12 ? 'am' : 'pm');
        break;
      case 'p':
        piece = text(f.hour < 12 ? 'AM' : 'PM', true);
        break;
      case 'M':
        piece = num(f.minute, 2);
        break;
      case 'S':
        piece = num(f.second, 2);
        break;
      case 'L':
      case 'N': {
        // The width is the number of digits (truncated, or zeros added).
        const w = width ?? (conv === 'L' ? 3 : 9);
        const digits9 = f.nanos.toString().padStart(9, '0');
        piece = w <= 9 ? digits9.slice(0, w) : digits9 + '0'.repeat(w - 9);
        break;
      }
      case 'z': {
        piece = offsetText(f.offset, f.utc, colons.length, width, padFlag);
        break;
      }
      case 'Z':
        piece = text(f.utc ? 'UTC' : '');
        break;
      case 'A':
        piece = text(DAYS[f.wday]!);
        break;
      case 'a':
        piece = text(DAYS[f.wday]!.slice(0, 3));
        break;
      case 'u':
        piece = num(f.wday === 0 ? 7 : f.wday, 1);
        break;
      case 'w':
        piece = num(f.wday, 1);
        break;
      case 'U':
        piece = num(Math.floor((f.yday - 1 + 7 - f.wday) / 7), 2);
        break;
      case 'W':
        piece = num(Math.floor((f.yday - 1 + 7 - ((f.wday + 6) % 7)) / 7), 2);
        break;
      case 'V':
        piece = num(isoWeek(f)[1], 2);
        break;
      case 'G': {
        const g = isoWeek(f)[0];
        piece = num(g, g < 0 ? 5 : 4);
        break;
      }
      case 'g':
        piece = num(isoWeek(f)[0] % 100, 2);
        break;
      case 's':
        piece = num(f.epochSeconds, 1);
        break;
      case 'n':
        piece = '\n';
        break;
      case 't':
        piece = '\t';
        break;
      case '%':
        piece = '%';
        break;
      default: {
        const composite = COMPOSITE[conv];
        if (composite === undefined) {
          piece = whole;
          break;
        }
        let t = strftime(f, composite);
        if (upcase || swap) t = t.toUpperCase();
        piece = pad(t, width, 0, ' ', padFlag);
      }
    }
    out += piece;
  }
  return out;
}

/** `"${ts}"`: Puppet's default Timestamp text, `2020-01-02T03:04:05.123000000 UTC`. */
export function timestampText(ts: PTimestamp): string {
  return strftimeTimestamp(ts, '%FT%T.%N %Z');
}

// ---------------------------------------------------------------------------------------------
// Timespan formats

type Unit = 'D' | 'H' | 'M' | 'S' | 'L' | 'N';
const ORDER: Unit[] = ['N', 'L', 'S', 'M', 'H', 'D'];
const UNIT_NS: Record<Exclude<Unit, 'N'>, bigint> = { D: NS_PER_DAY, H: NS_PER_HOUR, M: NS_PER_MIN, S: NS_PER_SEC, L: NS_PER_MSEC };
const DEFAULT_WIDTH: Record<Unit, number> = { D: 1, H: 2, M: 2, S: 2, L: 3, N: 9 };
const MODULO: Record<Unit, bigint> = { D: 0n, H: 24n, M: 60n, S: 60n, L: 1000n, N: 0n };

interface Segment {
  unit: Unit;
  /** '0' zero padding (the default), ' ' (`_`), undefined (`-`: none). */
  pad: '0' | ' ' | undefined;
  width?: number;
  /** The largest unit of the format: its total, not its part within the next unit. */
  total: boolean;
}

export interface TimespanFormat {
  readonly text: string;
  readonly parts: readonly (string | Segment)[];
}

const formatCache = new Map<string, TimespanFormat>();

/** Parses a Timespan format (Timespan::FormatParser), with Puppet's error for a bad specifier. */
export function timespanFormat(text: string): TimespanFormat {
  const cached = formatCache.get(text);
  if (cached) return cached;
  const parts: (string | Segment)[] = [];
  const bad = (start: number, position: number): never => {
    throw new PuppetError('OVC3170', `Bad format specifier '${text.slice(start, position)}' in '${text}', at position ${position}`);
  };
  const literal = (ch: string): void => {
    if (typeof parts[parts.length - 1] === 'string') parts[parts.length - 1] += ch;
    else parts.push(ch);
  };
  let state: 'literal' | 'pad' | 'width' = 'literal';
  let pad: '0' | ' ' | undefined = '0';
  let width: number | undefined;
  let start = 0;
  let highest = -1;
  const chars = Array.from(text);
  chars.forEach((ch, position) => {
    if (state === 'literal') {
      if (ch === '%') {
        state = 'pad';
        start = position;
        pad = '0';
        width = undefined;
      } else literal(ch);
      return;
    }
    if (ch === '%') {
      literal(ch);
      state = 'literal';
    } else if (ch === '-' || ch === '_') {
      if (state !== 'pad') bad(start, position);
      pad = ch === '-' ? undefined : ' ';
      state = 'width';
    } else if ('DHMSLN'.includes(ch)) {
      const unit = ch as Unit;
      highest = Math.max(highest, ORDER.indexOf(unit));
      parts.push({ unit, pad, ...(width === undefined ? {} : { width }), total: false });
      state = 'literal';
    } else {
      if (ch < '0' || ch > '9') bad(start, position);
      if (state === 'pad' && ch === '0') pad = '0';
      else width = Math.min((width ?? 0) * 10 + Number(ch), MAX_WIDTH);
      state = 'width';
    }
  });
  if (state !== 'literal') bad(start, chars.length - 1);
  if (highest >= 0) {
    const unit = ORDER[highest];
    const s = parts.find((p): p is Segment => typeof p !== 'string' && p.unit === unit)!;
    s.total = true;
  }
  const format = { text, parts };
  if (formatCache.size < 256) formatCache.set(text, format);
  return format;
}

function segmentText(s: Segment, n: bigint, floatNanos: boolean): string {
  let v = n;
  const fraction = s.unit === 'L' || s.unit === 'N';
  // A fraction's trailing zeros go unless it is the total or zero padded (or, in Float nanoseconds,
  // the text `500000000.0` that the stripping does not match).
  if (fraction && !(s.total || s.pad === '0') && !(floatNanos && v !== 0n)) v = BigInt(v.toString().replace(/^([0-9]+?)0*$/, '$1'));
  const text = v.toString();
  if (s.pad === undefined) return text;
  const w = s.width ?? DEFAULT_WIDTH[s.unit];
  if (fraction) return text.padEnd(w, ' ');
  return text.padStart(w, s.pad);
}

/**
 * A Timespan written with a Timespan format (`%D-%H:%M:%S`); a negative span starts with '-'.
 * `floatNanos`: the span is a type's end given as Float seconds, which Puppet holds as Float nanoseconds.
 */
export function formatTimespan(span: PTimespan, format: TimespanFormat, floatNanos = false): string {
  const abs = span.nsecs < 0n ? -span.nsecs : span.nsecs;
  let out = span.nsecs < 0n ? '-' : '';
  for (const p of format.parts) {
    if (typeof p === 'string') {
      out += p;
      continue;
    }
    let n: bigint;
    if (p.unit === 'N') {
      const w = p.width ?? 9;
      if (w < 9) {
        n = abs / 10n ** BigInt(9 - w);
        if (!p.total) n %= 10n ** BigInt(w);
      } else n = p.total ? abs : abs % NS_PER_SEC;
    } else {
      n = abs / UNIT_NS[p.unit];
      if (!p.total && MODULO[p.unit] !== 0n) n %= MODULO[p.unit];
    }
    out += segmentText(p, n, floatNanos);
  }
  return out;
}

/** The regexp piece that reads one segment (Timespan::Format#build_regexp). */
function segmentPattern(s: Segment): string {
  const dw = DEFAULT_WIDTH[s.unit];
  if (s.width === undefined) {
    if (s.pad === ' ') return s.total ? '\\s*([0-9]+)' : `([0-9\\s]{1,${dw}})`;
    return s.total ? '([0-9]+)' : `([0-9]{1,${dw}})`;
  }
  if (s.pad === undefined) return `([0-9]{1,${s.width}})`;
  if (s.pad === '0') return `([0-9]{${s.width}})`;
  return `([0-9\\s]{${s.width}})`;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Reads text with one Timespan format; undefined when it does not fit. */
export function parseTimespanWith(text: string, format: TimespanFormat): PTimespan | undefined {
  const segments = format.parts.filter((p): p is Segment => typeof p !== 'string');
  const re = new RegExp(`^-?${format.parts.map((p) => (typeof p === 'string' ? escapeRegExp(p) : segmentPattern(p))).join('')}$`);
  const m = re.exec(text);
  if (m === null) return undefined;
  let ns = 0n;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    const group = m[i + 1]!.trimStart();
    if (!/^[0-9]+$/.test(group)) return undefined;
    if (s.unit === 'L' || s.unit === 'N') {
      if (s.total) throw new PuppetError('OVC3170', 'Format specifiers %L and %N denotes fractions and must be used together with a specifier of higher magnitude');
      const p = 9 - group.length;
      ns += p <= 0 ? BigInt(group) : BigInt(group) * 10n ** BigInt(p);
    } else ns += BigInt(group) * UNIT_NS[s.unit];
  }
  return new PTimespan(text.startsWith('-') ? -ns : ns);
}

export const TIMESPAN_DEFAULT_FORMATS = ['%D-%H:%M:%S.%-N', '%H:%M:%S.%-N', '%M:%S.%-N', '%S.%-N', '%D-%H:%M:%S', '%H:%M:%S', '%D-%H:%M', '%S'];

/** Timespan.parse: with one format, that one; with a list, the first that reads the text. */
export function parseTimespan(text: string, formats: string | readonly string[] = TIMESPAN_DEFAULT_FORMATS): PTimespan {
  if (typeof formats === 'string') {
    const span = parseTimespanWith(text, timespanFormat(formats));
    if (span) return span;
    throw new PuppetError('OVC3170', `Unable to parse '${text}' using format '${formats}'`);
  }
  for (const f of formats) {
    const span = parseTimespanWith(text, timespanFormat(f));
    if (span) return span;
  }
  throw new PuppetError('OVC3170', `Unable to parse '${text}' using any of the formats ${formats.join(', ')}`);
}

/** `"${span}"`: `1-02:03:04.5`, `0-00:00:00.0`. */
export function timespanText(span: PTimespan, floatNanos = false): string {
  return formatTimespan(span, timespanFormat(TIMESPAN_DEFAULT_FORMATS[0]!), floatNanos);
}
