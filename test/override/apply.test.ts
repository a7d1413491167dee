import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { differsInDigitsOnly } from '../../src/catalog/resource-index.js';
import { overrideCatalogs, type ApplyResult } from '../../src/override/apply.js';
import { explainValue, renderExplanationText } from '../../src/override/explain.js';
import type { CatalogJson } from '../../src/catalog/catalog-json.js';
import { DocumentOverrideSource } from '../../src/override/source.js';
import { loadYaml } from '../../src/yaml/load.js';
import { stubTypes } from './stub-types.js';

const root = new URL('../../', import.meta.url);
const catalog = (name: string): CatalogJson => JSON.parse(readFileSync(new URL(`examples/catalogs/${name}`, root), 'utf8'));

function run(yaml: string, catalogs = ['node01.example.com.json']): { result: ApplyResult; bag: DiagnosticBag } {
  const bag = new DiagnosticBag();
  const doc = loadYaml(new SourceFile('data.yaml', yaml), bag)!;
  const result = overrideCatalogs(
    { source: new DocumentOverrideSource(doc), types: stubTypes, catalogs: catalogs.map((n) => ({ name: n, catalog: catalog(n) })), taskMode: catalogs.length > 1 },
    bag,
  );
  return { result, bag };
}
const codes = (bag: DiagnosticBag) => bag.items.map((d) => d.code);
const resource = (r: ApplyResult, type: string, title: string, i = 0) => r.catalogs![i]!.catalog.resources.find((x) => x.type === type && x.title === title);

describe('create rule (spec semantics, both exception lists)', () => {
  // [create, type excepted, title excepted] -> created?
  const table: [boolean, boolean, boolean, boolean][] = [
    [true, false, false, true],
    [true, true, false, false],
    [true, false, true, false],
    [true, true, true, false],
    [false, false, false, false],
    [false, true, false, true],
    [false, false, true, true],
    [false, true, true, true],
  ];
  for (const [create, t, l, created] of table) {
    it(`create: ${create}, type excepted: ${t}, title excepted: ${l} -> ${created ? 'created' : 'skipped'}`, () => {
      const { result } = run(
        `configuration:\n  package:\n    mc: {ensure: absent}\nconfiguration_options:\n  create: ${create}\n  types_create_exception: [${t ? 'package' : 'file'}]\n  titles_create_exception: [${l ? 'mc' : 'other'}]\n`,
      );
      expect(result.report.entries[0]!.status).toBe(created ? 'created' : 'skipped');
      expect(!!resource(result, 'Package', 'mc')).toBe(created);
      if (!created) expect(result.report.entries[0]!.reason).toBe(create ? 'create-excepted' : 'create-disabled');
    });
  }
  it('creates by default (the spec says create defaults to true)', () => {
    const { result } = run('configuration:\n  package:\n    mc: {ensure: absent}\n');
    const mc = resource(result, 'Package', 'mc')!;
    expect(mc).toMatchObject({ kind: 'compilable_type', tags: ['package', 'mc', 'class'], parameters: { ensure: 'absent' } });
    expect(result.catalogs![0]!.catalog.edges).toContainEqual({ source: 'Class[main]', target: 'Package[mc]' });
  });
});

describe('created titles one edit from an existing one (OVC4021)', () => {
  it('warns on a misspelt title, not on the next of a numbered series', () => {
    // The example catalog has Package[curl] and Package[ntp]: `curk` and `ntp2`/`ntp` differ by a letter or a digit.
    const { bag } = run('configuration:\n  package:\n    curk: {ensure: latest}\n    ntp2: {ensure: latest}\n    ntq: {ensure: latest}\n');
    expect(bag.items.filter((d) => d.code === 'OVC4021').map((d) => d.message)).toEqual([
      "'Package[curk]' was created because the catalog has no such resource, but it has 'curl'",
      "'Package[ntq]' was created because the catalog has no such resource, but it has 'ntp'",
    ]);
  });
  it('tells a number that differs from any other difference', () => {
    for (const [a, b] of [['vlan-101', 'vlan-100'], ['package-50000', 'package-5000'], ['eth12', 'eth21'], ['node-1', 'NODE-2']]) expect(differsInDigitsOnly(a!, b!)).toBe(true);
    for (const [a, b] of [['vlan-10l', 'vlan-101'], ['ntpd', 'ntp'], ['db1', 'dc1'], ['a1b', 'a2c']]) expect(differsInDigitsOnly(a!, b!)).toBe(false);
  });
});

