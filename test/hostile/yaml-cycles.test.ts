// An alias that points back into its own anchored collection makes cyclic data; it is refused when
// read (OVC1090), so no later walk or writer loops or crashes on it.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { MemoryHost } from '../../src/host/memory-host.js';
import { lookup } from '../../src/pipeline/lookup.js';
import { override } from '../../src/pipeline/override.js';
import { loadYaml } from '../../src/yaml/load.js';

describe('recursive aliases', () => {
  for (const text of ['a: &x {b: *x}\n', 'a: &x [1, *x]\n', 'configuration: &x\n  package:\n    mc: *x\n', 'k: &x\n  - &y {z: *x}\n']) {
    it(`refuses ${JSON.stringify(text)}`, () => {
      const bag = new DiagnosticBag();
      expect(loadYaml(new SourceFile('t.yaml', text), bag)).toBeUndefined();
      expect(bag.items.map((d) => d.code)).toEqual(['OVC1090']);
    });
  }

  it('still reads an alias to a finished node, as before', () => {
    const bag = new DiagnosticBag();
    expect(loadYaml(new SourceFile('t.yaml', 'a: &x {b: 1}\nc: *x\n'), bag)!.value).toEqual({ a: { b: 1 }, c: { b: 1 } });
    expect(bag.items).toEqual([]);
  });

  it('override data and Hiera data with a cycle end in a coded error, not an internal one', () => {
    const host = new MemoryHost({
      '/c/node.json': JSON.stringify({ name: 'n', resources: [{ type: 'Package', title: 'mc', tags: [], exported: false }] }),
      '/d/data.yaml': 'configuration:\n  package:\n    mc: &x {ensure: *x}\n',
      '/h/hiera.yaml': 'version: 5\ndefaults: {datadir: data, data_hash: yaml_data}\nhierarchy:\n  - {name: c, path: common.yaml}\n',
      '/h/data/common.yaml': 'k: &x {a: *x}\n',
      '/h/facts.yaml': 'fqdn: n\n',
    });
    const bag = new DiagnosticBag();
    expect(override(host, { catalogs: ['/c/node.json'], data: ['/d/data.yaml'] }, bag).result?.catalogs).toBeUndefined();
    expect(bag.items.map((d) => d.code)).toContain('OVC1090');
    const hieraBag = new DiagnosticBag();
    lookup(host, { keys: ['k'], facts: '/h/facts.yaml', hiera: '/h/hiera.yaml' }, hieraBag);
    expect(hieraBag.items.map((d) => d.code)).toContain('OVC1090');
  });
});
