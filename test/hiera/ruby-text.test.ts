import { describe, expect, it } from 'vitest';
import { ExactNumber } from '../../src/data/exact-number.js';
import { rubyToS } from '../../src/hiera/ruby-text.js';

describe("Hiera data as Ruby's to_s", () => {
  it('writes scalars as Ruby does, nil as empty', () => {
    expect([null, undefined, 'x', 3, 1.5, 1e20, true].map(rubyToS)).toEqual(['', '', 'x', '3', '1.5', '1.0e+20', 'true']);
    expect(rubyToS(new ExactNumber('4.0', 'float'))).toBe('4.0');
    expect(rubyToS(new ExactNumber('12345678901234567890', 'integer'))).toBe('12345678901234567890');
  });

  it('inspects arrays and hashes', () => {
    expect(rubyToS(['a', 1, null, [true]])).toBe('["a", 1, nil, [true]]');
    expect(rubyToS({ paris: 'fr', n: { x: new ExactNumber('2.0', 'float') } })).toBe('{"paris"=>"fr", "n"=>{"x"=>2.0}}');
  });
});
