// yaql's syntax errors in its own words (src/yaql/syntax-error.ts), against the yaql library Heat 19
// uses: every expression scripts/gen-yaql-syntax-cases.py recorded, yaql's message or null (it parses).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { yaqlSyntaxMessage } from '../../src/yaql/syntax-error.js';
import { REPO_ROOT } from '../helpers/cli.js';

const expected = JSON.parse(readFileSync(join(REPO_ROOT, 'test/conformance/yaql-syntax/expected.json'), 'utf8')) as Array<[string, string | null]>;

describe('yaql syntax errors against the yaql library', () => {
  it('has the suite', () => expect(expected.length).toBeGreaterThanOrEqual(600));
  it.each(expected)('%j', (expression, message) => {
    expect(yaqlSyntaxMessage(expression) ?? null).toBe(message);
  });
});
