// The data functions through the dispatcher where the compile conformance suite cannot reach:
// overcat's own refusals (absurd sprintf widths), strftime's argument check, scanf (the Puppet installed here cannot
// load Ruby's scanf library), and fqdn_rand's use of the facts the compilation gives it.
import { describe, expect, it } from 'vitest';
import type { FunctionContext, Lambda } from '../../../src/puppet/functions/context.js';
import { FunctionError } from '../../../src/puppet/functions/dispatcher.js';
import { coreDispatcher } from '../../../src/puppet/functions/registry.js';
import { PFloat, PHash, type Value } from '../../../src/puppet/values/index.js';

const dispatcher = coreDispatcher();

/** A compilation whose only fact is networking.fqdn (absent when undefined). */
function context(fqdn?: string): FunctionContext {
  const facts = fqdn === undefined ? PHash.EMPTY : PHash.fromRecord({ networking: PHash.fromRecord({ fqdn }) });
  return { variable: (name: string) => (name === 'facts' ? facts : undefined) } as FunctionContext;
}

const call = (name: string, args: Value[], ctx = context(), lambda?: Lambda) => dispatcher.call(name, ctx, args, lambda)!.value;

function failure(name: string, args: Value[], ctx = context()): { code: string; message: string } {
  try {
    call(name, args, ctx);
  } catch (e) {
    if (e instanceof FunctionError) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error(`${name} did not fail`);
}

describe('data functions', () => {
  it.each([
    ['strftime', [1, '%Y'], 'OVC3110'],
    ['sprintf', ['%999999999d', 1], 'OVC3111'],
    ['sprintf', ['%.200000f', new PFloat(1)], 'OVC3111'],
    ['sprintf', [], 'OVC3110'],
    ['scanf', [1, '%d'], 'OVC3110'],
    ['md5', [], 'OVC3110'],
  ] as [string, Value[], string][])('%s(%j) fails with %s', (name, args, code) => {
    expect(failure(name, args).code).toBe(code);
  });

  it('scanf reads as Ruby does and hands the result to its lambda', () => {
    expect(call('scanf', ['12 abc 3.5', '%d %s %f'])).toEqual([12, 'abc', new PFloat(3.5)]);
    const lambda: Lambda = { parameterCount: 1, parameterNames: ['parts'], capturesRest: false, call: (args) => (args[0] as Value[]).length };
    expect(call('scanf', ['1 2', '%d %d'], context(), lambda)).toBe(2);
  });

  it("fqdn_rand seeds with the node's networking.fqdn fact, and is stable", () => {
    const a = call('fqdn_rand', [1000000], context('web01.example.com'));
    expect(call('fqdn_rand', [1000000], context('web01.example.com'))).toBe(a);
    expect(call('fqdn_rand', [1000000], context('web02.example.com'))).not.toBe(a);
    expect(call('fqdn_rand', [1000000, 'x', true], context('WEB01.example.com'))).toBe(call('fqdn_rand', [1000000, 'x'], context('web01.example.com')));
  });

  it('fqdn_rand without the fact: an empty name, and Ruby’s NoMethodError when asked to downcase it', () => {
    expect(typeof call('fqdn_rand', [30])).toBe('number');
    expect(failure('fqdn_rand', [30, 'x', true]).message).toBe("undefined method `downcase' for nil:NilClass");
  });
});
