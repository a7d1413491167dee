// Random expressions against Puppet 7.23: each case of test/conformance/values/generated-cases.json
// (written by scripts/gen-values-fuzz-cases.ts, seeded) is compiled by overcat as `$value = (expr)`
// and must give what Puppet gave (generated-expected.json, scripts/gen-values-cases.rb generated):
// the text of "${value}" and String(type($value)), or Puppet's error message. The cases overcat
// does not agree on yet are listed with the reason in generated-known-differences.json: each must
// still differ (a fixed one is taken off the list), none is skipped.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { MemoryHost } from '../../src/host/memory-host.js';
import { compile } from '../../src/pipeline/compile.js';
import { agrees, expectAgreement, expectationGroups, readValuesFile, type ValueOutcome } from '../helpers/value-cases.js';

const groups = expectationGroups('generated-expected.json');
const known = readValuesFile<Record<string, string>>('generated-known-differences.json');

function outcome(expr: string): ValueOutcome {
  const bag = new DiagnosticBag();
  const code = `$value = (${expr})\nnotice("\${value}")\nnotice(String(type($value)))\n`;
  compile(new MemoryHost({ '/facts.json': '{}' }), { node: 'n1.example.com', facts: '/facts.json', modulepath: [], code }, bag);
  const error = bag.items.find((d) => d.severity === 'error');
  // Puppet reports what its validation refuses as an error too: the message is what counts.
  if (error) return { error: error.message };
  const notices = bag.items.filter((d) => d.message.startsWith('Notice: ')).map((d) => d.message.slice('Notice: '.length));
  return { text: notices.at(-2)!, type: notices.at(-1)! };
}

describe('random expressions agree with Puppet 7.23', () => {
  it('has its cases, errors among them, and a reason for every known difference', () => {
    const all = [...groups.values()].flat();
    expect(all.length).toBeGreaterThanOrEqual(3000);
    expect(all.filter(([, e]) => e.error !== undefined).length).toBeGreaterThanOrEqual(500);
    const exprs = new Set(all.map(([expr]) => expr));
    for (const [expr, reason] of Object.entries(known)) {
      expect(exprs.has(expr), `known difference is a case: ${expr}`).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
  });
  for (const [group, cases] of groups) {
    describe(group, () => {
      for (const [expr, exp] of cases) {
        it(expr, () => {
          const got = outcome(expr);
          if (known[expr] === undefined) expectAgreement(got, exp);
          else expect(agrees(got, exp), `agrees now: take it off generated-known-differences.json (${known[expr]})`).toBe(false);
        });
      }
    });
  }
});
