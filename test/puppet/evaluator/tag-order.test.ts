// The order of a resource's tags as Puppet 7.23 writes them (the conformance suites compare tags
// as sets): its own tag attribute, its type and title, then what resource defaults add, then its
// scope's tags.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { MemoryHost } from '../../../src/host/memory-host.js';
import { compile } from '../../../src/pipeline/compile.js';

const SITE = `Notify { tag => 'deft' }
notify { 'a': }
notify { 'b': tag => 'own' }
class c { notify { 'c1': } }
include c
define d { notify { "d \${title}": } }
D { tag => ['dt1', 'dt2'] }
d { 'x': }
`;

describe('tag order', () => {
  it("puts a resource default's tags after the type and title, before the scope's", () => {
    const host = new MemoryHost({ '/env/site.pp': SITE, '/env/facts.json': '{}' });
    const bag = new DiagnosticBag();
    const outcome = compile(host, { modulepath: [], facts: '/env/facts.json', node: 'n1', manifest: '/env/site.pp' }, bag);
    expect(bag.items.filter((d) => d.severity === 'error')).toEqual([]);
    const tags = Object.fromEntries(outcome!.catalog.resources.map((r) => [`${r.type}[${r.title}]`, r.tags]));
    // Puppet 7.23's catalog for SITE.
    expect(tags['Notify[a]']).toEqual(['notify', 'a', 'deft', 'class']);
    expect(tags['Notify[b]']).toEqual(['own', 'notify', 'b', 'class']);
    expect(tags['Notify[c1]']).toEqual(['notify', 'c1', 'deft', 'class', 'c']);
    expect(tags['D[x]']).toEqual(['d', 'x', 'dt1', 'dt2', 'class']);
    expect(tags['Notify[d x]']).toEqual(['notify', 'deft', 'd', 'x', 'dt1', 'dt2', 'class']);
  });
});
