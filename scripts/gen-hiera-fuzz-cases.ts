// Writes test/conformance/hiera-generated/cases.json: random Hiera 5 environments (hiera.yaml with
// path, paths, glob, globs and mapped_paths levels, YAML and JSON data, lookup_options, interpolations)
// and random `puppet lookup` command lines against them, for the differential of
// test/conformance/hiera-generated.test.ts. About a tenth of the lookups are meant to fail (an
// interpolation cycle, an alias inside a string, an unknown interpolation function, a bad merge) so
// that errors are compared too. Deterministic: the same seed writes the same file. Puppet's outcomes
// are then written by `python3 scripts/gen-hiera-fuzz-expected.py`.
//   npx tsx scripts/gen-hiera-fuzz-cases.ts [--seed N]
import { mkdirSync, writeFileSync } from 'node:fs';
import { Choices } from './fuzz/choices.js';

/** A scalar as written in a YAML file and in a JSON file (the two need not denote the same value). */
interface Scalar {
  y: string;
  j: string;
}
type Node = Scalar | Node[] | { hash: [string, Node][] };

const isScalar = (n: Node): n is Scalar => !Array.isArray(n) && 'y' in n;
const isHashNode = (n: Node): n is { hash: [string, Node][] } => !Array.isArray(n) && 'hash' in n;

const str = (s: string): Scalar => ({ y: JSON.stringify(s), j: JSON.stringify(s) });
const num = (text: string, json = text): Scalar => ({ y: text, j: json });

const SCALARS: Scalar[] = [
  num('0'), num('1'), num('42'), num('-7'), num('1000'), num('2.5'), num('-0.25'), num('3.0'), num('1.5e3', '1.5e3'),
  num('true'), num('false'), num('null'), { y: '~', j: 'null' },
  str('alpha'), str('beta'), str('gamma'), str(''), str('two words'), str('café'), str('123'), str('true'),
  str('--alpha'), str('--'), str('^x'), str('a.b'), str('50%'),
  // YAML 1.1 spellings Puppet's Psych reads as other types.
  { y: 'yes', j: 'true' }, { y: 'off', j: 'false' }, { y: '0x1F', j: '31' }, { y: '017', j: '15' }, { y: 'plain text', j: '"plain text"' },
  { y: "'single quoted'", j: '"single quoted"' },
];
const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'web', 'db', 'x', 'y', 'z', 'paris', 'oslo', '--beta', '--x'];
const HASH_KEYS = ['a', 'b', 'c', 'port', 'host', 'opts', 'x.y', '--a', 'list', 'name', '1'];
/** Environment names (the environment directory Puppet reads; %{::environment} in paths and data). */
const ENVIRONMENTS = ['production', 'production', 'production', 'staging'];

interface FactSet {
  name: string;
  node: string;
  facts: Record<string, unknown>;
}

/** One `puppet lookup` command line (read by test/conformance/hiera-generated.test.ts too). */
export interface Case {
  id: string;
  env: string;
  facts: string;
  node: string;
  environment: string;
  keys: string[];
  merge?: string;
  knock_out_prefix?: string;
  sort_merged_arrays?: boolean;
  merge_hash_arrays?: boolean;
  default?: string;
  /** What the case is meant to exercise when it is meant to fail. */
  invalid?: string;
}

/** An environment: its files by path, and its nodes' fact sets by name. */
export interface Env {
  files: Record<string, string>;
  facts: Record<string, Record<string, unknown>>;
}

interface Level {
  yaml: string;
  /** Data files this level reads for each fact set (relative to the environment). */
  files: Map<string, string[]>;
  json: boolean;
}

