// Compile conformance: overcat's catalog for each case equals Puppet 7.23's (after normalisation),
// resources in Puppet's order; where Puppet fails, overcat reports the case's code on Puppet's line.
import { describe, expect, it } from 'vitest';
import { canonicalJson, normalizeCatalog, parseExact, resourceOrder } from '../helpers/catalog-normalize.js';
import { compileCase, loadCases, type Case } from './compile-cases.js';

const cases = loadCases();

/** Whether overcat matches Puppet on the case; the reason when it does not. */
function check(c: Case): string | undefined {
  const { outcome, bag } = compileCase(c);
  const errors = bag.items.filter((d) => d.severity === 'error');
  if (c.expected !== undefined) {
    if (!outcome) return `compilation failed: ${errors.map((d) => `${d.code} ${d.message}`).join('; ')}`;
    const ours = parseExact(outcome.text);
    const theirs = parseExact(c.expected);
    const a = canonicalJson(normalizeCatalog(ours, c.dir, false));
    const b = canonicalJson(normalizeCatalog(theirs, c.dir, false));
    if (a !== b) return `catalog differs:\n${diffLines(b, a)}`;
    const order = JSON.stringify(resourceOrder(ours));
    if (order !== JSON.stringify(resourceOrder(theirs))) return `resource order differs: ${order}`;
    // Puppet lists classes in the order their code started to run.
    const classes = (j: unknown) => JSON.stringify((j as { classes?: unknown }).classes);
    if (classes(ours) !== classes(theirs)) return `classes order differs: ${classes(ours)}`;
    return undefined;
  }
  const expected = c.expectedError!;
  if (outcome) return `compiled, but Puppet fails: ${expected.message}`;
  const first = errors[0];
  if (!first) return 'no error reported';
  if (first.code !== c.spec.error) return `reported ${first.code} (${first.message}), expected ${c.spec.error}`;
  if (expected.line !== undefined) {
    const line = first.location ? first.location.source.position(first.location.start).line : undefined;
    if (line !== expected.line) return `reported on line ${line}, Puppet on line ${expected.line}: ${first.message}`;
  }
  return undefined;
}

function diffLines(expected: string, actual: string): string {
  const e = expected.split('\n');
  const a = actual.split('\n');
  const out: string[] = [];
  for (let i = 0; i < Math.max(e.length, a.length) && out.length < 40; i++) {
    if (e[i] !== a[i]) out.push(`  line ${i + 1}: puppet ${e[i] ?? '(none)'} | overcat ${a[i] ?? '(none)'}`);
  }
  return out.join('\n');
}

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
      const why = check(c);
      if (c.spec.pending) expect(why, `${c.name} now matches Puppet: remove "pending" from its case.json`).toBeDefined();
      else expect(why).toBeUndefined();
    });
  }
});
