// Ruby's respond_to? of the values templates handle, from the method lists Ruby itself gave
// (ruby-methods.ts): `@x.respond_to?(:each)` and `defined?(@facts.fetch('a', {})['b'])` answer as
// in Puppet also for a method the subset does not run, which Ruby has all the same.
import { RUBY_PUBLIC_METHODS } from './ruby-methods.js';
import { rubyClassName, type RValue } from './ruby-value.js';

const OBJECT = new Set(RUBY_PUBLIC_METHODS['Object']);
const OWN = new Map(Object.entries(RUBY_PUBLIC_METHODS).map(([cls, names]) => [cls, new Set(names)]));

/** The class whose list holds the value's methods; undefined for values the lists do not cover (exceptions, Sensitive values, Puppet's types and objects). */
function listedClass(v: RValue): string | undefined {
  const cls = rubyClassName(v);
  return OWN.has(cls) ? cls : undefined;
}

/** Whether Ruby's value has the public method `name`; undefined when the lists do not say. */
export function respondsTo(v: RValue, name: string): boolean | undefined {
  const cls = listedClass(v);
  if (cls === undefined) return undefined;
  return OBJECT.has(name) || OWN.get(cls)!.has(name);
}
