// Timestamps from text, as Puppet's Timestamp.parse reads them with Ruby's DateTime._strptime:
// the directives Puppet's formats and manifests use (%Y %m %d %H %M %S %N %L %z %Z %F %T %D %R
// %y %b %B %a %A %j %e %k %I %l %p %s %%), timezones as names or offsets, and Puppet's messages.
import { PuppetError } from './errors.js';
import rubyZones from './ruby-zones.json' with { type: 'json' };
import { MONTHS, daysFromCivil } from './time-format.js';
import { NS_PER_SEC, PTimestamp } from './time.js';

export const TIMESTAMP_FORMATS_WITHOUT_ZONE = ['%FT%T.%N', '%FT%T', '%F %T.%N', '%F %T', '%F'];
export const TIMESTAMP_FORMATS = ['%FT%T.%N %Z', '%FT%T %Z', '%F %T.%N %Z', '%F %T %Z', '%F %Z', ...TIMESTAMP_FORMATS_WITHOUT_ZONE];

/** The zone names Ruby's date library knows, in seconds east of UTC (ruby-zones.json). */
const ZONES: Readonly<Record<string, number>> = rubyZones.zones;

/** The zone token DateTime._strptime's %z reads (an offset, a name with "standard/daylight time", a word with " dst"). */
const ZONE_PATTERN = /^(?:(?:gmt|utc?)?[-+]\d+(?:[,.:]\d+(?::\d+)?)?|[a-z.\s]+(?:standard|daylight)\s+time\b|[a-z]+(?:\sdst)?\b)/i;

/**
 * Ruby's date_zone_to_diff: a zone's offset in seconds east of UTC (a fraction for fractional
 * hours), or undefined when Ruby does not know it. A name with "standard time", "daylight time"
 * or "dst" after it is looked up without (daylight an hour more); else an offset, after an
 * optional gmt/utc: +hh:mm[:ss], +h.fraction, or digits read as h, hh, hmm, hhmm, hmmss, hhmmss.
 */
function zoneOffset(zone: string): number | undefined {
  let name = zone.toLowerCase();
  let dst = false;
  const suffix = /\s+(?:(standard|daylight)\s+time|(dst))$/.exec(name);
  if (suffix) {
    dst = suffix[1] === 'daylight' || suffix[2] === 'dst';
    name = name.slice(0, suffix.index);
  }
  const known = ZONES[name.replace(/\s+/g, ' ')];
  if (known !== undefined) return known + (dst ? 3600 : 0);
  let s = zone;
  if (s.length > 3 && /^(?:gmt|utc)/i.test(s)) s = s.slice(3);
  if (s[0] !== '+' && s[0] !== '-') return undefined;
  const sign = s[0] === '-' ? -1 : 1;
  s = s.slice(1);
  const m = /^(\d*)([:,.]?)(\d*)(?::(\d*))?/.exec(s)!;
  let hour = Number(m[1] || 0);
  let min = 0;
  let sec = 0;
  if (m[2] === ':') {
    min = Number(m[3] || 0);
    sec = Number(m[4] || 0);
    if (hour > 23 || min > 59 || sec > 59) return undefined;
  } else if (m[2] === ',' || m[2] === '.') {
    if (hour > 23) return undefined;
    const digits = m[3]!.slice(0, 7);
    sec = digits === '' ? 0 : (Number(digits) * 3600) / 10 ** digits.length;
  } else if (s.length > 2) {
    const h = 2 - (s.length % 2);
    hour = Number(s.slice(0, h));
    min = Number(s.slice(h, h + 2) || 0);
    sec = Number(s.slice(h + 2, h + 4) || 0);
  }
  return sign * (hour * 3600 + min * 60 + sec);
}

/**
 * The offset a Timestamp is shown at for a timezone (Timestamp.convert_timezone, then
 * Time#localtime): a `+hh:mm` text as it is, any other zone's offset in whole minutes (seconds
 * dropped); Ruby refuses 24 hours or more.
 */
export function displayOffset(timezone: string): number {
  const literal = /^([+-])(\d\d):(\d\d)$/.exec(timezone);
  let sign: number;
  let minutes: number;
  if (literal) {
    sign = literal[1] === '-' ? -1 : 1;
    minutes = Number(literal[2]) * 60 + Number(literal[3]);
    if (Number(literal[3]) > 59) throw new PuppetError('OVC3170', `"+HH:MM", "-HH:MM", "UTC" or "A".."I","K".."Z" expected for utc_offset: ${timezone}`);
  } else {
    const offset = timezoneOffset(timezone);
    sign = offset < 0 ? -1 : 1;
    minutes = Math.floor(Math.abs(offset) / 60);
  }
  if (minutes >= 24 * 60) throw new PuppetError('OVC3170', 'utc_offset out of range');
  return sign * minutes * 60;
}

