// The Ruby libraries of modules' own lib/ that their templates require, native: a template that
// puts its module's lib on $LOAD_PATH and requires `puppet_x/elastic/deep_to_i` (voxpupuli
// elasticsearch's elasticsearch.yml.erb) gets the constants that file defines, as Ruby would.
import { RHash, type RValue } from './ruby-value.js';
import { stringToI } from '../functions/ruby-number.js';

/** What each library path defines: the constants a template can name once it is required. */
export const MODULE_LIBRARIES: Readonly<Record<string, readonly string[]>> = {
  'puppet_x/elastic/deep_to_i': ['Puppet_X', 'Puppet_X::Elastic'],
  'puppet_x/elastic/hash': ['Puppet_X', 'Puppet_X::Elastic', 'Puppet_X::Elastic::SortedHash'],
};

/**
 * Puppet_X::Elastic.deep_to_i: strings that hold an integer on a line of their own (the Ruby's
 * `^-?[0-9]+$` looks at every line) become that String#to_i, through arrays and hash values; a
 * hash comes back new, its keys as they were.
 */
export function deepToI(v: RValue): RValue {
  if (typeof v === 'string') return v.split('\n').some((line) => /^-?[0-9]+$/.test(line)) ? stringToI(v) : v;
  if (Array.isArray(v)) return v.map(deepToI);
  if (v instanceof RHash) return RHash.of(v.entries().map(([k, x]): [RValue, RValue] => [k, deepToI(x)]));
  return v;
}

/**
 * `hash.extend(Puppet_X::Elastic::SortedHash)`: its `extended` hook re-inserts the hash's entries
 * sorted (Array#sort of the [key, value] pairs: by key), and extends the hashes among its values
 * and their arrays' elements likewise. `compare` is Ruby's <=>, which fails for keys of classes
 * that do not compare.
 */
export function extendSortedHash(h: RHash, compare: (a: RValue, b: RValue) => number, change: (h: RHash) => void): void {
  change(h);
  const entries = h.entries().sort((a, b) => compare(a[0], b[0]));
  h.clear();
  for (const [k, v] of entries) {
    if (v instanceof RHash) extendSortedHash(v, compare, change);
    else if (Array.isArray(v)) for (const e of v) if (e instanceof RHash) extendSortedHash(e, compare, change);
    h.set(k, v);
  }
}
