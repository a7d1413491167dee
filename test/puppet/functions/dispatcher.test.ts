// The function dispatcher: signatures tried in order, Puppet's argument errors, lambdas required or refused.
import { describe, expect, it } from 'vitest';
import type { FunctionContext } from '../../../src/puppet/functions/context.js';
import { FunctionDispatcher, FunctionError } from '../../../src/puppet/functions/dispatcher.js';
import { defineFunction } from '../../../src/puppet/functions/function.js';
import { coreDispatcher } from '../../../src/puppet/functions/registry.js';
import { ANY, INTEGER, STRING } from '../../../src/puppet/values/index.js';

const ctx = {} as FunctionContext;
const lambda = { parameterCount: 1, parameterNames: ['x'], capturesRest: false, call: (args: readonly unknown[]) => args[0] as never };

const twoWays = defineFunction(
  'two_ways',
  { params: [INTEGER], names: ['n'], call: () => 'integer' },
  { params: [STRING, STRING], required: 1, names: ['s', 't'], call: (_c, args) => `string ${args.length}` },
);

describe('FunctionDispatcher', () => {
  const d = new FunctionDispatcher([twoWays, defineFunction('needs_block', { params: [ANY], block: 'required', call: (_c, a, l) => l!.call(a) })]);

  it('runs the first signature that accepts the arguments', () => {
    expect(d.call('two_ways', ctx, [1])).toEqual({ value: 'integer' });
    expect(d.call('two_ways', ctx, ['a'])).toEqual({ value: 'string 1' });
    expect(d.call('two_ways', ctx, ['a', 'b'])).toEqual({ value: 'string 2' });
  });

  it("reports Puppet's argument errors: one merged refusal when all signatures refuse alike, else each signature's", () => {
    expect(() => d.call('two_ways', ctx, [])).toThrow("'two_ways' expects between 1 and 2 arguments, got none");
    expect(() => d.call('two_ways', ctx, [true])).toThrow(
      [
        "The function 'two_ways' was called with arguments it does not accept. It expects one of:",
        '  (Integer n)',
        "    rejected: parameter 'n' expects an Integer value, got Boolean",
        '  (String s, String t?)',
        "    rejected: parameter 's' expects a String value, got Boolean",
      ].join('\n'),
    );
    expect(() => d.call('two_ways', ctx, [true])).toThrow(FunctionError);
    expect(() => d.call('needs_block', ctx, [1, 2])).toThrow("'needs_block' expects 1 argument, got 2");
  });

  it('picks an overload by the lambda\'s parameter count', () => {
    const byArity = defineFunction(
      'by_arity',
      { params: [ANY], block: 'required', blockArity: [1, 1], call: () => 'one' },
      { params: [ANY], block: 'required', blockArity: [2, 2], call: () => 'two' },
    );
    const d2 = new FunctionDispatcher([byArity]);
    expect(d2.call('by_arity', ctx, [1], lambda)).toEqual({ value: 'one' });
    expect(d2.call('by_arity', ctx, [1], { ...lambda, parameterCount: 2, parameterNames: ['a', 'b'] })).toEqual({ value: 'two' });
    expect(() => d2.call('by_arity', ctx, [1], { ...lambda, parameterCount: 3, parameterNames: ['a', 'b', 'c'] })).toThrow("'by_arity' block expects between 1 and 2 arguments, got 3");
  });

  it('checks lambdas', () => {
    expect(() => d.call('needs_block', ctx, [1])).toThrow("'needs_block' expects a block");
    expect(() => d.call('two_ways', ctx, [1], lambda)).toThrow("'two_ways' does not expect a block");
    expect(d.call('needs_block', ctx, [7], lambda)).toEqual({ value: 7 });
  });

  it('answers undefined for a function it does not have', () => {
    expect(d.call('nope', ctx, [])).toBeUndefined();
  });

  it('registers every core function once, under its file name', () => {
    const names = coreDispatcher().names();
    expect(new Set(names).size).toBe(names.length);
    for (const n of ['include', 'contain', 'require', 'realize', 'lookup', 'create_resources', 'each', 'map', 'filter', 'reduce', 'epp', 'inline_epp', 'template']) expect(names).toContain(n);
  });
});
