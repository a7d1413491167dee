import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../src/diagnostics/render-json.js';
import { renderExplanationText } from '../../src/hiera/explain.js';
import { createHiera, trustedFacts } from '../../src/hiera/hiera.js';
import { splitKey } from '../../src/hiera/sub-key.js';
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
  it('refuses a value that is no Puppet::LookupValue each time it is read (no interpolation cycle the second time)', () => {
    const { hiera, diags } = setup({ '/env/data/common.yaml': 'flags:\n  true: on\nmode: :fast\nok: 1\n' });
    expect(hiera.lookup('flags').found).toBe(false);
    expect(hiera.lookup('flags', { merge: 'deep' }).found).toBe(false);
    expect(hiera.lookup('mode').found).toBe(false);
    expect(hiera.lookup('ok').value).toBe(1);
    expect(diags().map((d) => [d.code, d.message])).toEqual([
      // (The bag keeps one of two equal diagnostics: the second lookup's is the first's.)
      ['OVC5010', "Value for key 'flags' in /env/data/common.yaml has wrong type, expects Puppet::LookupValue: it holds the hash key true"],
      ['OVC5010', "Value for key 'mode' in /env/data/common.yaml has wrong type, expects Puppet::LookupValue: it holds the Symbol :fast"],
    ]);
  });

  it('refuses a data file holding an unquoted date or time, naming the Ruby class Psych would make, and reads quoted ones', () => {
    for (const [text, type, line] of [
      ['x: 1\nrelease: 2024-01-31\n', 'Date', 2],
      ['x: 1\nbuilds:\n  - {at: 2024-01-31 10:00:00}\n', 'Time', 3],
    ] as const) {
      const { hiera, diags } = setup({ '/env/data/common.yaml': text });
      expect(hiera.lookup('x').found).toBe(false);
      expect(diags()).toMatchObject([{ code: 'OVC5011', message: `Unable to parse (/env/data/common.yaml): Tried to load unspecified class: ${type}`, line }]);
    }
    const { hiera, diags } = setup({ '/env/data/common.yaml': "release: '2024-01-31'\n" });
    expect(hiera.lookup('release').value).toBe('2024-01-31');
    expect(diags()).toEqual([]);
  });

  it('answers a key asked again from what it found the first time, unless that lookup reported a problem', () => {
    const { hiera, bag } = setup({
      '/env/data/common.yaml': "x: common\nlookup_options:\n  bad:\n    merge: sideways\nbad: 1\n",
    });
    const first = hiera.lookup('x');
    expect(hiera.lookup('x')).toBe(first);
    expect(hiera.lookup('x', { merge: 'unique' })).not.toBe(first);
    expect(hiera.lookup('x', { default: 'd' })).not.toBe(first);
    hiera.lookup('bad');
    const errors = bag.errorCount;
    expect(errors).toBeGreaterThan(0);
    hiera.lookup('bad');
    expect(bag.errorCount).toBe(2 * errors);
  });

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

  it('gives values without provenance when told to (a compile that records no origins)', () => {
    const files = { '/env/data/nodes/n1.example.com.yaml': 'h: {a: 1}\n', '/env/data/common.yaml': 'h: {b: 2}\nlookup_options:\n  h:\n    merge: deep\n' };
    const host = new MemoryHost({ '/env/hiera.yaml': CONFIG, ...files });
    const bag = new DiagnosticBag();
    const bare = createHiera({ host, hieraConfig: '/env/hiera.yaml', facts: { clientcert: 'n1.example.com' }, provenance: false }, bag);
    const r = bare.lookup('h');
    expect(r).toMatchObject({ found: true, value: { a: 1, b: 2 } });
    expect(r.provenance.size).toBe(0);
    expect(setup(files).hiera.lookup('h').provenance.size).toBe(2);
    expect(bag.items).toEqual([]);
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

  it('reports an interpolation cycle at the value instead of looping, in Puppet\'s words', () => {
    const { hiera, diags } = setup({ '/env/data/common.yaml': "a: \"%{lookup('b')}\"\nb: \"%{lookup('a')}\"\n" });
    expect(hiera.lookup('a').found).toBe(false);
    expect(diags().map((d) => d.code)).toContain('OVC5017');
    expect(diags().find((d) => d.code === 'OVC5017')).toMatchObject({ file: '/env/data/common.yaml' });
    expect(diags().find((d) => d.code === 'OVC5017')!.message).toContain('Recursive lookup detected in [a, b]');
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

  it('reports a merge that does not fit the values, as Puppet does only when there are two to merge', () => {
    const { hiera, diags } = setup({ '/env/data/nodes/n1.example.com.yaml': 's: text\n', '/env/data/common.yaml': 's: {a: 1}\nt: text\n' });
    expect(hiera.lookup('t', { merge: 'hash' }).value).toBe('text');
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

  it('ignores version 3 with a warning, reads version 4 with one, refuses other versions', () => {
    expect(check('version: 3\n')).toMatchObject([{ code: 'OVC5021', severity: 'warning', line: 1 }]);
    expect(check(':backends: [yaml]\n')).toMatchObject([{ code: 'OVC5021' }]);
    expect(check('')).toMatchObject([{ code: 'OVC5021' }]);
    expect(check('hierarchy:\n  - name: a\n')).toMatchObject([{ code: 'OVC5002', line: 2 }]);
    expect(check('version: 4\n')).toMatchObject([{ code: 'OVC5022', severity: 'warning' }]);
    expect(check('version: 6\n')).toMatchObject([{ code: 'OVC5002', message: expect.stringContaining('version 6') }]);
  });

  it("fills in Puppet's defaults when `defaults` is left out, not when it is given without a provider", () => {
    expect(check('version: 5\nhierarchy:\n  - name: a\n    path: a.yaml\n')).toEqual([]);
    expect(check('version: 5\ndefaults: {datadir: d}\nhierarchy:\n  - name: a\n    path: a.yaml\n')[0]).toMatchObject({ code: 'OVC5002', line: 4, message: expect.stringContaining('data_hash') });
  });

  it('needs a path for a file-reading level, and keeps default_hierarchy to modules', () => {
    expect(check('version: 5\nhierarchy:\n  - name: common\n')[0]).toMatchObject({ code: 'OVC5002', line: 3, message: expect.stringContaining("'yaml_data' one of 'path'") });
    expect(check('version: 5\ndefault_hierarchy: []\n')[0]).toMatchObject({ code: 'OVC5002', line: 2, message: expect.stringContaining('module layer') });
  });

  it('reports unknown keys', () => {
    expect(check('version: 5\nhierarchy:\n  - name: a\n    path: a.yaml\n    pth: a.yaml\n').map((x) => [x.code, x.line])).toEqual([['OVC5002', 5]]);
  });

  it('refuses every lookup of a layer with a backend overcat cannot run whose file exists, as Puppet fails', () => {
    const files = {
      '/env/hiera.yaml': 'version: 5\nhierarchy:\n  - name: a\n    path: a.yaml\n  - name: e\n    lookup_key: eyaml_lookup_key\n    path: s.eyaml\n',
      '/env/data/a.yaml': 'k: v\n',
    };
    const run = (extra: Record<string, string>) => {
      const bag = new DiagnosticBag();
      const hiera = createHiera({ host: new MemoryHost({ ...files, ...extra }), hieraConfig: '/env/hiera.yaml', facts: {} }, bag);
      expect(bag.items).toEqual([]);
      const value = hiera.lookup('k').value;
      hiera.lookup('k');
      return { value, diags: bag.items.map(diagnosticToJson).map((x) => [x.code, x.severity, x.line]) };
    };
    // No secrets file: Puppet never calls the function, and the layer answers.
    expect(run({})).toEqual({ value: 'v', diags: [] });
    // With one, even the key an earlier level holds is refused (once per level).
    expect(run({ '/env/data/s.eyaml': 'k: ENC[...]\n' }).diags).toEqual([['OVC5003', 'error', 5]]);
  });
});

describe('keys and trusted facts', () => {
  it('splits dotted keys, keeping quoted parts whole and reading unquoted integers as indexes', () => {
    expect(splitKey('a.b.0')).toEqual(['a', 'b', 0]);
    expect(splitKey('a."0"')).toEqual(['a', '0']);
    expect(splitKey('"a.b".c')).toEqual(['a.b', 'c']);
    expect(splitKey(' "a.b" . c ')).toEqual(['a.b', 'c']);
    expect(splitKey('mod::key')).toEqual(['mod::key']);
  });

  it('refuses a key whose segments and dots do not alternate', () => {
    for (const bad of ['a..b', 'a.', '.a', 'a"b"', '""']) expect(splitKey(bad), bad).toBeUndefined();
  });

  it('takes the certname from --node, then clientcert, then fqdn', () => {
    expect(trustedFacts({ clientcert: 'c.x', fqdn: 'f.x' }, 'n.example.com')).toMatchObject({ certname: 'n.example.com', hostname: 'n', domain: 'example.com' });
    expect(trustedFacts({ clientcert: 'c.x', fqdn: 'f.x' }).certname).toBe('c.x');
    expect(trustedFacts({ fqdn: 'f.x' }).certname).toBe('f.x');
  });
});

describe('module layers and built-in variables', () => {
  const world = (files: Record<string, string>, facts: Record<string, unknown> = { clientcert: 'n1.example.com' }) => {
    const host = new MemoryHost({ '/env/hiera.yaml': 'version: 5\n', '/env/data/common.yaml': 'e: env\n', ...files });
    const bag = new DiagnosticBag();
    const hiera = createHiera({ host, hieraConfig: '/env/hiera.yaml', facts, modulepath: ['/mods'] }, bag);
    return { hiera, diags: () => bag.items.map(diagnosticToJson) };
  };

  it("drops a module's keys outside its namespace with a warning naming them", () => {
    const { hiera, diags } = world({
      '/mods/m/hiera.yaml': 'version: 5\n',
      '/mods/m/data/common.yaml': 'm::k: 1\nforeign: 2\nlookup_options: {}\n',
    });
    expect(hiera.lookup('m::k').value).toBe(1);
    expect(diags()).toMatchObject([{ code: 'OVC5023', severity: 'warning', line: 2, message: expect.stringContaining("'foreign' ignored") }]);
  });

  it("reads a module's hiera.yaml only for the module's keys, as Puppet does", () => {
    const { hiera, diags } = world({ '/mods/broken/hiera.yaml': 'version: 7\n', '/mods/old/hiera.yaml': 'version: 4\n' });
    expect(hiera.lookup('e').value).toBe('env');
    expect(diags()).toEqual([]);
    expect(hiera.lookup('broken::k').found).toBe(false);
    expect(diags()).toMatchObject([{ code: 'OVC5002', file: '/mods/broken/hiera.yaml' }]);
  });

  it('searches a module default_hierarchy only when no layer has the key', () => {
    const { hiera } = world({
      '/mods/m/hiera.yaml': 'version: 5\nhierarchy:\n  - name: c\n    path: common.yaml\ndefault_hierarchy:\n  - name: d\n    path: defaults.yaml\n',
      '/mods/m/data/common.yaml': 'm::a: [regular]\n',
      '/mods/m/data/defaults.yaml': 'm::a: [default]\nm::b: fallback\n',
    });
    expect(hiera.lookup('m::a', { merge: 'unique' }).value).toEqual(['regular']);
    expect(hiera.lookup('m::b').value).toBe('fallback');
  });

  it('interpolates found values again, and stops a fact that interpolates itself', () => {
    const { hiera, diags } = world({ '/env/data/common.yaml': 'a: "%{facts.t}"\nb: "%{facts.loop}"\nc: "%{facts.list}"\n' }, { t: 'x%{facts.h}', h: 'y', loop: '%{facts.loop}', list: ['a', 1, null] });
    expect(hiera.lookup('a').value).toBe('xy');
    expect(hiera.lookup('c').value).toBe('["a", 1, nil]');
    expect(hiera.lookup('b').found).toBe(false);
    expect(diags()).toMatchObject([{ code: 'OVC5005', message: expect.stringContaining('interpolates itself') }]);
  });
});
