// Writes test/conformance/hot-fuzz/cases.json: random HOT templates (every version and release
// name; typed parameters with constraints, groups and environments merged from several files;
// conditions; intrinsic functions nested in each other) for the differential of
// test/conformance/hot-fuzz.test.ts. The generator is typed (it asks for a string, a list, a map)
// so most templates are valid; up to one in five has one deliberate fault (a wrong argument, a
// function its version lacks, a constraint broken) so Heat's errors are compared too.
// Deterministic: the same seed writes the same file. Heat's answers are then written by
// `python3 scripts/gen-hot-fuzz-expected.py`.
//   npx tsx scripts/gen-hot-fuzz-cases.ts [--seed N] [--count N]
import { mkdirSync, writeFileSync } from 'node:fs';
import { Choices } from './fuzz/choices.js';

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
type JsonMap = { [k: string]: Json };
type Kind = 'str' | 'num' | 'list' | 'map' | 'bool';
type ParamType = 'string' | 'number' | 'comma_delimited_list' | 'json' | 'boolean';

const VERSIONS = [
  '2013-05-23', '2014-10-16', '2015-04-30', '2015-10-15', '2016-04-08', '2016-10-14', '2017-02-24', '2017-09-01', '2018-03-02',
  '2018-08-31', '2021-04-16', 'newton', 'ocata', 'pike', 'queens', 'rocky', 'wallaby',
];
const ALIASES: Record<string, string> = { newton: '2016-10-14', ocata: '2017-02-24', pike: '2017-09-01', queens: '2018-03-02', rocky: '2018-08-31', wallaby: '2021-04-16' };

/** The version each function first appears in (HOTemplateYYYYMMDD.functions). */
const SINCE: Record<string, string> = {
  get_param: '2013-05-23', get_attr: '2013-05-23', get_resource: '2013-05-23', get_file: '2013-05-23', str_replace: '2013-05-23',
  list_join: '2014-10-16', repeat: '2015-04-30', digest: '2015-04-30', str_split: '2015-10-15', map_merge: '2016-04-08',
  yaql: '2016-10-14', map_replace: '2016-10-14', if: '2016-10-14', equals: '2016-10-14', filter: '2017-02-24', str_replace_strict: '2017-02-24',
  make_url: '2017-09-01', list_concat: '2017-09-01', list_concat_unique: '2017-09-01', str_replace_vstrict: '2017-09-01', contains: '2017-09-01',
};

const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'web', 'db', 'x', '', 'a,b', 'net-1', 'Foo Bar', '%x%', 'key', 'v1', '10', 'true', 'ü-ñ', '$x'];
const KEYS = ['a', 'b', 'c', 'name', 'size', 'role', 'k1', 'k2'];
const NUMS = [0, 1, 2, 3, 7, 10, 42, -1, -5, 100, 1.5, 0.25, 1024];
const CUSTOM: Record<string, { good: string[]; bad: string[] }> = {
  ip_addr: { good: ['10.0.0.1', '192.168.1.254', 'fd00::1'], bad: ['10.0.0.256', 'host', '010.0.0.1'] },
  net_cidr: { good: ['10.0.0.0/24', '192.168.0.0/16', 'fd00::/64'], bad: ['10.0.0.0/33', 'nope', '10.0.0'] },
  mac_addr: { good: ['fa:16:3e:00:00:01', '00-11-22-33-44-55'], bad: ['fa:16:3e:00:00', 'zz:16:3e:00:00:01'] },
  dns_name: { good: ['www.example.com', 'host-1'], bad: ['-bad.example.com', 'a..b'] },
  iso_8601: { good: ['2024-01-02T03:04:05Z', '2020-02-29'], bad: ['2024-13-01', 'yesterday'] },
  cron_expression: { good: ['0 0 * * *', '*/5 * * * *'], bad: ['61 * * * *', 'every day'] },
  timezone: { good: ['UTC', 'Europe/Paris'], bad: ['Mars/Olympus', 'GMT+25'] },
};
const DIGESTS = ['md5', 'sha1', 'sha256', 'sha512'];
const STRATEGIES = ['overwrite', 'merge', 'deep_merge'];

interface Param {
  name: string;
  type: ParamType;
  /** The value the template will see, for typed get_param paths. */
  sample: Json;
  /** Values its constraints accept, for environments and the request to give. */
  pool: Json[];
  /** Whether an environment may merge values into it (a string, list or map without constraints). */
  mergeable: boolean;
}
interface Resource {
  name: string;
  type: string;
  attrs: string[];
}

