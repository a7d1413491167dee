// Values, operators and types against Puppet 7.23: each case of test/conformance/values/cases.json
// is evaluated with the test-only expression reader and compared with what Puppet printed
// (scripts/gen-values-cases.rb): the interpolated text, the detailed type, or the error message;
// for the "mismatch" group, the message for a value given to a parameter of a type.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PType, PuppetError, describeMismatch, inferDetailed, toText } from '../../src/puppet/values/index.js';
import { evaluateExpression } from '../helpers/value-expressions.js';

interface Expected {
  group: string;
  text?: string;
  type?: string;
  error?: string;
  mismatch?: string;
}

const dir = new URL('./values/', import.meta.url);
const expected = JSON.parse(readFileSync(new URL('expected.json', dir), 'utf8')) as Record<string, Expected>;

function outcome(expr: string): Expected | { syntax: string } {
  try {
    const v = evaluateExpression(expr);
    return { group: '', text: toText(v), type: inferDetailed(v).toString() };
  } catch (e) {
    if (e instanceof PuppetError) return { group: '', error: e.message };
    return { syntax: (e as Error).message };
  }
}

describe('values agree with Puppet 7.23', () => {
  const groups = new Map<string, [string, Expected][]>();
  for (const [expr, exp] of Object.entries(expected)) {
    if (!groups.has(exp.group)) groups.set(exp.group, []);
    groups.get(exp.group)!.push([expr, exp]);
  }
  for (const [group, cases] of groups) {
    describe(group, () => {
      for (const [expr, exp] of cases) {
        it(expr, () => {
          if (exp.mismatch !== undefined) {
            const [typeExpr, valueExpr] = expr.split(' <- ') as [string, string];
            const type = evaluateExpression(typeExpr);
            expect(type).toBeInstanceOf(PType);
            expect(describeMismatch("parameter 'x'", type as PType, evaluateExpression(valueExpr))).toBe(exp.mismatch);
            return;
          }
          const got = outcome(expr);
          if (exp.error !== undefined) {
            expect(got).toHaveProperty('error');
            expect((got as Expected).error).toBe(exp.error);
          } else {
            expect(got).toEqual({ group: '', text: exp.text, type: exp.type });
          }
        });
      }
    });
  }
});
