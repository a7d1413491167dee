// Syntax verdicts against `puppet parser validate` (expectations by scripts/gen-syntax-cases.py).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../src/diagnostics/render-json.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { parseManifest } from '../../src/puppet/parser/parse.js';
import { REPO_ROOT } from '../helpers/cli.js';

const SUITE = join(REPO_ROOT, 'test/conformance/puppet-syntax');
const expected = JSON.parse(readFileSync(join(SUITE, 'expected.json'), 'utf8')) as Record<string, { valid: boolean; line?: number; message?: string }>;
const names = readdirSync(join(SUITE, 'cases')).filter((f) => f.endsWith('.pp')).map((f) => f.slice(0, -3)).sort();

describe('syntax verdicts agree with puppet parser validate', () => {
  it('has at least 150 cases, every one with an expectation', () => {
    expect(names.length).toBeGreaterThanOrEqual(150);
    expect(names.filter((n) => !expected[n])).toEqual([]);
  });

  it.each(names)('%s', (name) => {
    const want = expected[name]!;
    const bag = new DiagnosticBag();
    parseManifest(new SourceFile(`${name}.pp`, readFileSync(join(SUITE, 'cases', `${name}.pp`), 'utf8')), bag);
    const errors = bag.items.filter((d) => d.severity === 'error').map(diagnosticToJson);
    expect(errors.length === 0, JSON.stringify(errors)).toBe(want.valid);
    // Where Puppet names a line, our first error is on the same line.
    if (!want.valid && want.line !== undefined) expect(errors[0]!.line).toBe(want.line);
  });
});
