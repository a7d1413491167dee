// The modules' Ruby functions overcat runs natively (stdlib 8's removed validate_*/is_*/has_key/
// dig44/hash/try_get_value, openstacklib's, nova's, mysql's, postgresql's and the other modules') against real Puppet
// 7.23: each line of test/conformance/module-functions/snippets.txt is compiled with a module path
// whose modules hold stub Ruby files of those names (so the native code runs, as Puppet would find
// the functions), and gives the value (rendered with `%p`) or the first error Puppet gave
// (expected.json, written by scripts/gen-module-function-cases.rb from the real modules).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { DiskHost } from '../../../src/host/disk-host.js';
import { ParseCache } from '../../../src/puppet/parser/cache.js';
import { compile } from '../../../src/pipeline/compile.js';

interface Expectation {
  snippet: string;
  error?: string;
  value?: string;
}

const expectations = JSON.parse(readFileSync(new URL('../../conformance/module-functions/expected.json', import.meta.url), 'utf8')) as Expectation[];
const fixture = fileURLToPath(new URL('../../fixtures/module-functions/', import.meta.url));
const host = new DiskHost({ roots: [fixture] });
const cache = new ParseCache(host);

/** The value of `snippet` as `String(v, '%p')` renders it, or the first error. */
function evaluate(snippet: string): { value?: string; error?: string } {
  const bag = new DiagnosticBag();
  const out = compile(
    host,
    { node: 'n1.example.com', facts: `${fixture}facts.json`, modulepath: [`${fixture}modules`], code: `$v = ${snippet}\nnotify { 'v': message => String($v, '%p') }\n`, cache },
    bag,
  );
  const error = bag.items.find((d) => d.severity === 'error');
  if (error || !out) return { error: error?.message ?? 'no catalog' };
  const notify = out.catalog.resources.find((r) => r.type === 'Notify' && r.title === 'v');
  return { value: notify?.parameters?.message as string };
}

describe('module functions against Puppet 7.23', () => {
  it('has cases, failing ones among them', () => {
    expect(expectations.length).toBeGreaterThan(200);
    expect(expectations.filter((e) => e.error !== undefined).length).toBeGreaterThan(80);
  });
  for (const e of expectations) {
    it(e.snippet, () => {
      expect(evaluate(e.snippet)).toEqual(e.error !== undefined ? { error: e.error } : { value: e.value });
    });
  }
});
