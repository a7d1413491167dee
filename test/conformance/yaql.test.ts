// overcat's YAQL evaluator against the yaql library Heat 19 uses: every expression of
// yaql/cases.json, the value or the error class scripts/gen-yaql-cases.py recorded.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateYaql, YaqlError } from '../../src/yaql/evaluate.js';
import { YaqlSyntaxError } from '../../src/yaql/parse.js';
import { REPO_ROOT } from '../helpers/cli.js';

const SUITE = join(REPO_ROOT, 'test/conformance/yaql');
const cases = JSON.parse(readFileSync(join(SUITE, 'cases.json'), 'utf8')) as { data: unknown; expressions: string[] };
const expected = JSON.parse(readFileSync(join(SUITE, 'expected.json'), 'utf8')) as Record<string, { value?: unknown; error?: string }>;

/** Expressions where overcat does not give the library's answer yet, with the reason. */
const KNOWN_GAPS: Record<string, string> = {};

function run(expression: string): { value?: unknown; error?: string } {
  try {
    return { value: evaluateYaql(expression, cases.data) };
  } catch (e) {
    if (e instanceof YaqlError) return { error: e.pyClass };
    if (e instanceof YaqlSyntaxError) return { error: 'YaqlGrammarException' };
    throw e;
  }
}

describe('YAQL against the yaql library', () => {
  it.each(cases.expressions)('%s', (expression) => {
    const want = expected[expression]!;
    const got = run(expression);
    const agrees = want.error !== undefined ? got.error !== undefined : JSON.stringify(got) === JSON.stringify(want);
    if (Object.hasOwn(KNOWN_GAPS, expression)) expect(agrees, `${expression} agrees now: remove it from KNOWN_GAPS`).toBe(false);
    else expect(got, expression).toEqual(want.error !== undefined ? { error: got.error ?? `(a value) — yaql raises ${want.error}` } : want);
  });
});
