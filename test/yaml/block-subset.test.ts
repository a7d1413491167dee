// The subset reader against js-yaml: loadYaml with it and without it gives the same document (the
// value to the last ExactNumber and key order, every span of the span map, the diagnostics) on
// generated documents full of YAML 1.1 traps, on every YAML file of the repository, on override
// data as large as the bench writes it and on mutants of them all, under every set of options.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateData } from '../../bench/override.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { ExactNumber } from '../../src/data/exact-number.js';
import { loadYaml, type YamlLoadOptions } from '../../src/yaml/load.js';
import { compare, fuzzSubset, OPTION_SETS, subsetReads, subsetSeeds } from '../../scripts/fuzz/yaml-subset.js';

const OVERRIDE: YamlLoadOptions = { lintDialect: true, locate: 'always' };
const HEAT: YamlLoadOptions = { python: true, locate: 'rarely', lintDialect: true };

/** Checks one text under `options`; says whether the subset reader took it. */
function agrees(text: string, options: YamlLoadOptions): boolean {
  expect(compare(text, options), text).toBeUndefined();
  return subsetReads(text, options);
}

function rng(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

const SAFE_KEYS = ['a', 'b', 'c', 'd', 'name', 'type', 'default', "'8080'", '"0"', 'OS::TripleO::Services::Foo', 'Key With Spaces', 'k-1', 'x_y', 'ControllerCount', 'NtpServer', 'length', 'min', 'max', "'quoted'", '"dq"', 'description', 'constraints', "'/etc/motd'", "'package-12'"];
const SAFE_SCALARS = [
  'plain', 'value-12-345', 'two words', "it's", '../puppet/x.yaml', 'OS::Heat::None', '0', '7', '-3', '1.5', 'true', 'false', "'single'", '"double"', '{}', '[]', '0.pool.ntp.org', '2016-10-14',
  '{ensure: latest}', "{enable: false, require: 'Package[p]'}", '{content: "new 5\\n"}', '[a, b]', "[x, 'y', \"z\"]", '{a: [1, 2], b: {c: d}}', '{ }', '[ ]', '{mode: 0644, owner: root}',
];
const KEYS = ['a', 'b', 'name', 'OS::TripleO::Services::Foo', 'Key With Spaces', 'k-1', 'x_y', "'quoted'", '"dq"', 'on', 'yes', 'No', 'null', '~', '1', '2.0', '0x1f', '.5', 'a#b', 'a #b', 'http://h', '[k]', '-k', '?k', '__proto__', 'true', 'y', '<<', "'a' ", '"a\\tb"', '{k: v}', '&a k', '!t k', "''"];
const SCALARS = [
  'plain', 'value-12-345', 'two words', "it's", 'a#b', 'a #comment', '../puppet/x.yaml', '.hidden', '.5', '.inf', '.NaN', '..', 'OS::Heat::None',
  '0', '7', '-3', '-0', '007', '0644', '0x1F', '0o17', '0b101', '1_000', '+5', '12345678901234567890', '-12345678901234567890', '9007199254740993', '1:30', '190:20:30', '2016-10-14', '2001-12-14t21:59:43.10-05:00',
  '1.5', '-0.25', '2.0', '4.0', '1e3', '1.0e+3', '1.0e+30', '3.', '0.10', 'true', 'false', 'True', 'FALSE', 'yes', 'No', 'on', 'OFF', 'y', 'n', 'Y', 'null', 'Null', '~', '',
  "''", "'single'", "'it''s'", "'a # b'", "'unclosed", '"double"', '"esc\\"aped"', '"a # b"', '"x" y', "'x'#c", "'x' # c", '"\\x41\\u00e9\\n\\t\\\\"', '"bad \\q"', '"\\U0001F600"', '"\\N\\_"',
  '{}', '[]', '{a: 1}', '[a, b]', '{ }', '{a: 1,}', '[a, b,]', '{a:1}', '{"a":1}', '{a}', '{a: }', '[a: b]', '[a, [b, [c]]]', '{a: {b: {c: 4.0}}}', '{a: yes, b: 0644}', '{a: 1, a: 2}', '[a, , b]', '{a: 1', '[a] b', '{a: 1} # c', '[-1, -x, - y]', '[a #c]',
  'x: y', 'x:', 'a:b', 'http://h:80/p', '&anchor v', '*alias', '!!str 1', '!custom x', '|', '>', '- item', '@at', '`tick', '%pct', '<<', '=', '---', '...',
  'trailing   ', '\u00a0nbsp', 'tab\there', 'lone \ud800 surrogate', 'caf\u00e9 😀',
];

/** Mostly ordinary keys and values, a trap now and then: documents stay in the subset often enough to compare. */
const key = (r: (n: number) => number) => (r(8) === 0 ? KEYS[r(KEYS.length)]! : SAFE_KEYS[r(SAFE_KEYS.length)]!);
const scalar = (r: (n: number) => number) => (r(8) === 0 ? SCALARS[r(SCALARS.length)]! : SAFE_SCALARS[r(SAFE_SCALARS.length)]!);

function generate(r: (n: number) => number, depth: number, indent: number, out: string[]): void {
  const pad = ' '.repeat(indent);
  const entries = 1 + r(5);
  const list = depth > 0 && r(4) === 0;
  for (let e = 0; e < entries; e++) {
    if (r(12) === 0) out.push(r(2) ? '' : `${pad}# a comment`);
    const head = list ? '-' : `${key(r)}:`;
    if (depth < 4 && r(3) === 0) {
      out.push(`${pad}${head}${r(6) === 0 ? ' # note' : ''}`);
      // A list under a key may sit at the key's own indent, as YAML allows.
      const deeper = !list && r(3) === 0 ? indent : indent + 1 + r(3);
      if (deeper === indent) {
        const items = 1 + r(3);
        for (let k = 0; k < items; k++) {
          // Now and then an item that is a mapping (`- key: value` and its next keys below it).
          if (r(3) === 0) {
            const gap = ' '.repeat(1 + r(2));
            out.push(`${pad}-${gap}${key(r)}: ${scalar(r)}`);
            for (let m = r(3); m > 0; m--) out.push(`${pad} ${gap}${key(r)}: ${scalar(r)}`);
          } else out.push(`${pad}- ${scalar(r)}`);
        }
      } else generate(r, depth + 1, deeper, out);
    } else if (!list && r(10) === 0) {
      out.push(`${pad}${head}`);
    } else {
      out.push(`${pad}${head} ${scalar(r)}`);
    }
    // Now and then something out of place: a stray deeper line, a mapping line in a list.
    if (r(25) === 0) out.push(`${pad}  stray`);
  }
}

function repositoryYamlFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.ya?ml$/.test(name)) files.push(p);
    }
  };
  walk('test');
  walk('examples');
  return files;
}

