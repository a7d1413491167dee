// pw_hash's bcrypt settings overcat refuses rather than runs (every other case is checked against
// Puppet in stdlib-conformance.test.ts): a cost whose 2^cost rounds would hold a compilation for
// minutes or hours, and a salt that passes stdlib's line-anchored check only on a later line.
import { describe, expect, it } from 'vitest';
import type { FunctionContext } from '../../../../src/puppet/functions/context.js';
import pwHash from '../../../../src/puppet/functions/stdlib/pw_hash.js';
import { PBinaryString } from '../../../../src/puppet/values/index.js';

const call = (...args: string[]) => pwHash.signatures[0]!.call({} as FunctionContext, args, undefined);

describe('pw_hash with bcrypt', () => {
  // Ruby's String#crypt returns a binary (ASCII-8BIT) string.
  it('runs a cost of 4', () => expect(call('password', 'bcrypt', '04$abcdefghijklmnopqrstuu')).toEqual(new PBinaryString('$2b$04$abcdefghijklmnopqrstuughE8Ev8uGFaUgY2cNEySvxngrb/Jzdm')));
  it.each([
    ['a cost above 16', '17$abcdefghijklmnopqrstuu'],
    ['a salt whose setting is on a later line', 'x\n04$abcdefghijklmnopqrstuu'],
  ])('refuses %s with OVC3116', (_what, salt) => {
    expect(() => call('password', 'bcrypt', salt)).toThrow(expect.objectContaining({ code: 'OVC3116' }));
  });
});
