import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../src/diagnostics/render-json.js';
import { renderExplanationText } from '../../src/hiera/explain.js';
import { createHiera, splitKey, trustedFacts } from '../../src/hiera/hiera.js';
import { MemoryHost } from '../../src/host/memory-host.js';

const CONFIG = `version: 5
defaults:
  datadir: data
  data_hash: yaml_data
hierarchy:
  - name: Node
    path: "nodes/%{trusted.certname}.yaml"
  - name: Glob
    glob: "extra/*.yaml"
  - name: Common
    path: common.yaml
`;

function setup(files: Record<string, string>, facts: Record<string, unknown> = { clientcert: 'n1.example.com', role: 'web' }) {
  const host = new MemoryHost({ '/env/hiera.yaml': CONFIG, ...files });
  const bag = new DiagnosticBag();
  const hiera = createHiera({ host, hieraConfig: '/env/hiera.yaml', facts }, bag);
  return { hiera, bag, diags: () => bag.items.map(diagnosticToJson) };
}

describe('Hiera lookups', () => {
  it('finds the first value in hierarchy order and knows where it came from', () => {
    const { hiera } = setup({
      '/env/data/nodes/n1.example.com.yaml': 'x: node\n',
      '/env/data/common.yaml': 'x: common\ny: only common\n',
    });
    const r = hiera.lookup('x');
    expect(r).toMatchObject({ found: true, value: 'node' });
    const c = r.provenance.get('')![0]!;
    expect(c.location!.source.path).toBe('/env/data/nodes/n1.example.com.yaml');
    expect(c.location!.source.position(c.location!.start)).toEqual({ line: 1, column: 4 });
    expect(hiera.lookup('y').value).toBe('only common');
  });

  it('expands glob levels in sorted order and skips dot files', () => {
    const { hiera } = setup({
      '/env/data/extra/b.yaml': 'k: [b]\n',
      '/env/data/extra/a.yaml': 'k: [a]\n',
      '/env/data/extra/.hidden.yaml': 'k: [hidden]\n',
      '/env/data/common.yaml': 'k: [c]\n',
    });
    expect(hiera.lookup('k', { merge: 'unique' }).value).toEqual(['a', 'b', 'c']);
  });

  it('treats an explicit null as found, and a missing key as not found unless defaulted', () => {
    const { hiera } = setup({ '/env/data/common.yaml': 'n: ~\n' });
    expect(hiera.lookup('n')).toMatchObject({ found: true, value: null });
    expect(hiera.lookup('missing').found).toBe(false);
    expect(hiera.lookup('missing', { default: 'd' })).toMatchObject({ found: true, value: 'd' });
  });

  it('reports an interpolation cycle at the value instead of looping', () => {
    const { hiera, diags } = setup({ '/env/data/common.yaml': "a: \"%{lookup('b')}\"\nb: \"%{lookup('a')}\"\n" });
    expect(hiera.lookup('a').found).toBe(false);
    expect(diags().map((d) => d.code)).toContain('OVC5005');
    expect(diags().find((d) => d.code === 'OVC5005')).toMatchObject({ file: '/env/data/common.yaml' });
  });

  it('rejects alias() inside a longer string', () => {
    const { hiera, diags } = setup({ '/env/data/common.yaml': "l: [1]\nbad: \"x %{alias('l')}\"\n" });
    expect(hiera.lookup('bad').found).toBe(false);
    expect(diags()[0]).toMatchObject({ code: 'OVC5005', line: 2 });
  });

  it('warns about a data file that is not a hash and ignores it', () => {
    const { hiera, diags } = setup({ '/env/data/nodes/n1.example.com.yaml': '- a\n', '/env/data/common.yaml': 'x: 1\n' });
    expect(hiera.lookup('x').value).toBe(1);
    expect(diags()).toMatchObject([{ code: 'OVC5004', severity: 'warning' }]);
  });

  it('reports a merge that does not fit the values', () => {
    const { hiera, diags } = setup({ '/env/data/common.yaml': 's: text\n' });
    expect(hiera.lookup('s', { merge: 'hash' }).found).toBe(false);
    expect(diags()[0]).toMatchObject({ code: 'OVC5006', line: 1 });
  });

  it('explains every level and path tried', () => {
    const { hiera } = setup({ '/env/data/common.yaml': 'x: 1\n' });
    const text = renderExplanationText(hiera.lookup('x'));
    expect(text).toContain('Hierarchy entry "Node"');
    expect(text).toContain('Path "/env/data/nodes/n1.example.com.yaml"');
    expect(text).toContain('Path not found');
    expect(text).toContain('Found key: "x" value: 1');
    expect(text).toMatch(/first: 1 from .* at \/env\/data\/common.yaml:1:4/);
  });
});

describe('hiera.yaml validation', () => {
  const check = (config: string) => {
    const host = new MemoryHost({ '/env/hiera.yaml': config });
    const bag = new DiagnosticBag();
    createHiera({ host, hieraConfig: '/env/hiera.yaml', facts: {} }, bag);
    return bag.items.map(diagnosticToJson);
  };

  it('requires version 5 and a data provider per level, as Puppet does', () => {
    expect(check('version: 3\n')[0]).toMatchObject({ code: 'OVC5002', line: 1 });
    expect(check('version: 5\nhierarchy:\n  - name: a\n    path: a.yaml\n')[0]).toMatchObject({ code: 'OVC5002', line: 3, message: expect.stringContaining('data_hash') });
  });

  it('reports unknown keys and unsupported backends, and keeps going', () => {
    const d = check('version: 5\ndefaults: {data_hash: yaml_data}\nhierarchy:\n  - name: a\n    pth: a.yaml\n  - name: e\n    lookup_key: eyaml_lookup_key\n    path: s.eyaml\n');
    expect(d.map((x) => [x.code, x.line])).toEqual([
      ['OVC5002', 5],
      ['OVC5003', 6],
    ]);
  });
});

describe('keys and trusted facts', () => {
  it('splits dotted keys, keeping quoted parts whole', () => {
    expect(splitKey('a.b.0')).toEqual(['a', 'b', '0']);
    expect(splitKey('"a.b".c')).toEqual(['a.b', 'c']);
    expect(splitKey('mod::key')).toEqual(['mod::key']);
  });

  it('takes the certname from --node, then clientcert, then fqdn', () => {
    expect(trustedFacts({ clientcert: 'c.x', fqdn: 'f.x' }, 'n.example.com')).toMatchObject({ certname: 'n.example.com', hostname: 'n', domain: 'example.com' });
    expect(trustedFacts({ clientcert: 'c.x', fqdn: 'f.x' }).certname).toBe('c.x');
    expect(trustedFacts({ fqdn: 'f.x' }).certname).toBe('f.x');
  });
});
