// JsonCatalog changes a catalog copy on write: the input stays as it was, byte for byte, and the
// output shares every resource the engine did not hand out (no clone of the whole catalog).
import { describe, expect, it } from 'vitest';
import type { CatalogJson } from '../../src/catalog/catalog-json.js';
import { JsonCatalog } from '../../src/catalog/mutable-catalog.js';
import { ExactNumber, stringifyJson } from '../../src/data/exact-number.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { overrideCatalogs } from '../../src/override/apply.js';
import { DocumentOverrideSource } from '../../src/override/source.js';
import { loadYaml } from '../../src/yaml/load.js';
import { stubTypes } from '../override/stub-types.js';

function catalog(): CatalogJson {
  return {
    name: 'n',
    resources: [
      { type: 'Class', title: 'main', tags: ['class'], parameters: { name: 'main' } },
      { type: 'Package', title: 'curl', tags: ['package'], parameters: { ensure: 'installed', install_options: ['-y'] } },
      { type: 'Service', title: 'sshd', tags: ['service'], parameters: { ensure: 'running', require: 'Package[curl]', timeout: new ExactNumber('4.0', 'float') } },
      { type: 'File', title: '/etc/motd', tags: ['file'] },
    ],
    edges: [{ source: 'Class[main]', target: 'Package[curl]' }],
    classes: ['main'],
  };
}

describe('JsonCatalog copy on write', () => {
  it('changes only its own copies: the input is untouched and unchanged resources are shared', () => {
    const input = catalog();
    const before = stringifyJson(input, 2);
    const c = new JsonCatalog('n.json', input, stubTypes);
    const curl = c.find('package', 'curl')!;
    curl.parameters!['ensure'] = 'latest';
    delete curl.parameters!['install_options'];
    const motd = c.find('File', '/etc/motd')!;
    (motd.parameters ??= {})['owner'] = 'root';
    c.add({ type: 'Package', title: 'vim', tags: [], exported: false, kind: 'compilable_type', parameters: { ensure: 'present' } });

    expect(stringifyJson(input, 2)).toBe(before);
    expect(input.resources).toHaveLength(4);
    expect(input.edges).toHaveLength(1);
    const out = c.catalog;
    expect(Object.keys(out)).toEqual(Object.keys(input));
    expect(out.resources.map((r) => r.title)).toEqual(['main', 'curl', 'sshd', '/etc/motd', 'vim']);
    expect(out.resources[1]).toEqual({ type: 'Package', title: 'curl', tags: ['package'], parameters: { ensure: 'latest' } });
    expect(out.resources[3]).toEqual({ type: 'File', title: '/etc/motd', tags: ['file'], parameters: { owner: 'root' } });
    expect(out.edges).toEqual([{ source: 'Class[main]', target: 'Package[curl]' }, { source: 'Class[main]', target: 'Package[vim]' }]);
    // Never handed out: the very same objects, not copies.
    expect(out.resources[0]).toBe(input.resources[0]);
    expect(out.resources[2]).toBe(input.resources[2]);
    expect(out.resources[1]!.tags).toBe(input.resources[1]!.tags);
    // A second find gives the same copy, and the copy is what the catalog holds.
    expect(c.find('Package', 'curl')).toBe(out.resources[1]);
  });

  it('leaves the catalogs given to overrideCatalogs as they were, also when the run fails', () => {
    for (const yaml of [
      'configuration:\n  package:\n    curl: {ensure: latest, require: "Service[sshd]"}\n    vim: {ensure: present}\n  service:\n    sshd: {timeout: 5}\n',
      'configuration:\n  package:\n    curl: {ensure: latest}\n  nosuchtype:\n    x: {}\n',
    ]) {
      const input = catalog();
      const before = stringifyJson(input, 2);
      const bag = new DiagnosticBag();
      const doc = loadYaml(new SourceFile('data.yaml', yaml), bag)!;
      const result = overrideCatalogs({ source: new DocumentOverrideSource(doc), types: stubTypes, catalogs: [{ name: 'n.json', catalog: input }], taskMode: false }, bag);
      expect(stringifyJson(input, 2)).toBe(before);
      if (result.catalogs) {
        const out = stringifyJson(result.catalogs[0]!.catalog, 2);
        expect(out).toContain('"ensure": "latest"');
        expect(out).toContain('"timeout": 5');
      } else expect(bag.hasErrors).toBe(true);
    }
  });
});
