// Compile conformance: overcat's catalog for each case equals Puppet 7.23's (after normalisation),
// resources in Puppet's order; where Puppet fails, overcat reports the case's code on Puppet's line.
import { describe, expect, it } from 'vitest';
import { disagreement, loadCases } from './compile-cases.js';

const cases = loadCases();

describe('compile conformance (Puppet 7.23)', () => {
  it('has its cases, each with a Puppet expectation and (for failures) an expected code', () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
    for (const c of cases) {
      expect(c.expected !== undefined || c.expectedError !== undefined, `${c.name} has no expectation: run scripts/gen-compile-conformance.py`).toBe(true);
      if (c.expectedError) expect(c.spec.error, `${c.name}: Puppet fails (${c.expectedError.message}); give the expected code in case.json`).toMatch(/^OVC\d{4}$/);
    }
  });
  for (const c of cases) {
    it(c.name, () => {
      const why = disagreement(c);
      if (c.spec.pending) expect(why, `${c.name} now matches Puppet: remove "pending" from its case.json`).toBeDefined();
      else expect(why).toBeUndefined();
    });
  }
});
