// Timestamp() and the legacy strftime(format) read the compilation's now, which the caller gives
// (`--now`, SOURCE_DATE_EPOCH), so a catalog that uses them can be reproduced byte for byte.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { MemoryHost } from '../../../src/host/memory-host.js';
import { compile } from '../../../src/pipeline/compile.js';

function run(code: string, now?: bigint) {
  const host = new MemoryHost({ '/work/facts.json': '{}' });
  const bag = new DiagnosticBag();
  const out = compile(host, { node: 'n1', facts: '/work/facts.json', modulepath: [], code, ...(now !== undefined ? { now } : {}) }, bag);
  const message = out?.catalog.resources.find((r) => r.title === 'x')?.parameters?.message;
  return { message, text: out?.text, diagnostics: bag.items };
}

const SEPT_2020 = 1_600_000_000n * 1_000_000_000n;

describe("the compilation's now", () => {
  it('is what Timestamp() returns, as rich data', () => {
    expect(run("notify { 'x': message => Timestamp() }", SEPT_2020).message).toEqual({ __ptype: 'Timestamp', __pvalue: '2020-09-13T12:26:40.000000000 UTC' });
  });

  it('gives the same catalog bytes on every compile', () => {
    const code = "notify { 'x': message => [Timestamp(), Timestamp() - Timestamp('2020-01-01T00:00:00Z')] }";
    expect(run(code, SEPT_2020).text).toBe(run(code, SEPT_2020).text);
  });

  it('is one instant for the whole compilation', () => {
    expect(run("notify { 'x': message => Timestamp() == Timestamp() }").message).toBe(true);
  });

  it("feeds the deprecated strftime(format), with Puppet's deprecation warning", () => {
    const r = run("notify { 'x': message => strftime('%Y-%m-%d %Z') }", SEPT_2020);
    expect(r.message).toBe('2020-09-13 UTC');
    expect(r.diagnostics.map((d) => d.message).join('\n')).toContain('The argument signature (String format, [String timezone]) is deprecated for #strftime');
  });

  it('defaults to the clock', () => {
    const year = Number(run("notify { 'x': message => strftime(Timestamp(), '%Y') }").message);
    expect(year).toBe(new Date().getUTCFullYear());
  });
});
