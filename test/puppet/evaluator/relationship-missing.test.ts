// A chain whose reference finds nothing fails at the finish in Relationship#mk_relationship's words:
// Puppet looks the sides up pair by pair (each source with each target), so the first pair missing a
// side decides which reference is named and which other side the message names ("on" a target,
// "from" a source). The messages are Puppet 7.23's for the same manifests.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { MemoryHost } from '../../../src/host/memory-host.js';
import { compile } from '../../../src/pipeline/compile.js';

function messagesOf(site: string): string[] {
  const host = new MemoryHost({ '/env/site.pp': site, '/env/facts.json': '{}' });
  const bag = new DiagnosticBag();
  expect(compile(host, { modulepath: [], facts: '/env/facts.json', node: 'n1', manifest: '/env/site.pp' }, bag)).toBeUndefined();
  return bag.items.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`);
}

describe('a relationship with a side that finds nothing', () => {
  it.each([
    ["Class['nope'] -> Notify['a']", "Could not find resource 'Class[Nope]' for relationship on 'Notify[a]'"],
    ["Notify['a'] -> Notify['b']", "Could not find resource 'Notify[b]' for relationship from 'Notify[a]'"],
    ["[Notify['a'], Notify['x']] -> [Notify['a'], Notify['y']]", "Could not find resource 'Notify[y]' for relationship from 'Notify[a]'"],
    ["Notify['a'] <- Notify['z']", "Could not find resource 'Notify[z]' for relationship on 'Notify[a]'"],
    ["[Notify['a'], Notify['x']] -> Notify['a']", "Could not find resource 'Notify[x]' for relationship on 'Notify[a]'"],
  ])('%s', (chain, message) => {
    expect(messagesOf(`notify { 'a': }\n${chain}\n`)).toEqual([`OVC3107 ${message}`]);
  });
});
