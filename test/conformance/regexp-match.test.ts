// Ruby regular expressions run by PRegexp against Ruby itself: for each pattern and subject of
// test/conformance/values/regexp-cases.json, the captures of the first match, as Ruby's Regexp
// gives them, and the fields String#split cuts the subject into (scripts/gen-regexp-match-cases.rb).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRegexp } from '../../src/puppet/values/index.js';

const cases = JSON.parse(readFileSync(new URL('./values/regexp-expected.json', import.meta.url), 'utf8')) as { pattern: string; subject: string; captures: (string | null)[] | null; split: string[] }[];

describe('PRegexp matches as Ruby does', () => {
  for (const c of cases) {
    it(`/${c.pattern}/ on ${JSON.stringify(c.subject)}`, () => {
      const re = PRegexp.of(c.pattern);
      expect(re.match(c.subject)).toEqual(c.captures);
      expect(re.split(c.subject)).toEqual(c.split);
    });
  }
});
