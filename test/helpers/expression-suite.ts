// A suite of Puppet expressions, one a line in test/conformance/<suite>/cases.txt, each compiled
// through the whole evaluator and its functions: it must give the text `"${(expr)}"` and the type
// `String(type((expr)))` Puppet 7.23 gave, or fail with Puppet's message (<suite>/expected.json,
// written by `ruby scripts/gen-rich-values-cases.rb <suite>`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { MemoryHost } from '../../src/host/memory-host.js';
import { compile } from '../../src/pipeline/compile.js';

interface Expected {
  expr: string;
  text?: string;
  type?: string;
  error?: string;
}

function outcome(expr: string): { text?: string; type?: string; error?: string } {
  const host = new MemoryHost({ '/work/facts.json': '{}' });
  const bag = new DiagnosticBag();
  const code = `notify { 'text': message => "\${(${expr})}" }\nnotify { 'type': message => String(type((${expr}))) }\n`;
  const out = compile(host, { node: 'n1.example.com', facts: '/work/facts.json', modulepath: [], code, now: 0n }, bag);
  const error = bag.items.find((d) => d.severity === 'error');
  if (!out || error) return { error: error?.message ?? 'failed' };
  const message = (title: string) => out.catalog.resources.find((r) => r.type === 'Notify' && r.title === title)?.parameters?.message as string;
  return { text: message('text'), type: message('type') };
}

/**
 * The suite's tests: every expectation of test/conformance/<suite>/expected.json, at least `min`;
 * `knownDifferences` are expressions where overcat still differs (each must keep failing, so a fix
 * is noticed and the entry removed).
 */
export function describeExpressionSuite(suite: string, title: string, min: number, knownDifferences: ReadonlySet<string> = new Set()): void {
  const expected = JSON.parse(readFileSync(new URL(`../conformance/${suite}/expected.json`, import.meta.url), 'utf8')) as Expected[];
  describe(title, () => {
    it('has the generated cases', () => {
      expect(expected.length).toBeGreaterThanOrEqual(min);
    });
    for (const e of expected) {
      (knownDifferences.has(e.expr) ? it.fails : it)(e.expr, () => {
        const got = outcome(e.expr);
        if (e.error !== undefined) expect(got.error).toBe(e.error);
        else expect(got).toEqual({ text: e.text, type: e.type });
      });
    }
  });
}
