// Ruby's verdict on regex literals, as Puppet's parser meets them (expectations by
// scripts/gen-ruby-regex-cases.rb, run with the Ruby that Debian's Puppet 7 uses).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rubyRegexProblem } from '../../src/puppet/parser/ruby-regex.js';

const dir = new URL('./ruby-regex/', import.meta.url);
const cases = JSON.parse(readFileSync(new URL('cases.json', dir), 'utf8')) as string[];
const expected = JSON.parse(readFileSync(new URL('expected.json', dir), 'utf8')) as Record<string, string | null>;

/** What the scan does not check (its header says so): Ruby refuses these, overcat lets them through. */
const KNOWN_GAPS = new Set(['(?(1)a|b)', '[[:alpha:]-z]', '\\p{Foo}', '\\k<x>', '\\g<2>(a)']);

describe('Ruby regexp verdicts', () => {
  it('has an expectation for every pattern', () => {
    expect(Object.keys(expected).sort()).toEqual([...cases].sort());
  });
  for (const pattern of cases) {
    const want = expected[pattern] ?? undefined;
    if (KNOWN_GAPS.has(pattern)) {
      it(`known gap: ${JSON.stringify(pattern)} (Ruby: ${want})`, () => {
        expect(want).toBeDefined();
        expect(rubyRegexProblem(pattern)).toBeUndefined();
      });
    } else {
      it(JSON.stringify(pattern), () => expect(rubyRegexProblem(pattern)).toBe(want));
    }
  }
});