class Generator extends Choices {
  version = '';
  date = '';
  params: Param[] = [];
  resources: Resource[] = [];
  conditions: string[] = [];
  fileNames: string[] = [];
  /** The case's merge strategy per parameter, so environment files never conflict (unless by fault). */
  strategies: Record<string, string> = {};
  /** Parameters without a default that the first environment must give. */
  required: string[] = [];
  /** This case may carry one deliberate fault, placed at a random point. */
  faultBudget = 0;

  has(fn: string): boolean {
    return this.date >= SINCE[fn]!;
  }
  /** Spend the case's fault here (rarely, and at most once). */
  fault(p = 0.08): boolean {
    if (this.faultBudget > 0 && this.chance(p)) {
      this.faultBudget--;
      return true;
    }
    return false;
  }

  word(): string {
    return this.pick(WORDS);
  }
  scalar(): Json {
    return this.oneOf<Json>(
      () => this.word(),
      () => this.pick(NUMS),
      () => this.chance(0.5),
      () => (this.chance(0.3) ? null : this.word()),
    );
  }
  oneOf<T>(...gens: (() => T)[]): T {
    return this.pick(gens)();
  }
  literal(kind: Kind, d = 1): Json {
    switch (kind) {
      case 'str':
        return this.word();
      case 'num':
        return this.pick(NUMS);
      case 'bool':
        return this.chance(0.5);
      case 'list':
        return Array.from({ length: this.between(0, 3) }, () => (d > 0 && this.chance(0.2) ? this.literal('map', d - 1) : this.chance(0.7) ? this.word() : this.scalar()));
      case 'map': {
        const m: JsonMap = {};
        for (let i = this.between(0, 3); i > 0; i--) m[this.pick(KEYS)] = d > 0 && this.chance(0.25) ? this.literal(this.pick(['list', 'map'] as const), d - 1) : this.scalar();
        return m;
      }
    }
  }

  paramsOf(...types: ParamType[]): Param[] {
    return this.params.filter((p) => types.includes(p.type));
  }

  /** A value of `kind` at nesting depth `d`: a literal or a function giving one. */
  value(kind: Kind, d: number): Json {
    if (this.fault(0.04)) return this.faulty(d);
    if (d <= 0 || this.chance(0.25)) return this.leaf(kind);
    const n = d - 1;
    const gens: (() => Json)[] = [() => this.leaf(kind)];
    const add = (fn: string, g: () => Json) => {
      if (this.has(fn)) gens.push(g);
    };
    if (this.has('if') && this.conditions.length > 0) gens.push(() => this.ifCall(kind, n));
    add('yaql', () => this.yaql(kind, n));
    switch (kind) {
      case 'str':
        gens.push(() => this.strReplace(n), () => this.strReplace(n));
        add('list_join', () => this.listJoin(n));
        add('list_join', () => this.listJoin(n));
        add('digest', () => ({ digest: [this.pick(DIGESTS), this.arg('str', n)] }));
        add('str_split', () => ({ str_split: [this.pick([',', '-', ' ']), this.arg('str', n), this.chance(0.8) ? 0 : 1] }));
        add('make_url', () => this.makeUrl(n));
        if (this.fileNames.length > 0) gens.push(() => ({ get_file: this.pick(this.fileNames) }));
        if (this.resources.length > 0 && this.chance(0.4)) gens.push(() => this.attr());
        break;
      case 'list':
        add('str_split', () => ({ str_split: [this.pick([',', '-', ' ']), this.arg('str', n)] }));
        add('repeat', () => this.repeat(n));
        add('list_concat', () => ({ list_concat: this.some(() => this.arg('list', n), 1, 3) }));
        add('list_concat_unique', () => ({ list_concat_unique: this.some(() => this.arg('list', n), 1, 3) }));
        add('filter', () => ({ filter: [this.some(() => this.scalar(), 0, 2), this.arg('list', n)] }));
        break;
      case 'map':
        add('map_merge', () => ({ map_merge: this.some(() => this.arg('map', n), 1, 3) }));
        add('map_replace', () => this.mapReplace(n));
        break;
      case 'bool':
        add('contains', () => ({ contains: [this.arg('str', n), this.arg('list', n)] }));
        break;
      case 'num':
        break;
    }
    return this.pick(gens)();
  }

  /** A function's argument: mostly of the kind it takes, sometimes another (Heat's type errors). */
  arg(kind: Kind, n: number): Json {
    return this.chance(0.07) ? this.value(this.pick<Kind>(['str', 'num', 'list', 'map', 'bool']), n) : this.value(kind, n);
  }

  some(gen: () => Json, lo: number, hi: number): Json[] {
    return Array.from({ length: this.between(lo, hi) }, gen);
  }

