import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../../src/diagnostics/render-json.js';
import { MemoryHost } from '../../../src/host/memory-host.js';
import { moduleExternalFacts } from '../../../src/puppet/modulepath/external-facts.js';
import { ModulePath } from '../../../src/puppet/modulepath/module-path.js';

// Written by `puppet generate types` (scripts/gen-resource-types.sh) for the bundled modules.
const NOVA_CONFIG = readFileSync(new URL('../../../modules/.resource_types/nova_config.pp', import.meta.url), 'utf8');

describe('ModulePath', () => {
  it("knows Puppet 7's core types with their namevars and the metaparameters", () => {
    const r = ModulePath.coreOnly();
    expect(r.getType('Package')).toMatchObject({ name: 'package', kind: 'core' });
    expect(r.getType('package')!.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['ensure', 'name', 'provider']));
    expect(r.getType('file')!.namevars).toEqual(['path']);
    expect(r.getType('nova_config')).toBeUndefined();
    expect(r.isMetaparameter('notify')).toBe(true);
    expect(r.isMetaparameter('ensure')).toBe(false);
  });

  it('reads module types from the metadata puppet generate types writes', () => {
    const host = new MemoryHost({ '/env/modules/.resource_types/nova_config.pp': NOVA_CONFIG, '/env/modules/nova/lib/puppet/type/nova_config.rb': '' });
    const bag = new DiagnosticBag();
    const r = ModulePath.scan(host, ['/env/modules'], bag);
    expect(bag.items).toEqual([]);
    const t = r.getType('Nova_config')!;
    expect(t.kind).toBe('resource_type');
    expect(t.namevars).toEqual(['name']);
    expect(t.parameters!.find((p) => p.name === 'ensure')).toMatchObject({ kind: 'property', type: "Enum['present', 'absent']" });
    expect(t.location!.source.position(t.location!.start).line).toBeGreaterThan(1);
    expect(t.titlePatterns).toEqual([{ pattern: '(?m-ix:(.*))', attributes: ['name'] }]);
  });

  it('reads the title patterns of the metadata, in order, and none for a type without namevars', () => {
    const pair = String.raw`Puppet::Resource::ResourceType3.new(
  'svc_pair',
  [],
  [
    Puppet::Resource::Param(Any, 'left', true),
    Puppet::Resource::Param(Any, 'right', true)
  ],
  {
    /^([^\/]+)\/(\S+)$/ => ['left', 'right'],
    /^(\S+)$/ => ['left']
  },
  true,
  false)
`;
    const bare = "Puppet::Resource::ResourceType3.new('bare', [], [Puppet::Resource::Param(Any, 'provider')], {}, true, false)\n";
    const host = new MemoryHost({ '/env/modules/.resource_types/svc_pair.pp': pair, '/env/modules/.resource_types/bare.pp': bare });
    const bag = new DiagnosticBag();
    const r = ModulePath.scan(host, ['/env/modules'], bag);
    expect(bag.items).toEqual([]);
    expect(r.getType('svc_pair')!.titlePatterns).toEqual([
      { pattern: String.raw`^([^\/]+)\/(\S+)$`, attributes: ['left', 'right'] },
      { pattern: String.raw`^(\S+)$`, attributes: ['left'] },
    ]);
    expect(r.getType('bare')!.titlePatterns).toBeUndefined();
    // Core types carry Puppet's own patterns: File drops trailing slashes from its path.
    expect(r.getType('file')!.titlePatterns).toEqual([{ pattern: String.raw`(?m-ix:^(\/|.+:\/|.*[^\/])\/*\Z)`, attributes: ['path'] }]);
  });

  it("reads an environment's metadata once when several of its directories are on the path", () => {
    const host = new MemoryHost({ '/env/.resource_types/nova_config.pp': NOVA_CONFIG, '/env/modules/nova/lib/puppet/type/nova_config.rb': '', '/env/site/profile/manifests/init.pp': 'class profile { }\n' });
    const bag = new DiagnosticBag();
    const r = ModulePath.scan(host, ['/env/modules', '/env/site'], bag);
    expect(bag.items).toEqual([]);
    expect(r.getType('nova_config')!.kind).toBe('resource_type');
  });

  it('gives the external facts of modules facts.d as Facter reads them; a script is reported, not run', () => {
    const host = new MemoryHost({
      '/m/openstacklib/facts.d/os_service_default.txt': 'os_service_default=<SERVICE DEFAULT>\n# a comment\n',
      '/m/site/facts.d/rack.yaml': 'Rack: r12\nslots: 42\n',
      '/m/site/facts.d/probe.sh': '#!/bin/sh\necho x=1\n',
      '/n/site/facts.d/rack.yaml': 'rack: hidden\n',
    });
    const bag = new DiagnosticBag();
    const facts = moduleExternalFacts(host, ModulePath.scan(host, ['/m', '/n'], bag), bag);
    expect(Object.fromEntries(facts)).toEqual({ os_service_default: '<SERVICE DEFAULT>', rack: 'r12', slots: 42 });
    expect(bag.items.map((d) => d.code)).toEqual(['OVC3160']);
  });

  it('knows a Ruby type without metadata by name and says its parameters cannot be checked', () => {
    const host = new MemoryHost({ '/m/keystone/lib/puppet/type/keystone_config.rb': '' });
    const bag = new DiagnosticBag();
    const r = ModulePath.scan(host, ['/m'], bag);
    expect(r.getType('keystone_config')).toMatchObject({ kind: 'ruby_type' });
    expect(r.getType('keystone_config')!.parameters).toBeUndefined();
    expect(bag.items.map((d) => d.code)).toEqual(['OVC2802']);
  });

  it('reports malformed and duplicate metadata at their place', () => {
    const host = new MemoryHost({
      '/m/.resource_types/a.pp': NOVA_CONFIG,
      '/m/.resource_types/b.pp': NOVA_CONFIG,
      '/m/.resource_types/c.pp': "Puppet::Resource::ResourceType3.new('x', [\n",
    });
    const bag = new DiagnosticBag();
    ModulePath.scan(host, ['/m'], bag);
    expect(bag.items.map(diagnosticToJson).map((d) => [d.code, d.file])).toEqual([
      ['OVC2803', '/m/.resource_types/b.pp'],
      ['OVC2801', '/m/.resource_types/c.pp'],
    ]);
  });

  it('knows the defined types and classes of the manifests, with their parameters', () => {
    const host = new MemoryHost({
      '/m/base/manifests/init.pp': 'class base (String $motd = "hi", $port) { }\n',
      '/m/base/manifests/vhost.pp': 'define base::vhost (Integer $port = 80, String $docroot) {\n  notify { $title: }\n}\n',
      '/m/other/manifests/dup.pp': 'define base::vhost () { }\n',
    });
    const bag = new DiagnosticBag();
    const r = ModulePath.scan(host, ['/m'], bag);
    const vhost = r.getType('Base::Vhost')!;
    expect(vhost.kind).toBe('define');
    expect(vhost.parameters!.map((p) => [p.name, p.type, p.hasDefault])).toEqual([
      ['port', 'Integer', true],
      ['docroot', 'String', undefined],
      ['name', undefined, undefined],
    ]);
    expect(r.getClass('::base')!.parameters.map((p) => p.name)).toEqual(['motd', 'port']);
    // Module `other` cannot hold `base::vhost` (the autoloader never looks there), and it duplicates base's.
    expect(bag.items.map(diagnosticToJson).map((d) => [d.code, d.file, d.line])).toEqual([
      ['OVC2805', '/m/other/manifests/dup.pp', 1],
      ['OVC2803', '/m/other/manifests/dup.pp', 1],
    ]);
  });

  it('reports syntax errors of module manifests and keeps scanning', () => {
    const host = new MemoryHost({ '/m/a/manifests/init.pp': "class a { package { 'x' ensure => present } }\n", '/m/b/manifests/init.pp': 'define b () {}\n' });
    const bag = new DiagnosticBag();
    const r = ModulePath.scan(host, ['/m'], bag);
    expect(bag.items.map((d) => d.code)).toEqual(['OVC2001']);
    expect(r.getType('b')).toBeDefined();
  });
});