describe('lookup and update', () => {
  it('matches types case-insensitively, titles exactly', () => {
    const { result, bag } = run('configuration:\n  PACKAGE:\n    curl: {ensure: latest}\n    Curl: {ensure: latest}\nconfiguration_options: {create: false}\n');
    expect(result.report.entries.map((e) => e.status)).toEqual(['updated', 'skipped']);
    expect(resource(result, 'Package', 'curl')!.parameters!.ensure).toBe('latest');
    expect(bag.items.find((d) => d.code === 'OVC4020')!.hint).toBe("Did you mean 'curl'?");
  });
  it('finds a resource by its namevar or its alias', () => {
    const { result } = run("configuration:\n  file:\n    /etc/ntp.conf: {mode: '0600'}\n  package:\n    sshd-package: {ensure: latest}\n    openssh-server: {provider: apt}\n");
    expect(result.report.entries.map((e) => [e.status, e.updates?.[0]?.resource])).toEqual([
      ['updated', 'File[ntp_conf]'],
      ['updated', 'Package[openssh]'],
      ['updated', 'Package[openssh]'],
    ]);
  });
  it('appends relationship metaparameters, dropping duplicates, and replaces other values', () => {
    const { result } = run("configuration:\n  file:\n    ntp_conf:\n      require: ['package[ntp]', 'Package[curl]']\n      notify: 'Service[ntp]'\n      content: x\n");
    expect(resource(result, 'File', 'ntp_conf')!.parameters).toMatchObject({ require: ['Package[ntp]', 'Package[curl]'], notify: 'Service[ntp]', content: 'x' });
  });
  it('puts defaults under explicit values and over catalog values', () => {
    const { result } = run('configuration:\n  package:\n    curl: {}\n    ntp: {ensure: "4.2"}\nconfiguration_options:\n  defaults:\n    package: {ensure: latest}\n');
    expect(resource(result, 'Package', 'curl')!.parameters!.ensure).toBe('latest');
    expect(resource(result, 'Package', 'ntp')!.parameters!.ensure).toBe('4.2');
    expect(result.report.entries[0]!.updates![0]!.changes[0]).toMatchObject({ parameter: 'ensure', before: 'installed', after: 'latest', default: true, from: 'data.yaml:7:23' });
  });
  it('changes the defaults first, an entry value in the place of its default, then the entry', () => {
    const { result } = run(
      'configuration:\n  package:\n    ntp: {tag: web, ensure: "4.2", provider: apt}\nconfiguration_options:\n  defaults:\n    package: {provider: yum, ensure: latest, alias: ntpd}\n',
    );
    const changes = result.report.entries[0]!.updates![0]!.changes;
    expect(changes.map((c) => [c.parameter, c.after, c.default ?? false])).toEqual([
      ['provider', 'apt', false],
      ['ensure', '4.2', false],
      ['alias', 'ntpd', true],
      ['tag', 'web', false],
    ]);
  });
  it('filters by type and title (AND); filtered entries are still validated', () => {
    const { result, bag } = run('configuration:\n  package:\n    curl: {ensure: latest}\n    ntp: {ensure: latest}\n  service:\n    ntp: {ensure: stopped}\nconfiguration_options:\n  types_filter: [package]\n  titles_filter: [ntp]\n');
    expect(result.report.entries.map((e) => e.reason ?? e.status)).toEqual(['filtered-title', 'updated', 'filtered-type']);
    expect(bag.hasErrors).toBe(false);
  });
  it('never shows the values of sensitive parameters in the report', () => {
    const bag = new DiagnosticBag();
    const doc = loadYaml(new SourceFile('data.yaml', "configuration:\n  nova_config:\n    database/connection: {value: 'mysql://nova:secret@db/nova'}\n"), bag)!;
    const node = catalog('node01.example.com.json');
    node.resources.find((r) => r.title === 'database/connection')!.sensitive_parameters = ['value'];
    const result = overrideCatalogs({ source: new DocumentOverrideSource(doc), types: stubTypes, catalogs: [{ name: 'n.json', catalog: node }], taskMode: false }, bag);
    expect(result.report.entries[0]!.updates![0]!.changes[0]).toMatchObject({ parameter: 'value', before: '[sensitive]', after: '[sensitive]' });
    expect(resource(result, 'Nova_config', 'database/connection')!.parameters!.value).toBe('mysql://nova:secret@db/nova');
  });
  it('hides a Sensitive inside a value (a Deferred argument, an array element) but keeps the rest, and writes a Deferred given as rich data as it is', () => {
    const bag = new DiagnosticBag();
    const deferred = { __ptype: 'Deferred', name: 'mysql::password', arguments: [{ __ptype: 'Sensitive', __pvalue: 'hunter2' }] };
    const doc = loadYaml(new SourceFile('data.yaml', "configuration:\n  nova_config:\n    database/connection: {value: {__ptype: Deferred, name: 'vault::lookup', arguments: ['db']}}\n"), bag)!;
    const node = catalog('node01.example.com.json');
    node.resources.find((r) => r.title === 'database/connection')!.parameters!.value = deferred;
    const result = overrideCatalogs({ source: new DocumentOverrideSource(doc), types: stubTypes, catalogs: [{ name: 'n.json', catalog: node }], taskMode: false }, bag);
    const change = result.report.entries[0]!.updates![0]!.changes[0]!;
    expect(change.before).toEqual({ __ptype: 'Deferred', name: 'mysql::password', arguments: ['[sensitive]'] });
    expect(JSON.stringify(result.report)).not.toContain('hunter2');
    expect(resource(result, 'Nova_config', 'database/connection')!.parameters!.value).toEqual({ __ptype: 'Deferred', name: 'vault::lookup', arguments: ['db'] });
  });
  it('warns that a define instance cannot be re-expanded', () => {
    const { bag } = run('configuration:\n  base::vhost:\n    www.example.com: {port: 8080}\n');
    expect(codes(bag)).toEqual(['OVC4022']);
  });
});