  /** A literal or a get_param of a parameter that holds `kind`. */
  leaf(kind: Kind): Json {
    const fit = {
      str: this.paramsOf('string'),
      num: this.paramsOf('number'),
      list: this.paramsOf('comma_delimited_list'),
      map: this.paramsOf('json').filter((p) => p.sample !== null && typeof p.sample === 'object' && !Array.isArray(p.sample)),
      bool: this.paramsOf('boolean'),
    }[kind];
    if (fit.length > 0 && this.chance(0.55)) return this.getParam(this.pick(fit));
    if (kind === 'str' && this.chance(0.05)) return { get_param: this.pick(['OS::stack_name', 'OS::stack_id', 'OS::project_id']) };
    if (kind === 'str' && this.chance(0.15)) {
      const p = this.paramsOf('comma_delimited_list').filter((q) => Array.isArray(q.sample) && q.sample.length > 0);
      if (p.length > 0) return this.getParam(this.pick(p), true);
    }
    return this.literal(kind);
  }

  getParam(p: Param, path = false): Json {
    if (!path) return { get_param: p.name };
    const s = p.sample;
    if (Array.isArray(s)) return { get_param: [p.name, this.between(0, Math.max(0, s.length - 1))] };
    if (s !== null && typeof s === 'object') return { get_param: [p.name, this.pick(Object.keys(s).length > 0 ? Object.keys(s) : KEYS)] };
    return { get_param: p.name };
  }

  attr(): Json {
    const res = this.pick(this.resources);
    if (this.chance(0.3)) return { get_resource: res.name };
    return { get_attr: [res.name, this.pick(res.attrs)] };
  }

  ifCall(kind: Kind, n: number): Json {
    const cond: Json = this.chance(0.75) ? this.pick(this.conditions) : this.date >= '2017-02-24' && this.chance(0.5) ? this.condition(1) : this.chance(0.5);
    const args: Json[] = [cond, this.value(kind, n), this.value(kind, n)];
    // wallaby's if may leave out the false branch (the key then disappears).
    if (this.date >= '2021-04-16' && this.chance(0.1)) args.pop();
    return { if: args };
  }

  strReplace(n: number): Json {
    const fn = this.pick(['str_replace', 'str_replace', 'str_replace_strict', 'str_replace_vstrict'].filter((f) => this.has(f)));
    const keys = this.some(() => this.pick(['%x%', '$host', 'NAME', 'a', '__p__']), 1, 3) as string[];
    const template = this.chance(0.6) ? `${this.word()} ${keys.join(' ')} ${this.word()}`.trim() : this.arg('str', n);
    const params: JsonMap = {};
    // Before 2015-10-15 a value must be a string; from then on numbers, lists and maps are written as JSON.
    const json = this.date >= '2015-10-15';
    for (const k of keys) params[k] = json && this.chance(0.2) ? this.value(this.pick(['num', 'list', 'map'] as const), n) : this.arg('str', n);
    return { [fn]: { template, params } };
  }

  listJoin(n: number): Json {
    const lists = this.date >= '2015-10-15' ? this.some(() => this.arg('list', n), 1, 3) : [this.arg('list', n)];
    return { list_join: [this.pick([',', ', ', '-', '', '\n']), ...lists] };
  }

  makeUrl(n: number): Json {
    const u: JsonMap = { host: this.pick(['example.com', 'fd00::1', '10.0.0.1', 'h', '[fd00::2]', 'ü.example']) };
    if (this.chance(0.7)) u.scheme = this.pick(['http', 'https', 'ftp']);
    if (this.chance(0.5)) u.port = this.chance(0.7) ? this.pick([80, 8080, 443]) : this.pick(['8000', 'x']);
    if (this.chance(0.5)) u.path = this.arg('str', n);
    if (this.chance(0.3)) u.query = this.chance(0.5) ? this.literal('map', 0) : { q: this.pick(['a b', 'x&y=z', 'ü', '']), n: this.pick(NUMS) };
    if (this.chance(0.2)) u.fragment = this.word();
    if (this.chance(0.2)) u.username = this.pick(['bob', 'a b']);
    if (this.chance(0.1)) u.password = this.pick(['s3cret', 'p@ss']);
    return { make_url: u };
  }

