// A Puppet-language function's arguments refused in Puppet's words (the compile conformance suite
// checks only the code and line of an error): the count as a range (a rest Array type's bounds
// included), each rest argument against the rest type, the signature where Puppet's describer has
// nothing to say, a value of the wrong return type, and a required parameter after an optional one.
import { describe, expect, it } from 'vitest';
import { compileCase, loadCases } from '../../conformance/compile-cases.js';

const cases = loadCases().filter((c) => c.name.startsWith('error-function-'));

describe("a function's refused arguments", () => {
  it('has its cases', () => {
    expect(cases.map((c) => c.name)).toEqual([
      'error-function-argument-count',
      'error-function-required-after-optional',
      'error-function-rest-count',
      'error-function-rest-element-type',
      'error-function-rest-type',
      'error-function-return-type',
      'error-function-signature',
    ]);
  });
  for (const c of cases) {
    it(c.name, () => {
      const { bag } = compileCase(c);
      const first = bag.items.find((d) => d.severity === 'error');
      expect(first?.message).toBe(c.expectedError!.message.replace(/^Error while evaluating a Function Call, /, ''));
    });
  }
});
