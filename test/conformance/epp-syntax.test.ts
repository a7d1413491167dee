// EPP syntax verdicts against `puppet epp validate` (expectations by scripts/gen-syntax-cases.py).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../src/diagnostics/render-json.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { parseEpp } from '../../src/puppet/parser/epp.js';
import { REPO_ROOT } from '../helpers/cli.js';

const SUITE = join(REPO_ROOT, 'test/conformance/epp-syntax');
const expected = JSON.parse(readFileSync(join(SUITE, 'expected.json'), 'utf8')) as Record<string, { valid: boolean; line?: number; message?: string }>;
const names = readdirSync(join(SUITE, 'cases')).filter((f) => f.endsWith('.epp')).map((f) => f.slice(0, -4)).sort();

describe('EPP syntax verdicts agree with puppet epp validate', () => {
  it('has at least 25 cases, valid and invalid, every one with an expectation', () => {
    expect(names.length).toBeGreaterThanOrEqual(25);
    expect(names.filter((n) => !expected[n])).toEqual([]);
    expect(new Set(names.map((n) => expected[n]!.valid))).toEqual(new Set([true, false]));
  });

  it.each(names)('%s', (name) => {
    const want = expected[name]!;
    const bag = new DiagnosticBag();
    const template = parseEpp(new SourceFile(`${name}.epp`, readFileSync(join(SUITE, 'cases', `${name}.epp`), 'utf8')), bag);
    const errors = bag.items.filter((d) => d.severity === 'error').map(diagnosticToJson);
    expect(errors.length === 0, JSON.stringify(errors)).toBe(want.valid);
    if (want.valid) expect(template?.kind).toBe('EppTemplate');
    // Where Puppet names a line, our first error is on the same line.
    if (!want.valid && want.line !== undefined) expect(errors[0]!.line, JSON.stringify(errors[0])).toBe(want.line);
  });
});
