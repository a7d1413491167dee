// The string functions' Ruby String methods against Ruby's own: every case of
// test/conformance/functions/string-expected.json (written by scripts/gen-ruby-string-cases.rb).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  rubyCapitalize,
  rubyChomp,
  rubyChop,
  rubyDowncase,
  rubyLstrip,
  rubyRstrip,
  rubyStrip,
  rubyUpcase,
} from '../../../src/puppet/functions/ruby-string.js';

type StringCase = Record<string, string>;
const cases = JSON.parse(readFileSync(new URL('../../conformance/functions/string-expected.json', import.meta.url), 'utf8')) as StringCase[];

const methods: Record<string, (s: string) => string> = {
  downcase: rubyDowncase,
  upcase: rubyUpcase,
  capitalize: rubyCapitalize,
  strip: rubyStrip,
  lstrip: rubyLstrip,
  rstrip: rubyRstrip,
  chomp: rubyChomp,
  chop: rubyChop,
  camelcase: (s) => s.split('_').map(rubyCapitalize).join(''),
};

describe("Ruby's String methods", () => {
  it('has its cases', () => expect(cases.length).toBeGreaterThan(40));
  for (const [name, f] of Object.entries(methods)) {
    it(`${name} gives what Ruby gives`, () => {
      const wrong = cases.filter((c) => f(c.s!) !== c[name]).map((c) => `${JSON.stringify(c.s)} → ruby ${JSON.stringify(c[name])}, ours ${JSON.stringify(f(c.s!))}`);
      expect(wrong).toEqual([]);
    });
  }
});
