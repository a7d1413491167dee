// The Ruby class of a value as a Puppet 4.x function receives it (undef is nil), which the
// messages of the modules' Ruby functions name (`... It looks to be a NilClass`).
import type { Value } from '../values/index.js';
import { rubyClassName } from './ruby-values.js';

const SINGLETONS: Record<string, string> = { nil: 'NilClass', true: 'TrueClass', false: 'FalseClass' };

/** `value.class` in Ruby: NilClass, TrueClass, FalseClass, Integer, Float, String, Array, Hash ... */
export function rubyClass(v: Value): string {
  const n = rubyClassName(v);
  return SINGLETONS[n] ?? n;
}