class Generator extends Choices {
  shuffle<T>(xs: readonly T[]): T[] {
    const out = [...xs];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.r(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  factSets(): FactSet[] {
    const hosts = this.shuffle(['web1', 'web2', 'db1', 'app3', 'cache9']).slice(0, 2);
    return hosts.map((host, i) => {
      const domain = this.pick(['example.com', 'corp.example.org', 'lan']);
      const facts: Record<string, unknown> = {
        hostname: host,
        fqdn: `${host}.${domain}`,
        clientcert: `${host}.${domain}`,
        domain,
        role: this.pick(['web', 'db', 'app']),
        datacenter: this.pick(['east', 'west']),
        os: { family: this.pick(['Debian', 'RedHat']), release: { major: this.pick(['12', '9']), full: '12.4' } },
        groups: this.shuffle(['admins', 'devs', 'ops']).slice(0, this.between(0, 3)),
        sites: { paris: 'fr', oslo: 'no' },
        'dotted.fact': 'dotted',
        count: this.between(0, 9),
        ratio: 0.5,
        enabled: this.chance(0.5),
      };
      return { name: `f${i + 1}`, node: `${host}.${domain}`, facts };
    });
  }

  /** A template of a data file path and the path it gives for a fact set. */
  pathTemplate(): [string, (f: FactSet) => string] {
    const t = this.pick<[string, (f: FactSet) => string]>([
      ['nodes/%{trusted.certname}', (f) => `nodes/${f.node}`],
      ['nodes/%{::hostname}', (f) => `nodes/${f.facts.hostname as string}`],
      ['roles/%{::role}', (f) => `roles/${f.facts.role as string}`],
      ['roles/%{role}', (f) => `roles/${f.facts.role as string}`],
      ['os/%{facts.os.family}', (f) => `os/${(f.facts.os as { family: string }).family}`],
      ['os/%{facts.os.family}/%{facts.os.release.major}', (f) => `os/${(f.facts.os as { family: string }).family}/${(f.facts.os as { release: { major: string } }).release.major}`],
      ['dc/%{facts.datacenter}', (f) => `dc/${f.facts.datacenter as string}`],
      ['domain/%{trusted.domain}', (f) => `domain/${f.node.slice(f.node.indexOf('.') + 1)}`],
      ['env/%{::environment}', () => 'env/ENVIRONMENT'],
      ['count/%{facts.count}', (f) => `count/${String(f.facts.count)}`],
      ['common', () => 'common'],
      ['common', () => 'common'],
      ['global', () => 'global'],
    ]);
    return t;
  }

  level(index: number, facts: FactSet[]): Level {
    const json = this.chance(0.15);
    const ext = json ? '.json' : '.yaml';
    const lines = [`  - name: "Level ${index}"`];
    const files = new Map<string, string[]>(facts.map((f) => [f.name, []]));
    const datadir = this.chance(0.2) ? 'other' : undefined;
    const dir = datadir ?? 'data';
    const add = (f: FactSet, p: string) => files.get(f.name)!.push(`${dir}/${p}`);
    const kind = this.pick(['path', 'path', 'path', 'paths', 'glob', 'globs', 'mapped_paths']);
    if (kind === 'path' || kind === 'paths') {
      const n = kind === 'path' ? 1 : this.between(2, 3);
      const ts = Array.from({ length: n }, () => this.pathTemplate());
      if (kind === 'path') lines.push(`    path: "${ts[0]![0]}${ext}"`);
      else lines.push('    paths:', ...ts.map(([t]) => `      - "${t}${ext}"`));
      for (const f of facts) for (const [, p] of ts) add(f, `${p(f)}${ext}`);
    } else if (kind === 'glob' || kind === 'globs') {
      const patterns = kind === 'glob' ? [`conf.d/*${ext}`] : [`conf.d/%{::role}*${ext}`, `extra/{a,b}${ext}`];
      if (kind === 'glob') lines.push(`    glob: "${patterns[0]}"`);
      else lines.push('    globs:', ...patterns.map((p) => `      - "${p}"`));
      for (const f of facts) {
        if (kind === 'glob') for (const n of ['10-first', '20-second']) add(f, `conf.d/${n}${ext}`);
        else {
          add(f, `conf.d/${f.facts.role as string}-x${ext}`);
          add(f, `extra/a${ext}`);
          add(f, `extra/b${ext}`);
        }
      }
    } else {
      lines.push(`    mapped_paths: ["${this.pick(['facts.groups', '::groups', 'groups'])}", g, "groups/%{g}${ext}"]`);
      for (const f of facts) for (const g of f.facts.groups as string[]) add(f, `groups/${g}${ext}`);
    }
    if (datadir) lines.push(`    datadir: ${datadir}`);
    if (json) lines.push('    data_hash: json_data');
    return { yaml: lines.join('\n'), files, json };
  }

  scalar(): Scalar {
    return this.pick(SCALARS);
  }

  value(d: number, keys: readonly string[]): Node {
    const k = this.r(10);
    if (d > 0 && k < 2) return Array.from({ length: this.between(0, 4) }, () => (this.chance(0.8) ? this.arrayElement(keys) : this.value(d - 1, keys)));
    if (d > 0 && k < 4) {
      const n = this.between(0, 4);
      const hash: [string, Node][] = [];
      for (const key of this.shuffle(HASH_KEYS).slice(0, n)) hash.push([key, this.value(d - 1, keys)]);
      return { hash };
    }
    if (k < 6 && keys.length > 0) return this.interpolation(keys);
    return this.scalar();
  }

  arrayElement(keys: readonly string[]): Node {
    if (keys.length > 0 && this.chance(0.1)) return this.interpolation(keys);
    return this.chance(0.7) ? str(this.pick(WORDS)) : this.scalar();
  }

  /** A string with interpolations; `keys` are the keys it may look up (all later in the key order, so no cycle). */
  interpolation(keys: readonly string[]): Scalar {
    const ref = () => this.pick(keys);
    const parts = Array.from({ length: this.between(1, 2) }, () =>
      this.pick<() => string>([
        () => '%{facts.os.family}',
        () => '%{::role}',
        () => '%{role}',
        () => '%{trusted.certname}',
        () => '%{trusted.hostname}',
        () => '%{facts.groups.0}',
        () => '%{facts.sites.paris}',
        () => '%{facts."dotted.fact"}',
        () => '%{facts.count}',
        () => '%{facts.ratio}',
        () => '%{facts.enabled}',
        () => '%{facts.os}',
        () => '%{facts.groups}',
        () => "%{scope('role')}",
        () => "%{scope('facts.os.release.major')}",
        () => "%{literal('%')}{x}",
        () => '%{::environment}',
        () => '%{no_such_variable}',
        () => '%{facts.os.nope}',
        () => '%{}',
        () => `%{lookup('${ref()}')}`,
        () => `%{lookup('${ref()}')}`,
        () => `%{hiera('${ref()}')}`,
        () => `%{lookup("${ref()}")}`,
      ])(),
    );
    if (this.chance(0.15)) return str(`%{alias('${ref()}')}`);
    const sep = this.pick(['', '-', ' ', '/']);
    return str(this.chance(0.5) ? parts.join(sep) : `pre ${parts.join(sep)} post`);
  }

  lookupOptions(keys: readonly string[]): Node {
    const hash: [string, Node][] = [];
    const targets = this.shuffle(keys).slice(0, this.between(1, 3));
    for (const key of targets) hash.push([key, this.mergeOption()]);
    if (this.chance(0.4)) hash.push([this.pick(['^list', '^con', '^ns::', '^.*_h$', '^m']), this.mergeOption()]);
    return { hash };
  }

  mergeOption(): Node {
    const strategy = this.pick(['first', 'unique', 'hash', 'deep', 'deep', 'deep']);
    const merge: [string, Node][] = [['strategy', str(strategy)]];
    if (strategy === 'deep') {
      if (this.chance(0.4)) merge.push(['knockout_prefix', str('--')]);
      if (this.chance(0.3)) merge.push(['sort_merged_arrays', num('true')]);
      if (this.chance(0.3)) merge.push(['merge_hash_arrays', num('true')]);
    }
    const opts: [string, Node][] = [['merge', this.chance(0.3) && merge.length === 1 ? str(strategy) : { hash: merge }]];
    if (this.chance(0.1)) opts.push(['convert_to', str('Array')]);
    return { hash: opts };
  }

  environment(envIndex: number): { env: Env; cases: Omit<Case, 'id'>[] } {
    const facts = this.factSets();
    const environment = this.pick(ENVIRONMENTS);
    const nLevels = this.between(2, 5);
    const levels = Array.from({ length: nLevels }, (_, i) => this.level(i + 1, facts));
    if (this.chance(0.7)) {
      const common = levels.at(-1)!;
      if (!common.yaml.includes('common')) levels.push({ yaml: '  - name: "Common"\n    path: "common.yaml"', files: new Map(facts.map((f) => [f.name, ['data/common.yaml']])), json: false });
    }
    const config: string[] = ['---', 'version: 5'];
    // Without `defaults` Puppet's own apply (datadir data, data_hash yaml_data).
    if (this.chance(0.6)) config.push('defaults:', '  datadir: data', '  data_hash: yaml_data');
    config.push('hierarchy:', ...levels.map((l) => l.yaml));

    // Keys in a fixed order: a key's interpolations look up only keys after it, so no cycle by accident.
    const keys = this.shuffle(['alpha', 'beta', 'list', 'conf', 'ns::setting', 'msg', 'mixed_h', 'message', 'numbers', 'nested']).slice(0, this.between(5, 8));
    const invalidKeys: [string, string][] = [];
    const files: Record<string, string> = { 'hiera.yaml': `${config.join('\n')}\n` };
    const byFile = new Map<string, boolean>();
    for (const l of levels) for (const list of l.files.values()) for (const f of list) byFile.set(f.replace('ENVIRONMENT', environment), l.json);
    const dataFiles = [...byFile.keys()];
    const special = this.chance(0.55) ? this.pick(['cycle', 'alias_in_string', 'unknown_function', 'missing_lookup', 'bad_merge_options', 'bad_strategy', 'self_lookup']) : undefined;
    for (const [fi, file] of dataFiles.entries()) {
      if (fi > 0 && this.chance(0.1)) continue; // a level's file that does not exist
      const hash: [string, Node][] = [];
      for (const [i, key] of keys.entries()) {
        if (this.chance(0.45)) hash.push([key, this.value(this.between(0, 3), keys.slice(i + 1))]);
      }
      if (this.chance(0.15)) hash.push(['a.b', str('dotted key')]);
      if (this.chance(0.3)) hash.push(['lookup_options', this.lookupOptions(keys)]);
      if (special && fi === 0) {
        const [k, v, lo] = this.invalid(special, keys);
        hash.push([k, v]);
        if (lo) {
          const existing = hash.find(([name]) => name === 'lookup_options');
          if (existing && isHashNode(existing[1])) existing[1].hash.push(...lo.hash);
          else hash.push(['lookup_options', lo]);
        }
        invalidKeys.push([k, special]);
      }
      if (hash.length === 0 && this.chance(0.3)) {
        files[file] = this.chance(0.5) ? '' : '---\n';
        continue;
      }
      files[file] = byFile.get(file) ? `${emitJson({ hash }, '')}\n` : emitYaml({ hash });
    }
    // Decoy files no level reads.
    files['data/unused.yaml'] = emitYaml({ hash: [[keys[0]!, str('unused')]] });

    const cases: Omit<Case, 'id'>[] = [];
    const n = this.between(7, 10);
    for (let i = 0; i < n; i++) {
      const f = this.pick(facts);
      const c: Omit<Case, 'id'> = { env: `e${String(envIndex).padStart(2, '0')}`, facts: f.name, node: f.node, environment, keys: [this.lookupKey(keys)] };
      if (this.chance(0.1)) c.keys.push(this.lookupKey(keys));
      this.commandLineMerge(c);
      if (this.chance(0.12)) c.default = this.pick(['fallback', '42', '']);
      cases.push(c);
    }
    for (const [k, why] of invalidKeys) cases.push({ env: `e${String(envIndex).padStart(2, '0')}`, facts: facts[0]!.name, node: facts[0]!.node, environment, keys: [k], invalid: why });
    if (this.chance(0.15)) {
      // The deep merge options without --merge deep: Puppet refuses the command line.
      const c: Omit<Case, 'id'> = { env: `e${String(envIndex).padStart(2, '0')}`, facts: facts[0]!.name, node: facts[0]!.node, environment, keys: [this.pick(keys)], invalid: 'deep options without --merge deep' };
      if (this.chance(0.5)) c.merge = this.pick(['hash', 'unique']);
      c.knock_out_prefix = '--';
      cases.push(c);
    }
    const envFacts: Record<string, Record<string, unknown>> = {};
    for (const f of facts) envFacts[f.name] = f.facts;
    if (this.chance(0.1)) {
      // Puppet wants hostname, domain, fqdn and clientcert given all together or not at all.
      const { domain: _domain, ...partial } = facts[0]!.facts;
      envFacts.partial = partial;
      cases.push({ env: `e${String(envIndex).padStart(2, '0')}`, facts: 'partial', node: facts[0]!.node, environment, keys: [this.pick(keys)], invalid: 'facts without domain' });
    }
    return { env: { files, facts: envFacts }, cases };
  }

  lookupKey(keys: readonly string[]): string {
    const key = this.pick(keys);
    const k = this.r(20);
    if (k < 12) return key;
    if (k < 14) return `${key}.${this.pick(HASH_KEYS.filter((h) => !h.includes('.')))}`;
    if (k < 15) return `${key}."x.y"`;
    if (k < 16) return `${key}.${this.between(0, 2)}`;
    if (k < 17) return `${key}.opts.${this.pick(['a', '0', 'b'])}`;
    if (k < 18) return this.pick(['no_such_key', 'ns::missing', '"a.b"']);
    if (k < 19) return 'a.b';
    return `'${key}'`;
  }

  commandLineMerge(c: Omit<Case, 'id'>): void {
    const k = this.r(10);
    if (k < 5) return;
    c.merge = this.pick(['first', 'unique', 'hash', 'deep', 'deep']);
    if (c.merge === 'deep') {
      if (this.chance(0.4)) c.knock_out_prefix = this.pick(['--', '^']);
      if (this.chance(0.3)) c.sort_merged_arrays = true;
      if (this.chance(0.3)) c.merge_hash_arrays = true;
    }
  }

  /** A key meant to fail: its name, value, and lookup_options to add. */
  invalid(kind: string, keys: readonly string[]): [string, Node, { hash: [string, Node][] } | undefined] {
    switch (kind) {
      case 'cycle':
        return ['loop_a', { hash: [['x', str("%{lookup('loop_a.y')}")], ['y', str("%{lookup('loop_a.x')}")]] }, undefined];
      case 'self_lookup':
        return ['self_ref', str("before %{lookup('self_ref')} after"), undefined];
      case 'alias_in_string':
        return ['alias_bad', str(`value: %{alias('${this.pick(keys)}')}`), undefined];
      case 'unknown_function':
        return ['unknown_fn', str(`%{${this.pick(['nosuch', 'lookup_key', 'facts', 'Lookup'])}('${this.pick(keys)}')}`), undefined];
      case 'missing_lookup':
        return ['missing_ref', str("%{lookup('not_there')}"), undefined];
      case 'bad_merge_options':
        return ['bad_opts', { hash: [['a', num('1')]] }, { hash: [['bad_opts', { hash: [['merge', { hash: [['strategy', str('deep')], ['bogus', num('true')]] }]] }]] }];
      default:
        return ['bad_strategy', { hash: [['a', num('1')]] }, { hash: [['bad_strategy', { hash: [['merge', str('shallow')]] }]] }];
    }
  }
}

function yamlKey(k: string): string {
  return /^[a-z_][a-z0-9_]*(::[a-z0-9_]+)*$/.test(k) ? k : JSON.stringify(k);
}

function emitYaml(node: Node, indent = ''): string {
  if (isScalar(node)) return `${indent}${node.y}\n`;
  if (Array.isArray(node)) {
    if (node.length === 0) return `${indent}[]\n`;
    return node.map((e) => (isScalar(e) ? `${indent}- ${e.y}\n` : emptyFlow(e) !== undefined ? `${indent}- ${emptyFlow(e)!}` : `${indent}-\n${emitYaml(e, `${indent}  `)}`)).join('');
  }
  if (node.hash.length === 0) return `${indent}{}\n`;
  return node.hash
    .map(([k, v]) => {
      const flow = isScalar(v) ? v.y : emptyFlow(v)?.trim();
      return flow !== undefined ? `${indent}${yamlKey(k)}: ${flow}\n` : `${indent}${yamlKey(k)}:\n${emitYaml(v, `${indent}  `)}`;
    })
    .join('');
}

function emptyFlow(n: Node): string | undefined {
  if (Array.isArray(n) && n.length === 0) return '[]\n';
  if (isHashNode(n) && n.hash.length === 0) return '{}\n';
  return undefined;
}

function emitJson(node: Node, indent: string): string {
  if (isScalar(node)) return node.j;
  const inner = `${indent}  `;
  if (Array.isArray(node)) return node.length === 0 ? '[]' : `[\n${node.map((e) => inner + emitJson(e, inner)).join(',\n')}\n${indent}]`;
  return node.hash.length === 0 ? '{}' : `{\n${node.hash.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${emitJson(v, inner)}`).join(',\n')}\n${indent}}`;
}

function main(): void {
  const seedArg = process.argv.indexOf('--seed');
  const seed = seedArg >= 0 ? Number(process.argv[seedArg + 1]) : 20261124;
  const g = new Generator(seed);
  const envs: Record<string, Env> = {};
  const cases: Case[] = [];
  for (let e = 1; e <= 36; e++) {
    const { env, cases: cs } = g.environment(e);
    envs[`e${String(e).padStart(2, '0')}`] = env;
    for (const c of cs) cases.push({ id: `${c.env}-${String(cases.filter((x) => x.env === c.env).length + 1).padStart(2, '0')}`, ...c });
  }
  const dir = new URL('../test/conformance/hiera-generated/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('cases.json', dir), `${JSON.stringify({ seed, envs, cases }, null, 1)}\n`);
  console.log(`${cases.length} cases in ${Object.keys(envs).length} environments (${cases.filter((c) => c.invalid).length} meant to fail)`);
}

main();
