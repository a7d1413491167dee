// The module path scan on test/fixtures/modulepath: functions, type aliases, templates, the
// autoload layout rule, duplicates and module shadowing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../../src/diagnostics/render-json.js';
import { DiskHost } from '../../../src/host/disk-host.js';
import { MemoryHost } from '../../../src/host/memory-host.js';
import { ModulePath } from '../../../src/puppet/modulepath/module-path.js';
import { REPO_ROOT, runOvercat } from '../../helpers/cli.js';

const FIXTURE = join(REPO_ROOT, 'test/fixtures/modulepath');
const MODULEPATH = [join(FIXTURE, 'modules'), join(FIXTURE, 'site')];

function scan() {
  const bag = new DiagnosticBag();
  const registry = ModulePath.scan(new DiskHost(), MODULEPATH, bag);
  const diags = bag.items.map(diagnosticToJson).map((d) => [d.code, d.file!.slice(FIXTURE.length + 1), d.line]);
  return { registry, bag, diags };
}

describe('module path scan', () => {
  it('knows Puppet-language functions (nested too) with their signatures, and Ruby functions by name', () => {
    const { registry } = scan();
    expect(registry.functionNames()).toEqual(['extra::double', 'legacy_total', 'shop::greet', 'shop::price', 'shop::util::join']);
    expect(registry.getFunction('Shop::Util::Join')).toMatchObject({ kind: 'puppet', returnType: 'String' });
    expect(registry.getFunction('shop::util::join')!.parameters!.map((p) => [p.name, p.type, p.hasDefault])).toEqual([
      ['parts', 'Array[String]', undefined],
      ['sep', 'String', true],
    ]);
    expect(registry.getFunction('shop::price')!.kind).toBe('ruby');
    // extra::double is also written in Ruby 4.x, which Puppet's loader tries first.
    expect(registry.getFunction('extra::double')!.kind).toBe('ruby');
    expect(registry.getFunction('legacy_total')!.kind).toBe('ruby_legacy');
  });

  it('knows type aliases in any case, with the aliased type', () => {
    const { registry } = scan();
    expect(registry.typeAliasNames()).toEqual(['Shop::Config::Mode', 'Shop::Port']);
    expect(registry.getTypeAlias('shop::port')).toMatchObject({ name: 'Shop::Port', type: 'Integer[1, 65535]' });
  });

  it('lists templates by the names epp() takes and parses an EPP template on demand', () => {
    const { registry } = scan();
    expect(registry.templateNames()).toEqual(['shop/broken.epp', 'shop/conf/app.conf.epp', 'shop/legacy.erb', 'shop/motd.epp']);
    expect(registry.getTemplate('shop/legacy.erb')!.engine).toBe('erb');
    const bag = new DiagnosticBag();
    const motd = registry.parseTemplate('shop/motd.epp', bag)!;
    expect(bag.items).toEqual([]);
    expect(motd.parameters!.map((p) => [p.name, p.type?.text])).toEqual([
      ['name', 'String'],
      ['port', 'Shop::Port'],
    ]);
    expect(registry.parseTemplate('shop/broken.epp', bag)).toBeUndefined();
    expect(registry.parseTemplate('shop/legacy.erb', bag)).toBeUndefined();
    expect(registry.parseTemplate('shop/missing.epp', bag)).toBeUndefined();
    expect(bag.items.map((d) => d.code)).toEqual(['OVC2018', 'OVC2807', 'OVC2807']);
  });

  it('reports definitions the autoloader would not find, files without theirs, and duplicates', () => {
    const { registry, bag, diags } = scan();
    expect(diags).toEqual([
      ['OVC2805', 'modules/shop/manifests/misplaced.pp', 2],
      ['OVC2806', 'modules/shop/functions/empty.pp', 1],
      ['OVC2805', 'modules/shop/functions/wrong.pp', 2],
      ['OVC2805', 'modules/shop/lib/puppet/functions/shop/tax.rb', 2],
      ['OVC2805', 'modules/shop/types/bad.pp', 2],
      ['OVC2804', 'modules/shop/lib/puppet/parser/functions/legacy_total.rb', 2],
    ]);
    // Two modules with one global function: Puppet uses the first, so this is a warning.
    expect(bag.items.find((d) => d.code === 'OVC2804')!.severity).toBe('warning');
    // Misplaced functions and type aliases are never loaded by Puppet, so the registry leaves them out.
    expect(registry.getFunction('shop::right')).toBeUndefined();
    expect(registry.getFunction('shop::vat')).toBeUndefined();
    expect(registry.getTypeAlias('Shop::Good')).toBeUndefined();
    // A misplaced class is still defined when its file is loaded for another name.
    expect(registry.getClass('shop::other')).toBeDefined();
  });

  it('lets a module hide one of the same name later in the module path', () => {
    const { registry } = scan();
    expect(registry.getClass('shop')!.location.source.path).toBe(join(FIXTURE, 'modules/shop/manifests/init.pp'));
    expect(registry.getClass('local')).toBeDefined();
  });

  it('finds a 3.x function whose file defines a helper first (puppetlabs-docker\'s docker_run_flags.rb)', () => {
    const host = new MemoryHost({
      '/m/docker/lib/puppet/parser/functions/docker_run_flags.rb': "module Puppet::Parser::Functions\n  newfunction(:'docker::escape', type: :rvalue) do |args|\n  end\n  newfunction(:docker_run_flags, type: :rvalue) do |args|\n  end\nend\n",
      '/m/docker/lib/puppet/parser/functions/other_name.rb': 'newfunction(:not_other_name) do |args|\nend\n',
    });
    const bag = new DiagnosticBag();
    const registry = ModulePath.scan(host, ['/m'], bag);
    expect(registry.getFunction('docker_run_flags')).toMatchObject({ kind: 'ruby_legacy' });
    expect(registry.getFunction('other_name')).toBeUndefined();
    expect(bag.items.map((d) => d.code)).toEqual(['OVC2805']);
  });

  it('finds classes in the files of their namespace prefixes, as the autoloader does', () => {
    const host = new MemoryHost({
      '/m/a/manifests/init.pp': 'class a { class a::inner {} }\n',
      '/m/a/manifests/b.pp': 'class a::b { }\nclass a::b::c { }\ndefine a::bee { }\n',
    });
    const bag = new DiagnosticBag();
    ModulePath.scan(host, ['/m'], bag);
    expect(bag.items.map(diagnosticToJson).map((d) => [d.code, d.line, d.message])).toEqual([
      ['OVC2805', 3, "The defined type 'a::bee' is not where Puppet's autoloader looks for it: a/manifests/bee.pp"],
    ]);
  });
});