/** Timestamp.utc_offset: the seconds east of UTC a timezone argument names; Puppet's error otherwise. */
export function timezoneOffset(timezone: string): number {
  // 'current' is the compiling machine's zone in Puppet; overcat compiles the same everywhere, in UTC.
  if (timezone.toLowerCase() === 'current') return 0;
  // The zone token is read from the start; what follows it does not matter.
  const token = ZONE_PATTERN.exec(timezone);
  const offset = token === null ? undefined : zoneOffset(token[0]);
  if (offset === undefined) throw new PuppetError('OVC3170', `Illegal timezone '${timezone}'`);
  return offset;
}

interface Parsed {
  year?: number;
  mon?: number;
  mday?: number;
  yday?: number;
  hour?: number;
  min?: number;
  sec?: number;
  fraction?: bigint; // nanoseconds
  pm?: boolean;
  /** The century %C gives (or %y and %g imply): added to the year at the end, as _strptime's `_cent`. */
  cent?: number;
  zone?: string;
}

const EXPAND: Record<string, string> = { F: '%Y-%m-%d', T: '%H:%M:%S', D: '%m/%d/%y', R: '%H:%M', r: '%I:%M:%S %p', c: '%a %b %e %H:%M:%S %Y', x: '%m/%d/%y', X: '%H:%M:%S', v: '%e-%b-%Y', h: '%b' };
const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * DateTime._strptime(text, format): the fields read, or undefined when the text does not fit or
 * something is left over.
 */