  repeat(n: number): Json {
    const vars = this.some(() => this.pick(['%x%', '%y%', '<%n%>']), 1, 2) as string[];
    const forEach: JsonMap = {};
    // From 2016-10-14 a for_each value may also be a map (its keys are iterated).
    for (const v of vars) forEach[v] = this.date >= '2016-10-14' && this.chance(0.15) ? this.arg('map', n) : this.arg('list', n);
    const template: Json = this.chance(0.6) ? `${vars.join('-')}` : Object.fromEntries(vars.map((v) => [`k${v}`, v]));
    const body: JsonMap = { for_each: forEach, template };
    if (this.date >= '2017-09-01' && this.chance(0.4)) body.permutations = this.chance(0.5);
    return { repeat: body };
  }

  mapReplace(n: number): Json {
    const spec: JsonMap = {};
    if (this.chance(0.7)) spec.keys = Object.fromEntries(this.some(() => this.pick(KEYS), 0, 2).map((k) => [k as string, `${k as string}_new`]));
    if (this.chance(0.6)) spec.values = Object.fromEntries(this.some(() => this.word(), 0, 2).map((v) => [v as string, this.word()]));
    return { map_replace: [this.arg('map', n), spec] };
  }

  yaql(kind: Kind, n: number): Json {
    const [expression, data] = this.pick<[string, () => Json]>(
      {
        str: [
          ['$.data.toUpper()', () => this.arg('str', n)],
          ['$.data.a', () => this.arg('map', n)],
          ["$.data.join(',')", () => this.arg('list', n)],
          ["$.data + '-x'", () => this.arg('str', n)],
          ['str($.data)', () => this.arg(this.pick<Kind>(['num', 'list', 'map', 'bool']), n)],
          ["$.data.replace('a', 'b')", () => this.arg('str', n)],
          ['$.data.toLower().trim()', () => this.arg('str', n)],
          ["$.data.get('k1', 'none')", () => this.arg('map', n)],
          ['$.data.first()', () => this.arg('list', n)],
          ["'{0}-{1}'.format($.data, 1)", () => this.arg('str', n)],
        ] as [string, () => Json][],
        list: [
          ['$.data.distinct()', () => this.arg('list', n)],
          ['$.data.keys()', () => this.arg('map', n)],
          ["$.data.where($ != '')", () => this.arg('list', n)],
          ["$.data.split(',')", () => this.arg('str', n)],
          ['$.data.values()', () => this.arg('map', n)],
          ['$.data.flatten()', () => this.arg('list', n)],
          ['$.data.select(str($))', () => this.arg('list', n)],
          ['$.data.keys().where($ != a)', () => this.arg('map', n)],
          ['range(len($.data))', () => this.arg('list', n)],
          ['$.data.concat([1])', () => this.arg('list', n)],
          ['$.data.orderBy($)', () => this.arg('list', n)],
        ] as [string, () => Json][],
        map: [
          ['dict($.data.select([$, len($)]))', () => this.arg('list', n)],
          ['$.data', () => this.arg('map', n)],
          ['$.data.mergeWith({a => 1})', () => this.arg('map', n)],
          ['dict(a => $.data)', () => this.arg('str', n)],
          ['$.data.toDict($, 1)', () => this.arg('list', n)],
        ] as [string, () => Json][],
        num: [
          ['$.data.len()', () => this.arg('list', n)],
          ['len($.data)', () => this.arg('str', n)],
          ['int($.data)', () => this.arg('str', n)],
          ['$.data.len() * 2 + 1', () => this.arg('map', n)],
        ] as [string, () => Json][],
        bool: [
          ["'a' in $.data", () => this.arg('list', n)],
          ['$.data.len() > 1', () => this.arg('list', n)],
          ['$.data.isEmpty()', () => this.arg('list', n)],
          ['bool($.data)', () => this.arg(this.pick<Kind>(['str', 'list', 'map']), n)],
          ["$.data.any($ = 'a')", () => this.arg('list', n)],
        ] as [string, () => Json][],
      }[kind],
    );
    return { yaql: { expression, data: data() } };
  }

  /** A condition expression (conditions section, resource/output `condition`, if). */
  condition(d: number): Json {
    if (this.fault(0.05)) return this.pick<Json>([{ list_join: [',', ['a']] }, { equals: ['a'] }, { not: [true, false] }, { and: 'x' }, 'no_such_condition']);
    const pickable = this.conditions.length > 0 && this.date >= '2017-09-01';
    const gens: (() => Json)[] = [
      () => ({ equals: [this.condArg(), this.condArg()] }),
      () => ({ equals: [this.condArg(), this.condArg()] }),
      () => this.chance(0.5),
    ];
    if (d > 0) {
      gens.push(() => ({ not: this.condition(d - 1) }));
      gens.push(() => ({ [this.pick(['and', 'or'])]: this.some(() => this.condition(d - 1), 2, 3) }));
    }
    if (pickable) gens.push(() => this.pick(this.conditions));
    if (this.date >= '2017-09-01') {
      gens.push(() => ({ contains: [this.condArg(), this.condParamList()] }));
      gens.push(() => ({ yaql: { expression: this.pick(['$.data.len() > 1', "'a' in $.data", '$.data = true', 'bool($.data)']), data: this.condArg(true) } }));
    }
    return this.pick(gens)();
  }