describe('overcat registry', () => {
  it('lists what the module path declares, with where', () => {
    const r = runOvercat(['registry', '--modulepath', 'test/fixtures/modulepath/modules:test/fixtures/modulepath/site', '--kind', 'functions,type-aliases']);
    expect(r.code).toBe(0); // misplaced definitions and a twice-defined global function are warnings
    expect(r.stdout).toContain('shop::greet(String $who) >> String  [puppet]  test/fixtures/modulepath/modules/shop/functions/greet.pp:1');
    expect(r.stdout).toContain("Shop::Config::Mode = Enum['fast', 'safe']");
    expect(r.stdout).not.toContain('templates');
    expect(r.stderr).toContain('OVC2804');
  });

  it('prints JSON, and exits 1 when the scan finds errors', () => {
    const r = runOvercat(['registry', '--modulepath', 'modules', '--format', 'json', '--kind', 'classes']);
    expect(r.code).toBe(0);
    const listing = JSON.parse(r.stdout) as { classes: { name: string; file: string }[] };
    expect(listing.classes.map((c) => c.name)).toContain('base');
    expect(runOvercat(['registry', '--modulepath', 'modules', '--kind', 'nodes']).code).toBe(64);
    const dir = mkdtempSync(join(tmpdir(), 'overcat-registry-'));
    mkdirSync(join(dir, 'bad/manifests'), { recursive: true });
    writeFileSync(join(dir, 'bad/manifests/init.pp'), "class bad { package { 'x' ensure => present } }\n");
    const broken = runOvercat(['registry', '--modulepath', dir]);
    rmSync(dir, { recursive: true });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('OVC2001');
  });
});
