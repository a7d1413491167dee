// Exact numbers through every read and write: Integer vs Float and big integers survive catalog
// JSON, override data YAML, Hiera lookups, Heat environments, YAML output, and diff sees a change.
import { describe, expect, it } from 'vitest';
import { jsonText } from '../../src/cli/output.js';
import { ExactNumber, parseJson, stringifyJson } from '../../src/data/exact-number.js';
import { dataEqual, sameData } from '../../src/data/value.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { DiagnosticBag, MemoryHost, diff, heatMerge, lookup, override } from '../../src/pipeline/index.js';
import { dumpYaml } from '../../src/yaml/dump.js';
import { loadYaml } from '../../src/yaml/load.js';

const CATALOG = `{"name":"n","resources":[
 {"type":"Package","title":"curl","parameters":{"ensure":"installed"}},
 {"type":"Exec","title":"x","parameters":{"timeout":4.0,"tries":12345678901234567890,"ratio":0.5,"big":1e3,"neg":-0.0,"list":[1.0,2]}}]}`;

describe('exact numbers', () => {
  it('reads and writes catalog JSON losslessly, in the layout JSON.stringify gives', () => {
    const value = parseJson(CATALOG);
    const text = stringifyJson(value, 2);
    expect(text).toContain('"timeout": 4.0');
    expect(text).toContain('"tries": 12345678901234567890');
    expect(text).toContain('"big": 1e3');
    expect(text).toContain('"neg": -0.0');
    expect(text).toContain('"ratio": 0.5');
    expect(stringifyJson(parseJson('{"a":[1,{"b":"c"}],"d":{}}'), 2)).toBe(JSON.stringify({ a: [1, { b: 'c' }], d: {} }, null, 2));
  });

  it('keeps untouched resources exact through override, and writes the data file Float as a Float', () => {
    const bag = new DiagnosticBag();
    const host = new MemoryHost({ '/c/n.json': CATALOG, '/d/data.yaml': 'configuration:\n  package:\n    curl: {ensure: latest, install_options: [4.0, 12345678901234567891]}\n' });
    const { result } = override(host, { catalogs: ['/c/n.json'], data: ['/d/data.yaml'] }, bag);
    expect(bag.items).toEqual([]);
    const out = jsonText(result!.catalogs![0]!.catalog);
    expect(out).toContain('"timeout": 4.0');
    expect(out).toContain('"tries": 12345678901234567890');
    expect(out).toMatch(/"install_options": \[\s+4\.0,\s+12345678901234567891\s+\]/);
  });

  it('counts a Float over an equal Integer as a change (the agent would manage another type)', () => {
    const bag = new DiagnosticBag();
    const host = new MemoryHost({ '/c/n.json': CATALOG, '/d/data.yaml': 'configuration:\n  exec:\n    x: {timeout: 4}\n' });
    const { result } = override(host, { catalogs: ['/c/n.json'], data: ['/d/data.yaml'] }, bag);
    expect(result!.report.entries.map((e) => e.status)).toEqual(['updated']);
    expect(jsonText(result!.catalogs![0]!.catalog)).toContain('"timeout": 4,');
  });

  it('lets diff see 4 vs 4.0 and a change in the last digit of a big integer', () => {
    const after = CATALOG.replace('"timeout":4.0', '"timeout":4').replace('12345678901234567890', '12345678901234567891');
    const bag = new DiagnosticBag();
    const d = diff(new MemoryHost({ '/a.json': CATALOG, '/b.json': after }), '/a.json', '/b.json', bag)!;
    expect(d.changed.map((c) => [c.resource, c.changes.map((x) => [x.path, stringifyJson(x.before), stringifyJson(x.after)])])).toEqual([
      ['Exec[x]', [['parameters.timeout', '4.0', '4'], ['parameters.tries', '12345678901234567890', '12345678901234567891']]],
    ]);
    // Puppet's == still calls them equal, which merges and unions rely on.
    expect([dataEqual(4, new ExactNumber('4.0', 'float')), sameData(4, new ExactNumber('4.0', 'float'))]).toEqual([true, false]);
  });

  it('reads YAML Floats and big integers exactly, and writes them back as read', () => {
    const doc = loadYaml(new SourceFile('d.yaml', 'a: 4.0\nb: 12345678901234567890\nc: -0x1_0000_0000_0000_0001\nd: 1.5\ne: 7\n'), new DiagnosticBag())!;
    expect(stringifyJson(doc.value)).toBe('{"a":4.0,"b":12345678901234567890,"c":-18446744073709551617,"d":1.5,"e":7}');
    expect(dumpYaml(doc.value)).toBe('a: 4.0\nb: 12345678901234567890\nc: -18446744073709551617\nd: 1.5\ne: 7\n');
  });

  it('gives a Hiera lookup of 4.0 as Puppet prints it', () => {
    const host = new MemoryHost({
      '/h/hiera.yaml': 'version: 5\ndefaults:\n  data_hash: yaml_data\nhierarchy:\n  - name: common\n    path: common.yaml\n',
      '/h/data/common.yaml': 'ratio: 4.0\nsizes: [1.0, 12345678901234567890]\nlabel: "r%{lookup(\'ratio\')}"\n',
      '/f/facts.yaml': 'fqdn: n.example.com\n',
    });
    const get = (key: string) => stringifyJson(lookup(host, { keys: [key], facts: '/f/facts.yaml', hiera: '/h/hiera.yaml' }, new DiagnosticBag())!.value);
    expect([get('ratio'), get('sizes'), get('label')]).toEqual(['4.0', '[1.0,12345678901234567890]', '"r4.0"']);
  });

  it('keeps a Heat value 16.0 a float where Heat keeps it (the merged environment)', () => {
    const host = new MemoryHost({ '/e/a.yaml': 'parameter_defaults:\n  NovaReservedHostMemory: 16.0\n  Count: 3\n  List: [2.0, 1]\n' });
    const { result } = heatMerge(host, { environment: ['/e/a.yaml'], parameterFile: [], parameter: [] }, new DiagnosticBag());
    expect(stringifyJson(result!.environment.parameter_defaults)).toBe('{"NovaReservedHostMemory":16.0,"Count":3,"List":[2.0,1]}');
    expect(stringifyJson(result!.parameters)).toBe('{"Count":3,"List":[2.0,1],"NovaReservedHostMemory":16.0}');
  });
});