describe('the subset YAML reader', () => {
  it("gives js-yaml's document or gives up, on 6,000 generated documents under every set of options", () => {
    const r = rng(42);
    let taken = 0;
    for (let n = 0; n < 6000; n++) {
      const lines: string[] = [];
      if (r(10) === 0) lines.push(r(2) ? '---' : '--- # start');
      generate(r, 0, 0, lines);
      if (agrees(lines.join('\n') + (r(2) ? '\n' : ''), OPTION_SETS[n % OPTION_SETS.length]!)) taken++;
    }
    // The generator's traps make many documents fall back; enough must not, or nothing is compared.
    expect(taken).toBeGreaterThan(400);
  });

  it("gives js-yaml's document or gives up on every YAML file of the repository, under every set of options", () => {
    const files = repositoryYamlFiles();
    let taken = 0;
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      for (const options of OPTION_SETS) if (agrees(text, options)) taken++;
    }
    expect(files.length).toBeGreaterThan(500);
    expect(taken).toBeGreaterThan(1000);
  });

  it('reads override data as the bench writes it, with every span, in one pass', () => {
    const text = generateData(600, 3000);
    for (const options of OPTION_SETS.filter((o) => !o.limits)) expect(agrees(text, options)).toBe(true);
    const doc = loadYaml(new SourceFile('d.yaml', text), new DiagnosticBag(), OVERRIDE)!;
    const at = (path: (string | number)[]) => {
      const l = doc.locate(path);
      return text.slice(l.start, l.end);
    };
    const configuration = (doc.value as { configuration: Record<string, Record<string, unknown>> }).configuration;
    const [title, params] = Object.entries(configuration.service!).find(([, p]) => Object.keys(p as object).length === 2)!;
    expect(params).toEqual({ enable: false, require: 'Package[package-0]' });
    expect(at(['configuration', 'service', title, 'require'])).toBe("'Package[package-0]'");
    expect(at(['configuration', 'service', title])).toBe("{enable: false, require: 'Package[package-0]'");
    const key = doc.locateKey(['configuration', 'service', title]);
    expect(text.slice(key.start, key.end)).toBe(`'${title}'`);
  });

  it('gives the exact numbers, duplicate keys and dialect warnings js-yaml does, in flow collections too', () => {
    const text = [
      '--- # override data',
      'configuration:',
      '  file:',
      "    '/etc/motd': {mode: 0644, ensure: yes, size: 4.0, big: 12345678901234567890, hex: 0x1f, none: ~}",
      "    '/etc/issue': {content: \"caf\\u00e9\\n\\t\\\"q\\\"\", owner: 'o''brien', list: [1, [2, {x: on}], '3'], empty: {}}",
      "    '/etc/motd': {ensure: absent}",
      '  package:',
      '    mc:',
      '      ensure: latest',
      '      ensure: present # a duplicate',
      '    list:',
      '    - a',
      '    -',
      '    - {b: c}',
      '    nothing:',
      '',
    ].join('\n');
    expect(agrees(text, OVERRIDE)).toBe(true);
    const bag = new DiagnosticBag();
    const doc = loadYaml(new SourceFile('d.yaml', text), bag, OVERRIDE)!;
    const motd = (doc.value as { configuration: { file: Record<string, unknown> } }).configuration.file['/etc/motd'];
    expect(motd).toEqual({ ensure: 'absent' });
    const issue = (doc.value as { configuration: { file: Record<string, Record<string, unknown>> } }).configuration.file['/etc/issue']!;
    expect(issue.content).toBe('café\n\t"q"');
    expect(bag.items.map((d) => d.code)).toEqual(['OVC1005', 'OVC1005', 'OVC1010', 'OVC1010', 'OVC1010']);
    // (The first /etc/motd, read before it was overridden, in the exact reading.)
    const first = loadYaml(new SourceFile('d.yaml', text.replace("'/etc/motd': {ensure", "'/etc/other': {ensure")), new DiagnosticBag(), OVERRIDE)!;
    const read = (first.value as { configuration: { file: Record<string, Record<string, unknown>> } }).configuration.file['/etc/motd']!;
    expect(read.size).toStrictEqual(new ExactNumber('4.0', 'float'));
    expect(read.big).toStrictEqual(new ExactNumber('12345678901234567890', 'integer'));
    expect([read.mode, read.ensure, read.hex, read.none]).toEqual([420, true, 31, null]);
  });

  it('takes the environment files Heat deployments are made of', () => {
    const env = [
      '# TripleO-like environment',
      'resource_registry:',
      '  OS::TripleO::Services::Ntp: ../puppet/services/time/ntp.yaml',
      '  OS::TripleO::Services::Foo: OS::Heat::None',
      'parameter_defaults:',
      '  NtpServer:',
      '  - 0.pool.ntp.org',
      '  - 1.pool.ntp.org',
      "  ControllerCount: 3",
      '  Debug: true',
      "  CloudName: 'overcloud.example.com'",
      '  ExtraConfig: {}',
      '  Ratio: 1.5',
      '  ControllerParameters:',
      '    NovaReservedHostMemory: 4096',
      '  NeutronBridgeMappings:',
      '    - name: datacentre',
      '      bridge: br-ex',
      '    -   name: tenant',
      '        bridge: br-tenant',
      'parameter_merge_strategies:',
      '  ControllerParameters: deep_merge',
      '',
    ].join('\n');
    // (Not under the tight limits some option sets give: over them, js-yaml reports the limit.)
    for (const options of OPTION_SETS.filter((o) => !o.limits)) expect(agrees(env, options)).toBe(true);
  });

  it('leaves to js-yaml what it is not sure of', () => {
    const texts = [
      'a: b\r\n', 'a:\tb\n', 'a: b\x07\n', 'a: b\x85c\n', '\ufeffa: b\n',
      'a: &x 1\nb: *x\n', 'a: !!str 1\n', 'a: |\n  x\n', 'a: >\n  x\n', 'a: b\n  c\n', "a: 'b\n  c'\n", 'a: {b: 1,\n  c: 2}\n', 'a: [b,\n  c]\n',
      '? a\n: b\n', 'b: 1\n<<: {a: 1}\n', 'a: 1\n---\nb: 2\n', 'a: 1\n...\n', '%YAML 1.1\n---\na: 1\n', '', '# only a comment\n', 'scalar\n', '{a: 1}\n',
      'on: 1\n', '2.0: x\n', 'a: 2016-10-14\n', '{a: 1,}\n', 'a: {b: 1,}\n', 'a: {b}\n', 'a: {"b":1}\n', 'a: [b: c]\n', 'a: - b\n',
    ];
    for (const text of texts) {
      expect(subsetReads(text, OVERRIDE), JSON.stringify(text)).toBe(text === 'a: 2016-10-14\n');
      expect(compare(text, OVERRIDE), JSON.stringify(text)).toBeUndefined();
    }
    // Dates are objects the subset leaves to js-yaml.
    expect(subsetReads('a: 2016-10-14\n', { timestamps: 'date' })).toBe(false);
    // Integral floats carry Python's spelling for Heat: js-yaml's too.
    expect(subsetReads('a: 2.0\n', HEAT)).toBe(false);
    expect(subsetReads('a: b\u00a0c\n', OVERRIDE)).toBe(true);
  });

  it('leaves a lone surrogate to js-yaml, which refuses it (the subset reader once read it)', () => {
    const text = 'a: x\ud800y\n';
    expect(subsetReads(text, HEAT)).toBe(false);
    const bag = new DiagnosticBag();
    expect(loadYaml(new SourceFile('t.yaml', text), bag, HEAT)).toBeUndefined();
    expect(bag.items.map((d) => d.code)).toEqual(['OVC1001']);
    expect(subsetReads('a: caf\u00e9 \ud83d\ude00\n', HEAT)).toBe(true);
  });

  it('refuses a list indicator where a value is expected, as js-yaml does (key: - value)', () => {
    for (const text of ['key: - value\n', 'parameter_defaults:\n  a: - b\n', 'a:\n  b: - c\n  d: e\n']) {
      expect(subsetReads(text, HEAT), text).toBe(false);
      expect(compare(text, HEAT)).toBeUndefined();
    }
    expect(agrees('a: -b\n', HEAT)).toBe(true);
  });

  it("agrees with js-yaml on 20,000 mutants of environment files and override data (npm run fuzz runs 300,000)", () => {
    const result = fuzzSubset(subsetSeeds(), 20_000, 7);
    expect(result.disagreements).toEqual([]);
    expect(result.taken).toBeGreaterThan(5_000);
  });
});
