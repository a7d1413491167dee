// Ruby's JSON parser as Puppet's json_data reads with it. What is taken or refused, and the values,
// were checked with Ruby's json 2.6.1; the offsets are where overcat's diagnostic points (Ruby's
// message quotes the text from a point of its own parser state), not Ruby's.
import { describe, expect, it } from 'vitest';
import { dataKeys } from '../../src/data/key-order.js';
import { ExactNumber } from '../../src/data/exact-number.js';
import { jsonTypeName, parseRubyJson, RubyJsonError } from '../../src/data/ruby-json.js';

const fails = (text: string) => {
  try {
    parseRubyJson(text);
  } catch (e) {
    expect(e).toBeInstanceOf(RubyJsonError);
    return e as RubyJsonError;
  }
  throw new Error(`parsed: ${text}`);
};

describe('Ruby JSON', () => {
  it('reads comments as whitespace, keeps the last of a repeated key in the first place', () => {
    const v = parseRubyJson('{"a": 1, /* c */ "7": 2, "a": 3 // x\n}') as Record<string, unknown>;
    expect(dataKeys(v)).toEqual(['a', '7']);
    expect(v).toEqual({ a: 3, 7: 2 });
  });
  it('spells a Float as Ruby does and keeps big integers', () => {
    const v = parseRubyJson('[1.5e3, 1E2, 2.50, 12345678901234567890, -0, 0.5]') as unknown[];
    expect(v.map(String)).toEqual(['1500.0', '100.0', '2.5', '12345678901234567890', '0', '0.5']);
    expect((v[0] as ExactNumber).kind).toBe('float');
  });
  it('keeps the character after an unknown escape, and a __proto__ key as data', () => {
    const v = parseRubyJson('{"__proto__": "\\x\\/", "b": "\\ud83d\\ude00"}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(v.__proto__).toBe('x/');
    expect(v.b).toBe('😀');
  });
  it('takes any value as the whole text', () => {
    expect(parseRubyJson(' "s" ')).toBe('s');
    expect(parseRubyJson('null')).toBe(null);
  });
  it('refuses what Ruby refuses, at the offset it stops', () => {
    expect(fails('').offset).toBe(0);
    expect(fails('{"a": 01}').offset).toBe(7);
    expect(fails('[1,]').offset).toBe(3);
    expect(fails('{"a": NaN}').offset).toBe(6);
    expect(fails('{"a": "b\tc"}').offset).toBe(6);
    expect(fails('5 // no line break').offset).toBe(2);
    expect(fails('"\\ud800"').message).toBe('incomplete surrogate pair');
    expect(fails('\ufeff{}').offset).toBe(0);
  });
  it('stops at 100 levels of nesting, as Ruby does by default', () => {
    expect(parseRubyJson(`${'['.repeat(100)}${']'.repeat(100)}`)).toBeInstanceOf(Array);
    expect(fails(`${'['.repeat(101)}${']'.repeat(101)}`).message).toBe('nesting of 101 is too deep');
    expect(fails(`${'[ '.repeat(101)}${']'.repeat(101)}`).message).toBe('nesting of 101 is too deep');
  });
  it('names a value the way a type mismatch does', () => {
    expect([[1], [], null, 's', 1, parseRubyJson('1.0'), 1.5, true].map(jsonTypeName)).toEqual(['Tuple', 'Array', 'Undef', 'String', 'Integer', 'Float', 'Float', 'Boolean']);
  });
});