describe('errors: all collected, nothing emitted', () => {
  it('reports structure, unknown types (even filtered) and unknown parameters together', () => {
    const { result, bag } = run('configuration:\n  pakage:\n    curl: {}\n  package:\n    mc:\n    curl: {ensur: latest}\n  service: nope\nconfiguration_options:\n  types_filter: [service]\n  type_filter: []\n');
    expect(result.catalogs).toBeUndefined();
    expect(codes(bag).sort()).toEqual(['OVC4004', 'OVC4006', 'OVC4008', 'OVC4010', 'OVC4011']);
    const d = Object.fromEntries(bag.items.map((x) => [x.code, x]));
    expect(d.OVC4006!.hint).toBe('Write `{}` for a resource without parameters: `mc: {}`.');
    expect(d.OVC4010!.hint).toBe("Did you mean 'package'?");
    expect(d.OVC4011!.hint).toBe("Did you mean 'ensure'?");
    expect(d.OVC4008!.hint).toBe("Did you mean 'types_filter'?");
  });
  it('rejects references to resources that are not in the catalog', () => {
    const { result, bag } = run("configuration:\n  service:\n    ntp: {require: 'Package[chrony]'}\n");
    expect(codes(bag)).toEqual(['OVC4013']);
    expect(result.catalogs).toBeUndefined();
  });
});

describe('task mode', () => {
  it('updates each task catalog that has the resource and creates the rest once in create_resources', () => {
    const { result, bag } = run('configuration:\n  package:\n    curl: {ensure: latest}\n    mc: {ensure: absent}\n  service:\n    ssh: {enable: false}\n', ['tasks/base.json', 'tasks/ssh.json', 'tasks/nova.json']);
    expect(bag.items).toEqual([]);
    expect(result.report.entries.map((e) => [e.status, e.updates!.map((u) => u.catalog)])).toEqual([
      ['updated', ['tasks/base.json']],
      ['created', ['create_resources.json']],
      ['updated', ['tasks/ssh.json']],
    ]);
    expect(result.createResources!.catalog.resources.map((r) => `${r.type}[${r.title}]`)).toEqual(['Stage[main]', 'Class[Settings]', 'Class[main]', 'Package[mc]']);
  });
});

describe('explain', () => {
  const explain = (ref: string, yaml: string) => {
    const bag = new DiagnosticBag();
    const doc = loadYaml(new SourceFile('data.yaml', yaml), bag)!;
    const all = explainValue(ref, { source: new DocumentOverrideSource(doc), types: stubTypes, catalogs: [{ name: 'node.json', catalog: catalog('node01.example.com.json') }], taskMode: false }, bag);
    return { e: all?.[0], all, codes: codes(bag) };
  };
  it('lists the catalog value, the default and the explicit value, then the result', () => {
    const { e } = explain('Package[ntp].ensure', 'configuration:\n  package:\n    ntp: {ensure: "4.2"}\nconfiguration_options:\n  defaults: {package: {ensure: latest}}\n');
    expect(e!.steps.map((s) => [s.kind, s.value, s.location])).toEqual([
      ['catalog', 'installed', 'modules/base/manifests/init.pp:7'],
      ['default', 'latest', 'data.yaml:5:32'],
      ['override', '4.2', 'data.yaml:3:19'],
    ]);
    expect(e!.result).toBe('4.2');
    expect(renderExplanationText(e!)).toContain('=> "4.2"');
  });
  it('follows namevars and aliases to the catalog resource', () => {
    const { e } = explain('Package[sshd-package].ensure', 'configuration:\n  package:\n    sshd-package: {ensure: latest}\n');
    expect(e!.resource).toBe('Package[openssh]');
    expect(e!.result).toBe('latest');
  });
  it("reads Puppet's quoted titles: Package['ntp'].ensure and Package[\"ntp\"].ensure", () => {
    const data = 'configuration:\n  package:\n    ntp: {ensure: "4.2"}\n';
    expect(explain("Package['ntp'].ensure", data).e!.result).toBe('4.2');
    expect(explain('Package["ntp"].ensure', data).e!.result).toBe('4.2');
  });
  it('explains a whole resource: every parameter of the catalog and of the data', () => {
    const { all } = explain('Package[ntp]', 'configuration:\n  package:\n    ntp: {ensure: "4.2", provider: apt}\n');
    expect(all!.map((x) => [x.reference, x.result])).toEqual(expect.arrayContaining([['Package[ntp].ensure', '4.2'], ['Package[ntp].provider', 'apt']]));
  });
  it('reports a malformed reference and a value that exists nowhere', () => {
    expect(explain('Package mc', 'configuration: {}\n').codes).toEqual(['OVC4040']);
    expect(explain('Package[nope].ensure', 'configuration: {}\n').codes).toEqual(['OVC4041']);
  });
});
