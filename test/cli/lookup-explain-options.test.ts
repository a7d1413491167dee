// `overcat lookup --explain-options`: how a key's lookup_options were found, in the shape of
// `puppet lookup --explain-options` (each layer's `lookup_options` lookup, a hash merge), and which
// key or regexp of them applies. The options themselves are pinned against Puppet by the Hiera
// conformance cases options-* and module-options-*.
import { describe, expect, it } from 'vitest';
import { runOvercat } from '../helpers/cli.js';

const SUITE = 'test/conformance/hiera';
const LAYERED = ['--hiera', `${SUITE}/envs/layered/hiera.yaml`, '--facts', `${SUITE}/facts/web1.yaml`, '--node', 'web1.example.com'];
const MODULES = ['--hiera', `${SUITE}/envs/modules/hiera.yaml`, '--modulepath', `${SUITE}/envs/modules/modules`, '--facts', `${SUITE}/facts/web1.yaml`, '--node', 'web1.example.com'];

describe('overcat lookup --explain-options', () => {
  it('lists each level tried for lookup_options and the regexp that applies', () => {
    const r = runOvercat(['lookup', 'auto_unique_list', ...LAYERED, '--explain-options']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Searching for "lookup_options"\n {2}Merge strategy: hash merge\n {2}Environment Data Provider \(hiera configuration version 5\)\n/);
    expect(r.stdout).toContain('data/nodes/web1.example.com.yaml"\n        Original path: "nodes/%{trusted.certname}.yaml"\n        No such key: "lookup_options"');
    expect(r.stdout).toContain('data/common.yaml"\n        Original path: "common.yaml"\n        Found key: "lookup_options" value: {"merged_users":{"merge":"deep"}');
    expect(r.stdout).toContain('  Options for "auto_unique_list": {"merge":"unique"} (key "^auto_unique_.*" in Environment Data Provider)\n');
    // Without --explain the key's own lookup is not explained (nor printed), as in Puppet.
    expect(r.stdout).not.toContain('Searching for "auto_unique_list"');
  });

  it('says when no options apply, and is no failure for a key not found', () => {
    const r = runOvercat(['lookup', 'no_such_key', ...LAYERED, '--explain-options']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('  No options for "no_such_key"\n');
  });

  it('goes into the module layer of a module key, whose options apply there', () => {
    const r = runOvercat(['lookup', 'profile::list_a', ...MODULES, '--explain-options', '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.explainOptions.layers.map((l: { name: string }) => l.name)).toEqual(['Environment Data Provider', 'Module "profile" Data Provider']);
    expect(doc.explainOptions.applied.layer).toBe('Module "profile" Data Provider');
    expect(doc.found).toBe(true);
  });

  it('comes before the key explanation with --explain, which stays as it was', () => {
    const both = runOvercat(['lookup', 'merged_users', ...LAYERED, '--explain-options', '--explain']).stdout;
    const explain = runOvercat(['lookup', 'merged_users', ...LAYERED, '--explain']).stdout;
    expect(both.startsWith('Searching for "lookup_options"')).toBe(true);
    expect(both.endsWith(explain)).toBe(true);
    expect(both).toContain('  Options for "merged_users": {"merge":"deep"} (key "merged_users" in Environment Data Provider)\n');
  });
});
