// Ruby's respond_to? of the values templates handle, from the method lists Ruby itself gave
// (ruby-methods.ts): `@x.respond_to?(:each)` and `defined?(@facts.fetch('a', {})['b'])` answer as
// in Puppet also for a method the subset does not run, which Ruby has all the same.
import { RUBY_PUBLIC_METHODS } from './ruby-methods.js';
import { RHash, RIPAddr, RMatch, RRange, RRegexp, RSymbol, type RValue } from './ruby-value.js';
import { PFloat } from '../values/index.js';

const OBJECT = new Set(RUBY_PUBLIC_METHODS['Object']);
const OWN = new Map(Object.entries(RUBY_PUBLIC_METHODS).map(([cls, names]) => [cls, new Set(names)]));

/** The class whose list holds the value's methods; undefined for values the lists do not cover. */
function listedClass(v: RValue): string | undefined {
  if (v === null) return 'NilClass';
  if (v === true) return 'TrueClass';
  if (v === false) return 'FalseClass';
  if (typeof v === 'string') return 'String';
  if (typeof v === 'bigint') return 'Integer';
  if (v instanceof PFloat) return 'Float';
  if (v instanceof RSymbol) return 'Symbol';
  if (Array.isArray(v)) return 'Array';
  if (v instanceof RHash) return 'Hash';
  if (v instanceof RRange) return 'Range';
  if (v instanceof RRegexp) return 'Regexp';
  if (v instanceof RMatch) return 'MatchData';
  if (v instanceof RIPAddr) return 'IPAddr';
  // Exceptions, Sensitive values, Puppet's types and objects: their methods are not listed.
  return undefined;
}

/** Whether Ruby's value has the public method `name`; undefined when the lists do not say. */
export function respondsTo(v: RValue, name: string): boolean | undefined {
  const cls = listedClass(v);
  if (cls === undefined) return undefined;
  return OBJECT.has(name) || OWN.get(cls)!.has(name);
}
