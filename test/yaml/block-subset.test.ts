// The subset reader against js-yaml: on thousands of generated documents full of YAML 1.1 traps,
// and on every YAML file of the repository, it either gives up or gives js-yaml's value exactly.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBlockSubset } from '../../src/yaml/block-subset.js';
import { compare, fuzzSubset, reference, spelled } from '../../scripts/fuzz/yaml-subset.js';

/** Checks one text; says whether the subset reader took it. */
function agrees(text: string): boolean {
  const fast = loadBlockSubset(text, 100);
  if (fast === undefined) return false;
  const ref = reference(text);
  expect(ref, text).toBeDefined();
  expect(ref!.clean, text).toBe(true);
  expect(spelled(ref!.value), text).toBe(false);
  expect(fast, text).toStrictEqual(ref!.value);
  return true;
}

function rng(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

const SAFE_KEYS = ['a', 'b', 'c', 'd', 'name', 'type', 'default', 'OS::TripleO::Services::Foo', 'Key With Spaces', 'k-1', 'x_y', 'ControllerCount', 'NtpServer', 'length', 'min', 'max', "'quoted'", '"dq"', 'description', 'constraints'];
const SAFE_SCALARS = ['plain', 'value-12-345', 'two words', "it's", '../puppet/x.yaml', 'OS::Heat::None', '0', '7', '-3', '1.5', 'true', 'false', "'single'", '"double"', '{}', '[]', '0.pool.ntp.org', '2016-10-14'];
const KEYS = ['a', 'b', 'name', 'OS::TripleO::Services::Foo', 'Key With Spaces', 'k-1', 'x_y', "'quoted'", '"dq"', 'on', 'yes', 'No', 'null', '~', '1', '2.0', '0x1f', '.5', 'a#b', 'a #b', 'http://h', '[k]', '-k', '?k', '__proto__', 'true', 'y'];
const SCALARS = [
  'plain', 'value-12-345', 'two words', "it's", 'a#b', 'a #comment', '../puppet/x.yaml', '.hidden', '.5', '.inf', '.NaN', '..', 'OS::Heat::None',
  '0', '7', '-3', '-0', '007', '0x1F', '0o17', '0b101', '1_000', '+5', '12345678901234567890', '1:30', '190:20:30', '2016-10-14', '2001-12-14t21:59:43.10-05:00',
  '1.5', '-0.25', '2.0', '1e3', '1.0e+3', '3.', '0.10', 'true', 'false', 'True', 'FALSE', 'yes', 'No', 'on', 'OFF', 'y', 'n', 'Y', 'null', 'Null', '~', '',
  "''", "'single'", "'it''s'", "'a # b'", "'unclosed", '"double"', '"esc\\"aped"', '"a # b"', '"x" y', "'x'#c", "'x' # c",
  '{}', '[]', '{a: 1}', '[a, b]', '{ }', 'x: y', 'x:', 'a:b', 'http://h:80/p', '&anchor v', '*alias', '!!str 1', '!custom x', '|', '>', '- item', '@at', '`tick', '%pct', '<<', '=',
  'trailing   ', '\u00a0nbsp', 'tab\there',
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

describe('the block-subset YAML reader', () => {
  it('gives js-yaml\'s value or gives up, on 4,000 generated documents', () => {
    const r = rng(42);
    let taken = 0;
    for (let n = 0; n < 4000; n++) {
      const lines: string[] = [];
      generate(r, 0, 0, lines);
      if (agrees(lines.join('\n') + (r(2) ? '\n' : ''))) taken++;
    }
    // The generator's traps make most documents fall back; enough must not, or nothing is compared.
    expect(taken).toBeGreaterThan(120);
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
    expect(agrees(env)).toBe(true);
  });

  it('leaves tabs, carriage returns and characters YAML forbids to js-yaml', () => {
    for (const text of ['a: b\r\n', 'a:\tb\n', 'a: b\x07\n', 'a: b\x85c\n', '\ufeffa: b\n']) expect(loadBlockSubset(text, 100), JSON.stringify(text)).toBeUndefined();
    expect(loadBlockSubset('a: b\u00a0c\n', 100)).toEqual({ a: 'b\u00a0c' });
  });

  it('gives js-yaml\'s value or gives up on every YAML file of the repository', () => {
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
    let taken = 0;
    for (const f of files) if (agrees(readFileSync(f, 'utf8'))) taken++;
    expect(files.length).toBeGreaterThan(50);
    expect(taken).toBeGreaterThan(5);
  });

  it('refuses a list indicator where a value is expected, as js-yaml does (key: - value)', () => {
    for (const text of ['key: - value\n', 'parameter_defaults:\n  a: - b\n', 'a:\n  b: - c\n  d: e\n']) {
      expect(loadBlockSubset(text, 100), text).toBeUndefined();
      expect(compare(text)).toBeUndefined();
    }
    expect(loadBlockSubset('a: -b\n', 100)).toEqual({ a: '-b' });
  });

  it('agrees with js-yaml on 20,000 mutants of the repository\'s environment files (npm run fuzz runs 300,000)', () => {
    const seeds = ['examples/heat/base.yaml', 'examples/heat/debug.yaml', 'examples/heat/production.yaml'].map((f) => readFileSync(f, 'utf8'));
    const result = fuzzSubset(seeds, 20_000, 7);
    expect(result.disagreements).toEqual([]);
    expect(result.taken).toBeGreaterThan(1_000);
  });
});