  condArg(any = false): Json {
    const ps = this.params;
    if (ps.length > 0 && this.chance(any ? 0.8 : 0.6)) {
      const p = this.pick(ps);
      return p.type === 'json' || p.type === 'comma_delimited_list' ? (this.chance(0.5) ? this.getParam(p, true) : { get_param: p.name }) : { get_param: p.name };
    }
    return this.scalar();
  }

  condParamList(): Json {
    const lists = this.paramsOf('comma_delimited_list');
    return lists.length > 0 && this.chance(0.6) ? { get_param: lists[0]!.name } : this.some(() => this.word(), 0, 3);
  }

  /** Something wrong for this version or this function. */
  faulty(d: number): Json {
    const later = Object.keys(SINCE).filter((f) => !this.has(f));
    const gens: (() => Json)[] = [
      () => ({ list_join: [',', { a: 1 }] }),
      () => ({ str_replace: { template: 'x', params: ['a'] } }),
      () => ({ get_param: 'undeclared_param' }),
      () => ({ get_file: 'missing.txt' }),
      () => ({ get_attr: ['no_such_resource', 'value'] }),
      () => ({ digest: ['md4', 'x'] }),
      () => ({ map_merge: [{ a: 1 }, ['b']] }),
      () => ({ str_split: [',', 'a,b', 9] }),
      () => ({ repeat: { template: '%x%' } }),
      () => ({ list_concat: [['a'], 'b'] }),
      () => ({ make_url: { host: 'h', port: 70000 } }),
      () => ({ yaql: { expression: '$.data.(', data: 1 } }),
      () => ({ if: ['undefined_condition', 'a', 'b'] }),
      () => ({ get_param: [this.params[0]?.name ?? 'p', 'no', 'such', 'path'] }),
      () => ({ 'Fn::Join': [',', ['a', 'b']] }),
    ];
    if (later.length > 0) gens.push(() => ({ [this.pick(later)]: this.literal('list', d) }));
    return this.pick(gens)();
  }

  // ---- parameters -----------------------------------------------------------------------

  sampleOf(type: ParamType): Json {
    switch (type) {
      case 'string':
        return this.word();
      case 'number':
        return this.pick(NUMS);
      case 'comma_delimited_list':
        return this.some(() => this.pick(KEYS.concat(['web', 'db'])), 0, 3);
      case 'json':
        return this.chance(0.8) ? this.literal('map', 1) : this.literal('list', 0);
      case 'boolean':
        return this.chance(0.5);
    }
  }

  /** A parameter value as a template default or an environment writes it. */
  written(type: ParamType, v: Json): Json {
    if (type === 'comma_delimited_list' && Array.isArray(v) && this.chance(0.5)) return v.join(',');
    if (type === 'number' && this.chance(0.2)) return String(v);
    if (type === 'boolean' && this.chance(0.3)) return this.pick(v ? ['true', 'yes', 'on', 1] : ['false', 'no', 'off', 0]);
    if (type === 'json' && this.chance(0.15)) return JSON.stringify(v);
    return v;
  }

  constraints(type: ParamType, value: Json): Json[] {
    const out: Json[] = [];
    const bad = this.fault(0.35);
    const desc = (): JsonMap => (this.chance(0.3) ? { description: 'must fit' } : {});
    if (type === 'string') {
      const s = String(value);
      if (this.chance(0.4)) out.push({ length: bad ? { min: s.length + 1 } : { min: 0, max: s.length + this.between(0, 4) }, ...desc() });
      if (this.chance(0.3)) out.push({ allowed_values: bad ? ['zzz'] : [s, 'other'], ...desc() });
      if (this.chance(0.3)) out.push({ allowed_pattern: bad ? '[0-9]+' : this.pick(['.*', '[^\\n]*', '(|.+)']), ...desc() });
    } else if (type === 'number') {
      const x = Number(value);
      if (this.chance(0.5)) out.push({ range: bad ? { min: x + 1 } : this.pick<JsonMap>([{ min: x - 1 }, { max: x }, { min: x, max: x + 10 }]), ...desc() });
      if (this.chance(0.2)) out.push({ allowed_values: bad ? [12345] : [x, 99] });
      if (this.date >= '2017-02-24' && this.chance(0.2) && Number.isInteger(x)) out.push({ modulo: bad ? { step: 2, offset: Math.abs(x % 2) === 1 ? 0 : 1 } : { step: 1, offset: 0 } });
    } else if (type === 'comma_delimited_list' || type === 'json') {
      const len = Array.isArray(value) ? value.length : value !== null && typeof value === 'object' ? Object.keys(value).length : 0;
      if (this.chance(0.4)) out.push({ length: bad ? { max: Math.max(0, len - 1), min: len + 1 } : { max: len + 2 } });
      if (type === 'comma_delimited_list' && this.chance(0.2) && Array.isArray(value)) out.push({ allowed_values: bad ? ['nope'] : [...(value as Json[]), 'x'] });
    } else if (this.chance(0.3)) out.push({ allowed_values: bad ? [!value] : [value, true, false] });
    return out;
  }

