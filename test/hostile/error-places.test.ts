// Errors point where the problem was written: an unknown override parameter and an unknown
// hiera.yaml key at the key itself (with did-you-mean), malformed JSON at its real line:col in
// every JSON reader (facts, catalogs, Heat environments), never 1:1.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag, type Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { MemoryHost } from '../../src/host/memory-host.js';
import { heatMerge } from '../../src/pipeline/heat.js';
import { lookup } from '../../src/pipeline/lookup.js';
import { override } from '../../src/pipeline/override.js';

const CATALOG = JSON.stringify({ name: 'n', version: 1, resources: [{ type: 'File', title: '/etc/x', tags: [], exported: false }], edges: [], classes: [] });

function place(d: Diagnostic): string {
  const at = d.location!;
  const { line, column } = at.source.position(at.start);
  return `${line}:${column}`;
}

describe('error places', () => {
  it('an unknown parameter in override data: at its key, with did-you-mean', () => {
    const host = new MemoryHost({ '/c.json': CATALOG, '/d.yaml': 'configuration:\n  file:\n    /etc/x:\n      mdoe:\n        - "0644"\n' });
    const bag = new DiagnosticBag();
    override(host, { catalogs: ['/c.json'], data: ['/d.yaml'] }, bag);
    const d = bag.items.find((x) => x.code === 'OVC4011')!;
    expect(place(d)).toBe('4:7');
    expect(d.hint).toBe("Did you mean 'mode'?");
  });

  it('an unknown parameter in merged data (several files, or Hiera layers): at its key too', () => {
    const data = 'configuration:\n  file:\n    /etc/x:\n      mdoe:\n        - "0644"\n';
    const flow = 'configuration:\n  file:\n    /etc/x: {group: wheel, "ownr": root}\n';
    const host = new MemoryHost({
      '/c.json': CATALOG,
      '/a.yaml': data,
      '/b.yaml': flow,
      '/h/hiera.yaml': 'version: 5\nhierarchy:\n  - name: common\n    path: common.yaml\n',
      '/h/data/common.yaml': data,
      '/f.yaml': 'fqdn: n\n',
    });
    const files = new DiagnosticBag();
    override(host, { catalogs: ['/c.json'], data: ['/a.yaml', '/b.yaml'] }, files);
    expect(files.items.filter((x) => x.code === 'OVC4011').map((d) => `${d.location!.source.path} ${place(d)}`)).toEqual(['/a.yaml 4:7', '/b.yaml 3:28']);
    const hiera = new DiagnosticBag();
    override(host, { catalogs: ['/c.json'], hiera: '/h/hiera.yaml', facts: '/f.yaml' }, hiera);
    expect(hiera.items.filter((x) => x.code === 'OVC4011').map((d) => `${d.location!.source.path.replace(/^.*\/data\//, '')} ${place(d)}`)).toEqual(['common.yaml 4:7']);
  });

  it("a 'hierachy' typo in hiera.yaml: at that key, with did-you-mean", () => {
    const host = new MemoryHost({
      '/h/hiera.yaml': 'version: 5\ndefaults:\n  datadir: data\nhierachy:\n  - name: common\n    path: common.yaml\n',
      '/h/facts.yaml': 'fqdn: n\n',
    });
    const bag = new DiagnosticBag();
    lookup(host, { keys: ['k'], facts: '/h/facts.yaml', hiera: '/h/hiera.yaml' }, bag);
    const d = bag.items.find((x) => x.code === 'OVC5002')!;
    expect(d.message).toContain("unknown key 'hierachy'");
    expect(place(d)).toBe('4:1');
    expect(d.hint).toBe("Did you mean 'hierarchy'?");
  });

  it('an unknown key in a hierarchy level: at that key', () => {
    const host = new MemoryHost({ '/h/hiera.yaml': 'version: 5\nhierarchy:\n  - name: common\n    pth: common.yaml\n', '/h/facts.yaml': 'fqdn: n\n' });
    const bag = new DiagnosticBag();
    lookup(host, { keys: ['k'], facts: '/h/facts.yaml', hiera: '/h/hiera.yaml' }, bag);
    const d = bag.items.find((x) => x.message.includes("unknown key 'pth'"))!;
    expect(place(d)).toBe('4:5');
    expect(d.hint).toBe("Did you mean 'path'?");
  });

  const BROKEN = '{\n  "a": 1,\n  "b": [1, 2,, 3]\n}\n';
  it('malformed JSON facts: at the stray comma', () => {
    const host = new MemoryHost({ '/h/facts.json': BROKEN, '/h/hiera.yaml': 'version: 5\n' });
    const bag = new DiagnosticBag();
    lookup(host, { keys: ['k'], facts: '/h/facts.json', hiera: '/h/hiera.yaml' }, bag);
    expect(bag.items.map((d) => [d.code, place(d)])).toEqual([['OVC1001', '3:14']]);
  });

  it('a malformed JSON catalog: at the bad token', () => {
    const host = new MemoryHost({ '/c.json': '{\n  "resources": [\n    {"type": "File", "title": "x"},\n  ]\n}\n', '/d.yaml': 'configuration: {}\n' });
    const bag = new DiagnosticBag();
    override(host, { catalogs: ['/c.json'], data: ['/d.yaml'] }, bag);
    expect(bag.items.map((d) => [d.code, place(d)])).toEqual([['OVC4015', '4:3']]);
  });

  it('a malformed JSON Heat environment: at the stray comma', () => {
    const host = new MemoryHost({ '/env.json': '{\n  "parameter_defaults": {\n    "A": 1,,\n  }\n}\n' });
    const bag = new DiagnosticBag();
    heatMerge(host, { environment: ['/env.json'], parameterFile: [], parameter: [] }, bag);
    expect(bag.items.map((d) => [d.code, place(d)])).toEqual([['OVC1001', '3:12']]);
  });
});