function strptime(text: string, format: string): Parsed | undefined {
  const out: Parsed = {};
  let fmt = format;
  for (let i = 0; i < 4 && /%[FTDRrcxXvh]/.test(fmt); i++) fmt = fmt.replace(/%([FTDRrcxXvh])/g, (_, c: string) => EXPAND[c]!);
  let pos = 0;
  const number = (max: number, signed = false): number | undefined => {
    const re = new RegExp(`^${signed ? '[+-]?' : ''}\\d{1,${max}}`);
    const m = re.exec(text.slice(pos));
    if (m === null) return undefined;
    pos += m[0].length;
    return Number(m[0]);
  };
  for (let i = 0; i < fmt.length; i++) {
    const c = fmt[i]!;
    if (c !== '%' || i + 1 >= fmt.length) {
      if (/\s/.test(c)) {
        while (pos < text.length && /\s/.test(text[pos]!)) pos++;
        continue;
      }
      if (text[pos] !== c) return undefined;
      pos++;
      continue;
    }
    let d = fmt[++i]!;
    // Flags and widths are read past; a width limits nothing here.
    while (/[-_0^#\d:]/.test(d) && i + 1 < fmt.length) d = fmt[++i]!;
    // A number directive followed by a digit directive reads a fixed width.
    const nextIsDigit = /^%[-_0^#]*\d*[YmdHMSLNjyCeIlk]/.test(fmt.slice(i + 1));
    let v: number | undefined;
    switch (d) {
      case 'Y':
        v = number(nextIsDigit ? 4 : 9, true);
        if (v === undefined) return undefined;
        out.year = v;
        break;
      case 'C':
        v = number(2, true);
        if (v === undefined) return undefined;
        out.cent = v;
        break;
      case 'y':
      case 'g':
        // %g is the week-based year, which Puppet does not use; its century counts all the same.
        v = number(2);
        if (v === undefined) return undefined;
        if (d === 'y') out.year = v;
        out.cent ??= v >= 69 ? 19 : 20;
        break;
      case 'G':
        if (number(nextIsDigit ? 4 : 9, true) === undefined) return undefined;
        break;
      // Week numbers, weekdays and epoch seconds are read, but Puppet builds the time from the calendar fields only.
      case 'U':
      case 'W':
      case 'V':
      case 'u':
      case 'w': {
        v = number(d === 'u' || d === 'w' ? 1 : 2);
        const [lo, hi] = { U: [0, 53], W: [0, 53], V: [1, 53], u: [1, 7], w: [0, 6] }[d];
        if (v === undefined || v < lo! || v > hi!) return undefined;
        break;
      }
      case 's':
      case 'Q': {
        const m = /^[+-]?\d+/.exec(text.slice(pos));
        if (m === null) return undefined;
        pos += m[0].length;
        break;
      }
      case 'm':
        v = number(2);
        if (v === undefined || v < 1 || v > 12) return undefined;
        out.mon = v;
        break;
      case 'd':
      case 'e':
        if (d === 'e' && text[pos] === ' ') pos++;
        v = number(2);
        if (v === undefined || v < 1 || v > 31) return undefined;
        out.mday = v;
        break;
      case 'j':
        v = number(3);
        if (v === undefined || v < 1 || v > 366) return undefined;
        out.yday = v;
        break;
      case 'H':
      case 'k':
        if (d === 'k' && text[pos] === ' ') pos++;
        v = number(2);
        if (v === undefined || v > 24) return undefined;
        out.hour = v;
        break;
      case 'I':
      case 'l':
        if (d === 'l' && text[pos] === ' ') pos++;
        v = number(2);
        if (v === undefined || v < 1 || v > 12) return undefined;
        out.hour = v;
        break;
      case 'M':
        v = number(2);
        if (v === undefined || v > 59) return undefined;
        out.min = v;
        break;
      case 'S':
        v = number(2);
        if (v === undefined || v > 60) return undefined;
        out.sec = v;
        break;
      case 'L':
      case 'N': {
        const m = (nextIsDigit ? (d === 'L' ? /^\d{1,3}/ : /^\d{1,9}/) : /^\d+/).exec(text.slice(pos));
        if (m === null) return undefined;
        pos += m[0].length;
        const digits = m[0].slice(0, 9).padEnd(9, '0');
        out.fraction = BigInt(digits);
        break;
      }
      case 'p':
      case 'P': {
        const m = /^([ap])\.?m\.?/i.exec(text.slice(pos));
        if (m === null) return undefined;
        pos += m[0].length;
        out.pm = m[1]!.toLowerCase() === 'p';
        break;
      }
      case 'b':
      case 'B': {
        const rest = text.slice(pos).toLowerCase();
        const idx = MONTHS.findIndex((n) => rest.startsWith(n.toLowerCase()) || rest.startsWith(n.slice(0, 3).toLowerCase()));
        if (idx < 0) return undefined;
        const full = MONTHS[idx]!.toLowerCase();
        pos += rest.startsWith(full) ? full.length : 3;
        out.mon = idx + 1;
        break;
      }
      case 'a':
      case 'A': {
        const rest = text.slice(pos).toLowerCase();
        const name = DAY_NAMES.find((n) => rest.startsWith(n) || rest.startsWith(n.slice(0, 3)));
        if (name === undefined) return undefined;
        pos += rest.startsWith(name) ? name.length : 3;
        break;
      }
      case 'z':
      case 'Z': {
        const m = ZONE_PATTERN.exec(text.slice(pos));
        // A zone Ruby does not know is still read; building the time then refuses it.
        if (m === null) return undefined;
        pos += m[0].length;
        out.zone = m[0];
        break;
      }
      case 'n':
      case 't':
        while (pos < text.length && /\s/.test(text[pos]!)) pos++;
        break;
      case '%':
        if (text[pos] !== '%') return undefined;
        pos++;
        break;
      default:
        return undefined;
    }
  }
  if (pos !== text.length) return undefined;
  if (out.cent !== undefined && out.year !== undefined) out.year += out.cent * 100;
  return out;
}

/**
 * Time.utc(year, mon, mday, hour, min, sec, usec) of the fields read, as Puppet builds the
 * Timestamp: without a year Ruby's TypeError; a day of the year (%j) is not used; hour 24 only
 * as the end of the day.
 */
function toTimestamp(p: Parsed, zone: string | undefined): PTimestamp {
  if (p.year === undefined) throw new PuppetError('OVC3170', 'no implicit conversion of nil into Integer');
  let hour = p.hour ?? 0;
  if (p.pm !== undefined) hour = (hour % 12) + (p.pm ? 12 : 0);
  if (hour === 24 && (p.min ?? 0) !== 0) throw new PuppetError('OVC3170', 'min out of range');
  if (hour === 24 && (p.sec ?? 0) !== 0) throw new PuppetError('OVC3170', 'sec out of range');
  // A day past the month's end runs into the next month, as Time.utc does (2020-02-31 is March 2nd).
  const days = daysFromCivil(p.year, p.mon ?? 1, p.mday ?? 1);
  const seconds = BigInt(days) * 86400n + BigInt(hour * 3600 + (p.min ?? 0) * 60 + (p.sec ?? 0));
  const offset = zone === undefined ? 0 : timezoneOffset(zone);
  return new PTimestamp((seconds - BigInt(offset)) * NS_PER_SEC + (p.fraction ?? 0n));
}

/**
 * Timestamp.parse(text, format?, timezone?): with one format, that one; with a list (or none:
 * Puppet's defaults, those without a zone when a timezone is given), the first that reads the
 * whole text. A zone in the text and a timezone argument exclude each other.
 */
export function parseTimestamp(text: string, format?: string | readonly string[], timezone?: string): PTimestamp {
  const hasZone = timezone !== undefined && timezone !== '';
  const formats = format ?? (hasZone ? TIMESTAMP_FORMATS_WITHOUT_ZONE : TIMESTAMP_FORMATS);
  if (typeof formats === 'string') {
    const p = strptime(text, formats);
    if (p === undefined) throw new PuppetError('OVC3170', `Unable to parse '${text}' using format '${formats}'`);
    if (hasZone && p.zone !== undefined) throw new PuppetError('OVC3170', 'Using a Timezone designator in format specification is mutually exclusive to providing an explicit timezone argument');
    return toTimestamp(p, hasZone ? timezone : p.zone);
  }
  for (const f of formats) {
    const p = strptime(text, f);
    if (p === undefined || (hasZone && p.zone !== undefined)) continue;
    return toTimestamp(p, hasZone ? timezone : p.zone);
  }
  throw new PuppetError('OVC3170', `Unable to parse '${text}' using any of the formats ${formats.join(', ')}`);
}

/** The nanoseconds of a Unix time in milliseconds (the compilation's notion of now). */
export function timestampFromMillis(ms: number): PTimestamp {
  return new PTimestamp(BigInt(Math.trunc(ms)) * 1_000_000n);
}
