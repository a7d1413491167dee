// Function failure messages word for word as Puppet 7.23 writes them: each expression of
// messages/snippets.txt is compiled as `$x = <expression>` and overcat's first error must carry
// the message Puppet raised for it (messages/expected.json, from scripts/oracles/puppet_eval_lines.rb).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { MemoryHost } from '../../../src/host/memory-host.js';
import { compile } from '../../../src/pipeline/compile.js';

interface Expectation {
  snippet: string;
  error?: string;
  value?: string;
}

const expectations = JSON.parse(readFileSync(new URL('./messages/expected.json', import.meta.url), 'utf8')) as Expectation[];

function firstError(snippet: string): string | undefined {
  const host = new MemoryHost({ '/work/facts.json': '{}' });
  const bag = new DiagnosticBag();
  compile(host, { node: 'n1.example.com', facts: '/work/facts.json', modulepath: [], code: `$x = ${snippet}\n` }, bag);
  return bag.items.find((d) => d.severity === 'error')?.message;
}

describe("function errors in Puppet's words", () => {
  it('has expectations from Puppet for failing calls', () => {
    expect(expectations.filter((e) => e.error !== undefined).length).toBeGreaterThanOrEqual(50);
  });
  for (const e of expectations.filter((x) => x.error !== undefined)) {
    it(e.snippet, () => {
      expect(firstError(e.snippet)).toBe(e.error);
    });
  }
});
