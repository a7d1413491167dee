// A class declared resource-like after it was declared is Puppet's duplicate declaration, in the
// words of Catalog#fail_on_duplicate_type_and_title: the first declaration's file and line when it
// was resource-like, nothing when it was included (Puppet 7.23 gives an included class no place).
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { MemoryHost } from '../../../src/host/memory-host.js';
import { compile } from '../../../src/pipeline/compile.js';

function messagesOf(site: string): string[] {
  const host = new MemoryHost({ '/env/site.pp': site, '/env/facts.json': '{}' });
  const bag = new DiagnosticBag();
  expect(compile(host, { modulepath: [], facts: '/env/facts.json', node: 'n1', manifest: '/env/site.pp' }, bag)).toBeUndefined();
  return bag.items.filter((d) => d.severity === 'error').map((d) => d.message);
}

describe('a class declared twice', () => {
  it('names where a resource-like declaration was', () => {
    expect(messagesOf("class rs($a = 1) {}\nclass { 'rs': a => 2 }\nclass { 'rs': a => 3 }\n")).toEqual(['Duplicate declaration: Class[Rs] is already declared at (file: /env/site.pp, line: 2); cannot redeclare']);
  });

  it('names no place for an include', () => {
    expect(messagesOf("class rs($a = 1) {}\ninclude rs\nclass { 'rs': a => 3 }\n")).toEqual(['Duplicate declaration: Class[Rs] is already declared; cannot redeclare']);
  });
});
