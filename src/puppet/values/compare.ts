// Puppet's ordering operators `<`, `<=`, `>`, `>=` (and `==`/`!=` on types): numbers by value,
// strings ignoring ASCII case, types by assignability.
import { plain } from './binary-string.js';
import { casecmp } from './casecmp.js';
import { PuppetError } from './errors.js';
import { label } from './label.js';
import { PFloat, type Value } from './model.js';
import { PSemVer, compareSemVer } from './semver.js';
import { compareTime, incomparableTime, isTime } from './time.js';
import { PType } from './types/model.js';

export type ComparisonOperator = '<' | '<=' | '>' | '>=';

/** -1, 0 or 1 for two comparable values (CompareOperator#compare); throws why they are not. */
export function compareValues(a: Value, b: Value): number {
  a = plain(a);
  b = plain(b);
  if (typeof a === 'string') {
    if (typeof b === 'string') return casecmp(a, b);
    throw new Error('A String is not comparable to a non String');
  }
  if (typeof a === 'number' || typeof a === 'bigint' || a instanceof PFloat) {
    if (typeof b === 'number' || typeof b === 'bigint' || b instanceof PFloat) {
      const x = a instanceof PFloat ? a.value : a;
      const y = b instanceof PFloat ? b.value : b;
      return x < y ? -1 : x > y ? 1 : 0;
    }
    // A number against a time value: compared the other way round.
    if (isTime(b)) return -compareValues(b, a);
    throw new Error('A Numeric is not comparable to non Numeric');
  }
  if (isTime(a)) {
    const c = compareTime(a, b);
    if (c === undefined) throw new Error(incomparableTime(a));
    return c;
  }
  if (a instanceof PSemVer) {
    if (!(b instanceof PSemVer)) throw new Error('Versions not comparable to non Versions');
    return compareSemVer(a, b);
  }
  throw new Error('Only Strings, Numbers, Timespans, Timestamps, and Versions are comparable');
}

const isNaNumber = (v: Value): boolean => v instanceof PFloat && Number.isNaN(v.value);

/**
 * `==` with a type on the left (TypeCalculator#equals): the same type, or two types each
 * assignable to the other (Variant[Integer, Numeric] == Numeric); inside arrays and hashes
 * types compare as the same type only.
 */
export function typeEquals(a: PType, b: Value): boolean {
  return b instanceof PType && (a.equals(b) || (a.isAssignable(b) && b.isAssignable(a)));
}

/** `a OP b` for an ordering operator, as Puppet evaluates it. */
export function compare(operator: ComparisonOperator, a: Value, b: Value): boolean {
  if (a instanceof PType) {
    // On types, `<` means "assignable to and not equal".
    const other = b instanceof PType ? b : undefined;
    switch (operator) {
      case '<':
        return other !== undefined && other.isAssignable(a) && !typeEquals(a, other);
      case '<=':
        return other !== undefined && other.isAssignable(a);
      case '>':
        return other !== undefined && a.isAssignable(other) && !typeEquals(a, other);
      case '>=':
        return other !== undefined && a.isAssignable(other);
    }
  }
  let c: number;
  try {
    c = compareValues(a, b);
  } catch (e) {
    throw new PuppetError('OVC3004', `Comparison of: ${label(a)} ${operator} ${label(b)}, is not possible. Caused by '${(e as Error).message}'.`);
  }
  // Ruby's <=> with a NaN is nil, which Puppet's evaluator then asks for `nil OP 0`: Ruby's
  // NoMethodError, its message with the line error_highlight marks.
  if (isNaNumber(a) || isNaNumber(b)) {
    const line = `@@compare_operator.compare(left,right) ${operator} 0`;
    const at = ' '.repeat(8 + line.indexOf(operator, 30));
    throw new PuppetError('OVC3001', `Error while evaluating a '${operator}' expression, undefined method \`${operator}' for nil:NilClass\n\n        ${line}\n${at}${'^'.repeat(operator.length)}`);
  }
  switch (operator) {
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '>=':
      return c >= 0;
  }
}
