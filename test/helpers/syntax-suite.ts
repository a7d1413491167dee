// A syntax conformance suite: cases whose verdict and first error line come from one of Puppet's
// validators (expectations by scripts/gen-syntax-cases.py), checked against one of our parsers.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../src/diagnostics/render-json.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { REPO_ROOT } from './cli.js';

interface Expectation {
  valid: boolean;
  line?: number;
  message?: string;
}

export function describeSyntaxSuite(title: string, suite: string, extension: string, minimum: number, parse: (source: SourceFile, bag: DiagnosticBag) => unknown): void {
  const dir = join(REPO_ROOT, 'test/conformance', suite);
  const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Record<string, Expectation>;
  const names = readdirSync(join(dir, 'cases')).filter((f) => f.endsWith(extension)).map((f) => f.slice(0, -extension.length)).sort();

  describe(title, () => {
    it(`has at least ${minimum} cases, valid and invalid, every one with an expectation`, () => {
      expect(names.length).toBeGreaterThanOrEqual(minimum);
      expect(names.filter((n) => !expected[n])).toEqual([]);
      expect(new Set(names.map((n) => expected[n]!.valid))).toEqual(new Set([true, false]));
    });

    it.each(names)('%s', (name) => {
      const want = expected[name]!;
      const bag = new DiagnosticBag();
      const result = parse(new SourceFile(`${name}${extension}`, readFileSync(join(dir, 'cases', `${name}${extension}`), 'utf8')), bag);
      const errors = bag.items.filter((d) => d.severity === 'error').map(diagnosticToJson);
      expect(errors.length === 0, JSON.stringify(errors)).toBe(want.valid);
      if (want.valid) expect(result).toBeDefined();
      // Where Puppet names a line, our first error is on the same line.
      if (!want.valid && want.line !== undefined) expect(errors[0]!.line, JSON.stringify(errors[0])).toBe(want.line);
    });
  });
}
