// A suite of generated manifests held to Puppet 7.23 (compile-generated, compile-expressions): every
// case compiles to Puppet's catalog or fails on Puppet's line; the cases overcat does not agree on
// yet are listed with the reason in the suite's known-differences.json, each must still differ (a
// fixed one is taken off the list), none is skipped.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { disagreement, loadCases } from './compile-cases.js';

export function describeGeneratedSuite(suite: string, title: string, minimum: { cases: number; failing: number }): void {
  const root = new URL(`./${suite}/`, import.meta.url);
  const cases = loadCases(new URL('cases/', root).pathname);
  const known = JSON.parse(readFileSync(new URL('known-differences.json', root), 'utf8')) as Record<string, string>;
  describe(title, () => {
    it('has its cases, each with an expectation, some failing, and a reason for every known difference', () => {
      expect(cases.length).toBeGreaterThanOrEqual(minimum.cases);
      for (const c of cases) expect(c.expected !== undefined || c.expectedError !== undefined, `${c.name}: run scripts/gen-compile-fuzz-expected.py ${suite}`).toBe(true);
      expect(cases.filter((c) => c.expectedError !== undefined).length).toBeGreaterThanOrEqual(minimum.failing);
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
}