  parameters(count: number): JsonMap {
    const out: JsonMap = {};
    for (let i = 0; i < count; i++) {
      const name = `p${i}`;
      const custom = this.chance(0.15);
      const type: ParamType = custom ? 'string' : this.pick(['string', 'string', 'number', 'comma_delimited_list', 'json', 'boolean']);
      let sample = this.sampleOf(type);
      let pool: Json[] | undefined;
      const schema: JsonMap = { type };
      let constraints: Json[] = [];
      if (custom) {
        const c = this.pick(Object.keys(CUSTOM));
        pool = CUSTOM[c]!.good;
        sample = this.pick(this.fault(0.3) ? CUSTOM[c]!.bad : pool);
        constraints = [{ custom_constraint: c }];
      } else if (this.chance(0.5)) constraints = this.constraints(type, sample);
      if (constraints.length > 0) pool ??= [sample];
      const hasDefault = this.chance(0.85);
      if (hasDefault) schema.default = this.written(type, sample);
      // Without a default the environment (or the request) gives the value, unless this is the fault.
      else if (!this.fault(0.5)) this.required.push(name);
      if (this.chance(0.2)) schema.label = `Param ${i}`;
      if (this.chance(0.3)) schema.description = this.word();
      if (this.chance(0.15)) schema.hidden = this.chance(0.8);
      if (this.chance(0.15)) schema.immutable = this.chance(0.8);
      if (this.date >= '2018-03-02' && this.chance(0.1)) schema.tags = ['role_specific'];
      if (constraints.length > 0) schema.constraints = constraints;
      if (this.fault(0.03)) schema.type = this.pick(['integer', 'list', 'map']);
      out[name] = schema;
      this.params.push({ name, type, sample, pool: pool ?? [], mergeable: !pool && ['string', 'comma_delimited_list', 'json'].includes(type) });
    }
    return out;
  }

  parameterGroups(names: string[]): Json {
    const groups: Json[] = [];
    let rest = [...names];
    while (rest.length > 0 && this.chance(0.6)) {
      const take = rest.slice(0, this.between(1, rest.length));
      rest = rest.slice(take.length);
      const g: JsonMap = { label: `group ${groups.length}`, parameters: take };
      if (this.chance(0.3)) g.description = this.word();
      groups.push(g);
    }
    if (this.fault(0.4)) groups.push({ label: 'bad', parameters: [this.pick(['missing_param', names[0] ?? 'x'])] });
    return groups;
  }

  // ---- environments ---------------------------------------------------------------------

  /** A value for `p` that its constraints accept. */
  valueFor(p: Param): Json {
    return this.written(p.type, p.pool.length > 0 ? this.pick(p.pool) : this.sampleOf(p.type));
  }

  /** `registered`: the resources whose types only the registry knows (an exact, wildcard or per-resource entry). */
  environment(registered: Resource[], first: boolean): JsonMap {
    const env: JsonMap = {};
    const some = (p: number) => this.params.filter((q) => (first && this.required.includes(q.name)) || this.chance(p));
    const value = (p: Param) => (this.fault(0.05) ? this.written(p.type, this.wrongValue(p.type)) : this.valueFor(p));
    const defaults = some(0.35);
    if (defaults.length > 0) env.parameter_defaults = Object.fromEntries(defaults.map((p) => [p.name, value(p)]));
    const params = this.params.filter(() => this.chance(0.15));
    if (params.length > 0) env.parameters = Object.fromEntries(params.map((p) => [p.name, value(p)]));
    if (Object.keys(this.strategies).length > 0 && this.chance(0.7)) {
      const named = Object.entries(this.strategies).filter(() => this.chance(0.7));
      env.parameter_merge_strategies = Object.fromEntries(named.map(([k, v]) => [k, this.fault(0.1) ? this.pick(['append', 'overwrite', 'merge']) : v]));
    }
    if (registered.length > 0 || this.chance(0.2)) {
      const reg: JsonMap = {};
      const alias = this.chance(0.3);
      const perResource: JsonMap = {};
      for (const r of registered) {
        if (r.type.startsWith('OS::Fuzz::Wild::')) reg['OS::Fuzz::Wild::*'] = 'OS::Heat::None';
        else if (r.type === 'OS::Fuzz::Only') perResource[r.name] = { 'OS::Fuzz::Only': 'OS::Heat::None' };
        else reg[r.type] = alias && this.chance(0.5) ? 'OS::Fuzz::Alias' : 'OS::Heat::None';
      }
      if (alias) reg['OS::Fuzz::Alias'] = 'OS::Heat::None';
      if (Object.keys(perResource).length > 0) reg.resources = perResource;
      env.resource_registry = reg;
    }
    return env;
  }

