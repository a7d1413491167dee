import { describe, expect, it } from 'vitest';
import { PRegexp, PuppetError } from '../../../src/puppet/values/index.js';

function refusal(pattern: string): string {
  try {
    PRegexp.of(pattern);
  } catch (e) {
    expect(e).toBeInstanceOf(PuppetError);
    expect((e as PuppetError).code).toBe('OVC3008');
    return (e as Error).message;
  }
  throw new Error(`${pattern} was accepted`);
}

describe('PRegexp', () => {
  it('runs catastrophic-backtracking patterns in linear time, case-insensitive ones too', () => {
    for (const p of ['^(a+)+$', '(?i)^(a+)+$', '^(?i:(a|A)+)+$', '(?m)^(.*a)+$']) {
      const re = PRegexp.of(p);
      const start = performance.now();
      expect(re.test(`${'a'.repeat(40)}!`)).toBe(false);
      expect(performance.now() - start).toBeLessThan(1000);
    }
  });

  it('refuses nested repetition where only the backtracking engine can run', () => {
    expect(refusal('^(a+)+\\1$')).toMatch(/back reference or look-around/);
    expect(refusal('^(a|aa)+(?=b)')).toMatch(/back reference or look-around/);
    expect(PRegexp.of('^(a)\\1$').test('aa')).toBe(true);
    expect(PRegexp.of('foo(?=bar)').test('foobar')).toBe(true);
  });

  it('matches a pattern ending in \\Z without a look-ahead, in linear time, and splits with it', () => {
    // apache's Apache::LogLevel shape: nested repetition, anchored by \A and \Z.
    const re = PRegexp.of('\\A(\\w+:)?(a+)(\\s+(\\w+:)?(a+))*\\Z');
    const start = performance.now();
    expect(re.test(`${'a a '.repeat(20)}!\n`)).toBe(false);
    expect(performance.now() - start).toBeLessThan(1000);
    expect(re.match('x:aa a\n')).toEqual(['x:aa a', 'x:', 'aa', ' a', null, 'a']);
    expect(re.exec('x:aa a\n', 1)).toBeNull();
    expect(re.split('x:aa a\n')).toEqual(['', 'x:', 'aa', ' a', 'a', '\n']);
  });

  it("refuses invalid patterns with Ruby's message", () => {
    expect(refusal('[')).toBe('premature end of char-class: /[/');
    expect(refusal('a)')).toBe('unmatched close parenthesis: /a)/');
  });

  it('refuses what JavaScript cannot express instead of matching wrongly', () => {
    expect(refusal('a++')).toMatch(/possessive/);
    expect(refusal('(?>a)')).toMatch(/atomic/);
    expect(refusal('\\k<x>')).toBe('undefined name <x> reference: /\\k<x>/');
    expect(refusal('[a[b]]')).toMatch(/nested character classes/);
  });

  it("translates Ruby's anchors, classes and options", () => {
    expect(PRegexp.of('\\Afoo\\z').test('foo')).toBe(true);
    expect(PRegexp.of('\\Afoo\\z').test('foo\n')).toBe(false);
    expect(PRegexp.of('\\Afoo\\Z').test('foo\n')).toBe(true);
    expect(PRegexp.of('^b$').test('a\nb\nc')).toBe(true);
    expect(PRegexp.of('\\Ab$').test('a\nb')).toBe(false);
    expect(PRegexp.of('\\A[[:alpha:]]+[[:digit:]]\\z').test('ab1')).toBe(true);
    expect(PRegexp.of('\\A\\h+\\z').test('c0ffee')).toBe(true);
    expect(PRegexp.of('(?i)ABC').test('abc')).toBe(true);
    expect(PRegexp.of('(?m:a.b)').test('a\nb')).toBe(true);
    expect(PRegexp.of('(?x) a b # comment').test('ab')).toBe(true);
    expect(PRegexp.of("(?'n'x)").match('x')).toEqual(['x', 'x']);
  });

  it('applies inline options inside the pattern, as Ruby does', () => {
    const size = PRegexp.of('^\\d+(?i:[kmgt]b?|b)$');
    expect(['10K', '5mb', '7B', '3Gb'].every((x) => size.test(x))).toBe(true);
    expect(size.test('5x')).toBe(false);
    expect(PRegexp.of('\\A(?i:yes|no)\\z').test('YES')).toBe(true);
    expect(PRegexp.of('a(?i)b').test('aB')).toBe(true);
    expect(PRegexp.of('a(?i)b').test('AB')).toBe(false);
    expect(PRegexp.of('(?i:[a-c])x').test('Bx')).toBe(true);
    expect(PRegexp.of('(?i:[a-c])x').test('BX')).toBe(false);
    expect(PRegexp.of('(?m:a.b)c.d').test('a\nbc\nd')).toBe(false);
    expect(PRegexp.of('(?m:a.b)c.d').test('a\nbcxd')).toBe(true);
    expect(PRegexp.of('(?x: a b )c d').test('abc d')).toBe(true);
    expect(PRegexp.of('(?<year>\\d{4})-\\k<year>').test('2024-2024')).toBe(true);
    expect(PRegexp.of('(?<=a)b').test('ab')).toBe(true);
    expect(PRegexp.of('[[:^digit:]]').test('5')).toBe(false);
    expect(PRegexp.of('(?i)a(?-i:b)').test('Ab')).toBe(true);
    expect(PRegexp.of('(?i)a(?-i:b)').test('AB')).toBe(false);
    expect(PRegexp.of('(?i)É').test('é')).toBe(true);
  });

  it('returns captures with undef for groups that did not take part', () => {
    expect(PRegexp.of('(a)|(b)').match('b')).toEqual(['b', null, 'b']);
    expect(PRegexp.of('x').match('y')).toBeNull();
  });

  it('renders as Ruby inspects, slashes escaped', () => {
    expect(PRegexp.of('a/b').toString()).toBe('/a\\/b/');
    expect(PRegexp.fromLiteral('a\\/b').source).toBe('a/b');
    expect(PRegexp.of('x')).toBe(PRegexp.of('x'));
  });

  // Ruby's messages (Regexp.new) for the calls it refuses; a recursion deeper than the unrolling fails to match.
  it('writes subexpression calls out, refusing the ones Onigmo refuses and bounding recursion', () => {
    expect(() => PRegexp.of('(?<a>x)\\g<b>')).toThrow('undefined name <b> reference: /(?<a>x)\\g<b>/');
    expect(() => PRegexp.of('(x)\\g<2>')).toThrow('undefined group <2> reference');
    expect(() => PRegexp.of('(?<a>x)\\g<1>')).toThrow('numbered backref/call is not allowed. (use name)');
    expect(() => PRegexp.of('(?<a>(?<b>x)\\g<a>\\g<a>)')).toThrow('subexpression calls nest too deep');
    expect(PRegexp.of('\\A(?<a>a\\g<a>?b)\\z').test(`${'a'.repeat(12)}${'b'.repeat(12)}`)).toBe(true);
    expect(PRegexp.of('\\A(?<a>a\\g<a>?b)\\z').test(`${'a'.repeat(14)}${'b'.repeat(14)}`)).toBe(false);
  });
});
