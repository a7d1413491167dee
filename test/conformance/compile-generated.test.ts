// Random whole manifests against Puppet 7.23: each case of test/conformance/compile-generated/cases/
// (written by scripts/gen-compile-fuzz-cases.ts, seeded; Puppet's outcome by
// scripts/gen-compile-fuzz-expected.py) must compile to Puppet's catalog (normalised, resources and
// classes in Puppet's order), or fail on Puppet's line where Puppet fails. The cases overcat does
// not agree on yet are listed with the reason in known-differences.json: each must still differ (a
// fixed one is taken off the list), none is skipped.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { disagreement, loadCases } from './compile-cases.js';

const root = new URL('./compile-generated/', import.meta.url);
const cases = loadCases(new URL('cases/', root).pathname);
const known = JSON.parse(readFileSync(new URL('known-differences.json', root), 'utf8')) as Record<string, string>;

describe('random manifests compile as Puppet 7.23 compiles them', () => {
  it('has its cases, each with an expectation, some failing, and a reason for every known difference', () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    for (const c of cases) expect(c.expected !== undefined || c.expectedError !== undefined, `${c.name}: run scripts/gen-compile-fuzz-expected.py`).toBe(true);
    expect(cases.filter((c) => c.expectedError !== undefined).length).toBeGreaterThanOrEqual(20);
    const names = new Set(cases.map((c) => c.name));
    for (const [name, reason] of Object.entries(known)) {
      expect(names.has(name), `known difference is a case: ${name}`).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
  });
  for (const c of cases) {
    it(c.name, () => {
      const why = disagreement(c);
      if (known[c.name] === undefined) expect(why).toBeUndefined();
      else expect(why, `agrees now: take it off known-differences.json (${known[c.name]})`).toBeDefined();
    });
  }
});