  wrongValue(type: ParamType): Json {
    return { string: ['a', 'b'], number: 'many', comma_delimited_list: { a: 1 }, json: 'not json {', boolean: 'maybe' }[type] as Json;
  }

  // ---- the case -------------------------------------------------------------------------

  case(index: number): JsonMap {
    this.version = this.pick(VERSIONS);
    this.date = ALIASES[this.version] ?? this.version;
    this.params = [];
    this.resources = [];
    this.conditions = [];
    this.faultBudget = this.chance(0.2) ? 1 : 0;
    this.required = [];
    const files: Record<string, string> = {};
    this.fileNames = [];
    if (this.chance(0.3)) {
      for (let i = this.between(1, 2); i > 0; i--) {
        const name = this.pick(['data.txt', 'script.sh', 'conf/app.ini', 'cfg.json']);
        files[name] = this.pick(['hello\n', '#!/bin/sh\necho hi\n', '[a]\nb = 1\n', '{"a": 1}', '']);
      }
      this.fileNames = Object.keys(files);
    }

    const tpl: JsonMap = { heat_template_version: this.version };
    if (this.chance(0.3)) tpl.description = `fuzz case ${index}`;
    const params = this.parameters(this.between(0, 5));
    if (Object.keys(params).length > 0 || this.chance(0.2)) tpl.parameters = params;
    if (Object.keys(params).length > 0 && this.chance(0.25)) tpl.parameter_groups = this.parameterGroups(Object.keys(params));

    if (this.date >= '2016-10-14' && this.chance(0.7)) {
      const conds: JsonMap = {};
      for (let i = this.between(1, 3); i > 0; i--) {
        const name = `c${Object.keys(conds).length}`;
        conds[name] = this.condition(2);
        this.conditions.push(name);
      }
      tpl.conditions = conds;
    }

    const registered: Resource[] = [];
    const resources: JsonMap = {};
    const plan = Array.from({ length: this.between(1, 4) }, (_, i) => i);
    // Declare the resources first so get_attr/get_resource can name any earlier one.
    for (const i of plan) {
      const kind = this.pick(['none', 'none', 'none', 'value', 'random', 'registered']);
      const mapped = this.pick([`OS::Fuzz::T${i}`, `OS::Fuzz::T${i}`, `OS::Fuzz::Wild::W${i}`, 'OS::Fuzz::Only']);
      const type = { none: 'OS::Heat::None', value: 'OS::Heat::Value', random: 'OS::Heat::RandomString', registered: mapped }[kind]!;
      const name = `r${i}`;
      const attrs = kind === 'value' ? ['value'] : kind === 'random' ? ['value'] : ['anything', 'value'];
      const body: JsonMap = { type };
      // Only OS::Heat::None (and what maps to it) takes any properties; the others get valid literals.
      const before = this.resources;
      if (kind === 'none' || kind === 'registered') {
        const props: JsonMap = {};
        for (let j = this.between(0, 3); j > 0; j--) props[`prop${j}`] = this.value(this.pick(['str', 'str', 'list', 'map', 'bool', 'num'] as const), this.between(1, 3));
        if (Object.keys(props).length > 0 || this.chance(0.3)) body.properties = props;
      } else if (kind === 'value') body.properties = { value: this.literal(this.pick(['str', 'list', 'map'] as const)) };
      else if (this.chance(0.5)) body.properties = { length: this.pick([4, 8, 16]), character_classes: [{ class: 'digits', min: 1 }] };
      if (this.conditions.length > 0 && this.chance(0.4)) body.condition = this.chance(0.7) ? this.pick(this.conditions) : this.date >= '2017-09-01' ? this.condition(1) : this.chance(0.5);
      if (before.length > 0 && this.chance(0.2)) body.depends_on = this.chance(0.5) ? this.pick(before).name : [this.pick(before).name];
      if (this.chance(0.1)) body.metadata = this.literal('map', 0);
      if (this.chance(0.05)) body.deletion_policy = this.fault(0.5) ? 'retain' : this.pick(['Retain', 'Delete']);
      resources[name] = body;
      this.resources = [...before, { name, type, attrs }];
      if (kind === 'registered') registered.push({ name, type, attrs });
    }
    tpl.resources = resources;

    const outputs: JsonMap = {};
    for (let i = this.between(1, 4); i > 0; i--) {
      const o: JsonMap = { value: this.value(this.pick(['str', 'str', 'list', 'map', 'bool', 'num'] as const), this.between(1, 4)) };
      if (this.chance(0.2)) o.description = this.word();
      if (this.conditions.length > 0 && this.date >= '2016-10-14' && this.chance(0.25)) o.condition = this.pick(this.conditions);
      outputs[`o${i}`] = o;
    }
    tpl.outputs = outputs;

    const spec: JsonMap = { name: `hot-fuzz-${String(index).padStart(4, '0')}`, template: toYaml(tpl) };
    this.strategies = {};
    for (const p of this.params) if (p.mergeable && this.chance(0.4)) this.strategies[p.name] = this.pick(STRATEGIES);
    if (this.params.every((p) => p.mergeable) && this.chance(0.3)) this.strategies.default = this.pick(STRATEGIES);
    const envCount = this.chance(0.6) ? this.between(1, 3) : 0;
    const envFiles: string[] = [];
    for (let i = 0; i < envCount; i++) {
      const name = `env${i}.yaml`;
      files[name] = toYaml(this.environment(i === 0 ? registered : [], i === 0));
      envFiles.push(name);
    }
    if (envCount === 0 && (registered.length > 0 || this.required.length > 0 || this.chance(0.2))) spec.environment = toYaml(this.environment(registered, true));
    if (Object.keys(files).length > 0) spec.files = files;
    if (envFiles.length > 0) spec.environment_files = envFiles;
    if (this.params.length > 0 && this.chance(0.25)) {
      const p = this.pick(this.params);
      spec.parameters = { [p.name]: this.fault(0.3) ? this.written(p.type, this.wrongValue(p.type)) : this.valueFor(p) };
      if (spec.parameters[p.name] !== null && typeof spec.parameters[p.name] === 'object') spec.parameters[p.name] = JSON.stringify(spec.parameters[p.name]);
    }
    return spec;
  }
}

