// The descent parser's scanner: where each token ends, as grammar/puppet.ohm's lexical rules say.
import { describe, expect, it } from 'vitest';
import * as S from '../../../src/puppet/parser/scanner.js';

/** [text, end or -1] for a token starting at offset 0. */
const cases: Record<string, [(t: string, i: number) => number, [string, number][]]> = {
  number: [S.numberEnd, [['0x1F ', 4], ['017', 3], ['08', -1], ['1.5e-3+', 6], ['1e5', 3], ['1.5.3', 3], ['1.5x', 1], ['0', 1], ['12ab', -1], ['0xg', -1]]],
  sqString: [S.sqStringEnd, [["'a\\'b' ", 6], ["'a\\\\' ", 5], ["'abc", -1], ["'\\d'", 4]]],
  dqString: [S.dqStringEnd, [['"a${b}c"', 8], ['"${ "}" }"', 10], ['"${a"', -1], ['"${ {a} }" ', 10], ['"\\"" ', 4], ['"$" ', 3]]],
  regex: [S.regexEnd, [['/a\\/b/ ', 6], ['/a\nb/', 5], ['/abc', -1]]],
  heredocOpen: [S.heredocOpenEnd, [['@(END) ', 6], ['@()', -1], ['@(E\nND)', -1]]],
  bareWord: [S.bareWordEnd, [['x86_64-linux ', 12], ['::a::b ', 6], ['if ', -1], ['in-x', -1], ['ifx', 3], ['a::B', 1]]],
  classRef: [S.classRefEnd, [['::Foo::Bar[', 10], ['Foo::bar', 3], ['foo', -1]]],
  variableName: [S.variableNameEnd, [['::a::1b ', 7], ['a-b', 1], ['::', -1]]],
  spaces: [S.skipSpaces, [['  # c\n /* x */ a', 15], ['/* open', 0], ['\u00a0', 0]]],
};

describe('scanner token ends', () => {
  for (const [name, [scan, rows]] of Object.entries(cases)) {
    it.each(rows)(`${name} %j ends at %i`, (text, end) => {
      expect(scan(text, 0)).toBe(end);
    });
  }
});
