// Whether croniter (the library behind Heat's cron_expression constraint) accepts an expression,
// and its message when it does not: fields, ranges, steps, month and weekday names, `L`, `#n`.

const RANGES: readonly (readonly [number, number])[] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
  [0, 59],
];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** Names each field accepts in place of numbers (croniter's ALPHACONV). */
const NAMES: readonly ReadonlyMap<string, string>[] = [
  new Map(),
  new Map(),
  new Map([['l', 'l']]),
  new Map(MONTHS.map((m, i) => [m, String(i + 1)])),
  new Map(DAYS.map((d, i) => [d, String(i)])),
  new Map(),
];
/** Values croniter renames (LOWMAP): day/month 0 → 1, weekday 7 → 0. */
const LOW: readonly ReadonlyMap<number, number>[] = [new Map(), new Map(), new Map([[0, 1]]), new Map([[0, 1]]), new Map([[7, 0]]), new Map()];
const ALIASES: Record<string, string> = {
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
  '@daily': '0 0 * * *',
  '@weekly': '0 0 * * 0',
  '@monthly': '0 0 1 * *',
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
};
const STEP = /^([^-]+)-([^-/]+)(\/(\d+))?$/;
const INT = /^\d+$/;
const STAR_OR_INT = /^(\d+|\*)$/;
const NTH_WEEKDAY = /^(?:(\w+)#(\d+)|l(\d+)$)/;
const HASHED = /^(h|r)(\((\d+)-(\d+)\))?(\/(\d+))?$/;

class CronError extends Error {}

/** croniter's expression check; undefined when valid, else its message. */
export function cronError(expression: string): string | undefined {
  try {
    expand(expression);
    return undefined;
  } catch (e) {
    if (e instanceof CronError) return e.message;
    throw e;
  }
}

function expand(format: string): void {
  const lowered = format.toLowerCase();
  const fields = (ALIASES[lowered] ?? lowered).split(/\s+/).filter(Boolean);
  if (fields.length !== 5 && fields.length !== 6) throw new CronError('Exactly 5 or 6 columns has to be specified for iterator expression.');
  const notAlpha = () => new CronError(`[${fields.join(' ')}] is not acceptable`);
  const name = (i: number, key: string): string => {
    const v = NAMES[i]!.get(key);
    if (v === undefined) throw notAlpha();
    return v;
  };
  fields.forEach((field, i) => {
    if (HASHED.test(field)) throw new CronError('Hashed definitions must include hash_id');
    const [lo, hi] = RANGES[i]!;
    // croniter pops from the end of the list, so the last item is looked at first.
    const items: string[] = field.split(',');
    while (items.length > 0) {
      let e = items.pop()!;
      if (i === 4) {
        const m = NTH_WEEKDAY.exec(e);
        if (m) {
          if (m[2] !== undefined) {
            const nth = Number(m[2]);
            if (nth < 1 || nth > 5) throw new CronError(`[${format}] is not acceptable.  Invalid day_of_week value: '${e}'`);
            e = m[1]!;
          } else e = m[3]!;
        }
      }
      let t = e.replace(/^\*(\/.+)$/, `${lo}-${hi}$1`);
      let m = STEP.exec(t);
      if (!m) {
        t = e.replace(/^(.+)\/(.+)$/, `$1-${hi}/$2`);
        m = STEP.exec(t);
      }
      if (m) {
        let low = m[1]!;
        let high = m[2]!;
        const step = m[4] ?? '1';
        if (i === 2 && high === 'l') high = '31';
        if (!INT.test(low)) low = name(i, low);
        if (!INT.test(high)) high = name(i, high);
        if (!INT.test(low) || !INT.test(high)) throw new CronError('');
        if (Number(low) > Number(high)) {
          if (i === 4 && high === '0') high = '7';
          else throw new CronError(`[${format}] is not acceptable`);
        }
        const [a, b, s] = [Number(low), Number(high), Number(step)];
        if (Math.max(a, b) > Math.max(lo, hi)) throw new CronError(`${format} is out of bands`);
        if (s === 0) throw new CronError('invalid range: range() arg 3 must not be zero');
        for (let x = a; x <= b; x += s) items.push(String(x));
        continue;
      }
      if (t.startsWith('-')) throw new CronError(`[${format}] is not acceptable,negative numbers not allowed`);
      if (!STAR_OR_INT.test(t)) t = name(i, t);
      if (t === '*' || t === 'l') continue;
      let n = Number(t);
      const keepZero = (fields.length === 5 && (i === 2 || i === 3)) || (fields.length === 6 && (i === 3 || i === 4));
      if (!keepZero) n = LOW[i]!.get(n) ?? n;
      if (n < lo || n > hi) throw new CronError(`[${format}] is not acceptable, out of range`);
    }
  });
}