const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_:.%-]*$/;
const YAML11_WORDS = new Set(['y', 'n', 'yes', 'no', 'on', 'off', 'true', 'false', 'null']);

function key(k: string): string {
  return PLAIN_KEY.test(k) && !YAML11_WORDS.has(k.toLowerCase()) && !k.startsWith('%') ? k : JSON.stringify(k);
}

/** Block YAML with every scalar and every collection inside a list in JSON spelling, so YAML 1.1 and 1.2 read the same. */
function toYaml(v: JsonMap): string {
  const lines: string[] = [];
  const isFilled = (x: Json): x is JsonMap => x !== null && typeof x === 'object' && !Array.isArray(x) && Object.keys(x).length > 0;
  const emit = (x: Json, indent: string, head: string) => {
    if (isFilled(x)) {
      lines.push(head);
      for (const [k, item] of Object.entries(x)) emit(item, indent + '  ', `${indent}${key(k)}:`);
    } else if (Array.isArray(x) && x.length > 0) {
      lines.push(head);
      for (const item of x) lines.push(`${indent}- ${JSON.stringify(item)}`);
    } else lines.push(`${head} ${JSON.stringify(x)}`);
  };
  for (const [k, x] of Object.entries(v)) {
    if (k === 'heat_template_version') lines.push(`${k}: ${String(x)}`);
    else emit(x, '  ', `${key(k)}:`);
  }
  return lines.join('\n') + '\n';
}

function main(argv: string[]): void {
  const arg = (flag: string, fallback: number) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? Number(argv[at + 1]) : fallback;
  };
  const seed = arg('--seed', 20261124);
  const count = arg('--count', 600);
  const g = new Generator(seed);
  const cases = Array.from({ length: count }, (_, i) => g.case(i + 1));
  const dir = new URL('../test/conformance/hot-fuzz/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('cases.json', dir), JSON.stringify({ seed, count, cases }, null, 1) + '\n');
  console.log(`${count} cases (seed ${seed})`);
}

main(process.argv.slice(2));
