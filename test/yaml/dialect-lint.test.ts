// The YAML 1.1 / 1.2 dialect lint as the commands run it: validate, override, lookup --explain and
// heat merge warn on every scalar Puppet or Heat reads as another type than YAML 1.2 (and the eye) do.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag, MemoryHost, heatMerge, lookup, override, validate, type Diagnostic } from '../../src/pipeline/index.js';
import { lintYamlDialect } from '../../src/yaml/dialect-lint.js';
import { SourceFile } from '../../src/diagnostics/source.js';

const DATA = "configuration:\n  file:\n    /etc/motd:\n      mode: 0644\n      ensure: yes\n      owner: 'yes'\n";
const CATALOG = JSON.stringify({ name: 'n', resources: [{ type: 'File', title: '/etc/motd', parameters: { ensure: 'file' } }] });

function dialect(bag: DiagnosticBag): [string, string, number, string, string | undefined][] {
  return bag.items
    .filter((d: Diagnostic) => d.code === 'OVC1010' || d.code === 'OVC1011')
    .map((d) => [d.code, d.location!.source.path, d.location!.source.position(d.location!.start).line, d.message, d.hint]);
}

const MODE = (file: string, line: number): [string, string, number, string, string] => [
  'OVC1010',
  file,
  line,
  "'0644' is the int 420 in YAML 1.1 (Puppet, Heat) but the int 644 in YAML 1.2",
  "Write '0644' (quoted) for the string in every reader, or 420 for the int 420.",
];
const YES = (file: string, line: number): [string, string, number, string, string] => [
  'OVC1010',
  file,
  line,
  "'yes' is the boolean true in YAML 1.1 (Puppet, Heat) but a string in YAML 1.2",
  "Write 'yes' (quoted) for the string in every reader, or true for the boolean true.",
];

describe('the dialect lint in the commands', () => {
  it('validate warns with both readings and the quoted fix', () => {
    const bag = new DiagnosticBag();
    validate(new MemoryHost({ '/d/data.yaml': DATA }), ['/d/data.yaml'], { kind: 'override' }, bag);
    expect(dialect(bag)).toEqual([MODE('/d/data.yaml', 4), YES('/d/data.yaml', 5)]);
    expect(bag.hasErrors).toBe(false);
  });

  it('override warns on its --data files', () => {
    const bag = new DiagnosticBag();
    override(new MemoryHost({ '/d/data.yaml': DATA, '/c/n.json': CATALOG }), { catalogs: ['/c/n.json'], data: ['/d/data.yaml'] }, bag);
    expect(dialect(bag)).toEqual([MODE('/d/data.yaml', 4), YES('/d/data.yaml', 5)]);
  });

  it('override warns on the Hiera data it reads, lookup only with --explain', () => {
    const files = {
      '/h/hiera.yaml': 'version: 5\ndefaults:\n  data_hash: yaml_data\nhierarchy:\n  - name: common\n    path: common.yaml\n',
      '/h/data/common.yaml': DATA,
      '/f/facts.yaml': 'fqdn: n.example.com\n',
    };
    const viaHiera = new DiagnosticBag();
    override(new MemoryHost({ ...files, '/c/n.json': CATALOG }), { catalogs: ['/c/n.json'], hiera: '/h/hiera.yaml', facts: '/f/facts.yaml' }, viaHiera);
    expect(dialect(viaHiera)).toEqual([MODE('/h/data/common.yaml', 4), YES('/h/data/common.yaml', 5)]);
    const plain = new DiagnosticBag();
    lookup(new MemoryHost(files), { keys: ['configuration'], facts: '/f/facts.yaml', hiera: '/h/hiera.yaml' }, plain);
    expect(dialect(plain)).toEqual([]);
    const explained = new DiagnosticBag();
    lookup(new MemoryHost(files), { keys: ['configuration'], facts: '/f/facts.yaml', hiera: '/h/hiera.yaml', explain: true }, explained);
    expect(dialect(explained)).toEqual([MODE('/h/data/common.yaml', 4), YES('/h/data/common.yaml', 5)]);
  });

  it('heat merge warns on the environment files', () => {
    const bag = new DiagnosticBag();
    const host = new MemoryHost({ '/e/env.yaml': 'parameter_defaults:\n  FileMode: 0644\n  Debug: yes\n  Ratio: 1e3\n  Name: plain\n' });
    heatMerge(host, { environment: ['/e/env.yaml'], parameterFile: [], parameter: [] }, bag);
    expect(dialect(bag)).toEqual([
      MODE('/e/env.yaml', 2),
      YES('/e/env.yaml', 3),
      ['OVC1010', '/e/env.yaml', 4, "'1e3' is a string in YAML 1.1 (Puppet, Heat) but the float 1000.0 in YAML 1.2", "Write '1e3' (quoted) for the string in every reader, or 1000.0 for the float 1000.0."],
    ]);
  });
});

describe('lintYamlDialect', () => {
  it('leaves merge keys, quoted and tagged scalars and same-meaning scalars alone', () => {
    const bag = new DiagnosticBag();
    lintYamlDialect(new SourceFile('m.yaml', "base: &b {a: 1}\nx:\n  <<: *b\n  q: '0644'\n  t: !!str yes\n  n: 12\n  f: 4.0\n  s: 0x1F\n"), bag);
    expect(bag.items).toEqual([]);
  });

  it('finds every differing scalar the quick screen lets through (flow style, keys, signs, sexagesimal, dates)', () => {
    const bag = new DiagnosticBag();
    lintYamlDialect(new SourceFile('f.yaml', '[On, -0b11, 1_000, 1:30, 2020-01-01, 0o17, {1: a, ~: b}]\n'), bag);
    expect(bag.items.map((d) => [d.code, d.message])).toEqual([
      ['OVC1010', "'On' is the boolean true in YAML 1.1 (Puppet, Heat) but a string in YAML 1.2"],
      ['OVC1010', "'-0b11' is the int -3 in YAML 1.1 (Puppet, Heat) but a string in YAML 1.2"],
      ['OVC1010', "'1_000' is the int 1000 in YAML 1.1 (Puppet, Heat) but a string in YAML 1.2"],
      ['OVC1010', "'1:30' is the int 90 in YAML 1.1 (Puppet, Heat) but a string in YAML 1.2"],
      ['OVC1010', "'2020-01-01' is the timestamp 2020-01-01T00:00:00.000Z in YAML 1.1 (Puppet, Heat) but a string in YAML 1.2"],
      ['OVC1010', "'0o17' is a string in YAML 1.1 (Puppet, Heat) but the int 15 in YAML 1.2"],
      ['OVC1011', "Mapping key '1' is the int 1 in YAML 1.1, not a string"],
      ['OVC1011', "Mapping key '~' is null in YAML 1.1, not a string"],
    ]);
  });
});
