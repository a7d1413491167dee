// Values, operators and types against Puppet 7.23: each case of test/conformance/values/cases.json
// is evaluated with the test-only expression reader and compared with what Puppet printed
// (scripts/gen-values-cases.rb): the interpolated text, the detailed type, or the error message;
// for the "mismatch" group, the message for a value given to a parameter of a type.
import { describe, expect, it } from 'vitest';
import { PType, PuppetError, describeMismatch, inferDetailed, toText } from '../../src/puppet/values/index.js';
import { expectAgreement, expectationGroups, type ValueOutcome } from '../helpers/value-cases.js';
import { evaluateExpression } from '../helpers/value-expressions.js';

function outcome(expr: string): ValueOutcome {
  try {
    const v = evaluateExpression(expr);
    return { text: toText(v), type: inferDetailed(v).toString() };
  } catch (e) {
    if (e instanceof PuppetError) return { error: e.message };
    return { syntax: (e as Error).message };
  }
}

describe('values agree with Puppet 7.23', () => {
  for (const [group, cases] of expectationGroups('expected.json')) {
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
          expectAgreement(outcome(expr), exp);
        });
      }
    });
  }
});
