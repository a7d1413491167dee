// Writes test/conformance/compile-generated/<case>/site.pp: a few hundred small random manifests
// (5-40 statements each) for the catalog differential of test/conformance/compile-generated.test.ts.
// Each combines statement-level constructs: resources (title arrays, `default:` bodies, `* =>`),
// resource defaults in several scopes, classes (typed parameters, inherits, include / contain /
// require / resource-like), defines (nested instances, $title / $name), virtual and exported
// resources with realize and collectors (queries, override blocks), references and overrides
// (`+>`), relationship metaparameters and chains, tags, tagged(), defined(), stages. The generator
// tracks what a manifest declares so that most cases compile; about one in ten gets a deliberate
// mistake (a duplicate, a missing reference or class, a value of the wrong type...) so error
// parity is held too. Deterministic: the same seed writes the same cases. Puppet's outcomes are
// then written by `python3 scripts/gen-compile-fuzz-expected.py`.
//   npx tsx scripts/gen-compile-fuzz-cases.ts [--seed N] [--count N]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Choices } from './fuzz/choices.js';
import { option, writeManifestCases } from './fuzz/cli.js';

type ResourceType = 'notify' | 'file' | 'exec' | 'package' | 'service' | 'user';
const TYPES: readonly ResourceType[] = ['notify', 'notify', 'notify', 'file', 'exec', 'package', 'service', 'user'];
const TAGS = ['alpha', 'beta', 'gamma', 'web', 'db'];
const MESSAGES = ["'hello'", "'world'", "'x y'", '42', "''", "'multi\nline'", '"tab\\there"', "['a', 'b']", 'true', '3.5', 'undef'];

/** A class or define of the manifest, with what its body declares. */
interface ClassDef {
  name: string;
  params: { name: string; type: string; value: string; wrong: string }[];
  parent?: ClassDef;
  /** Resource references its body declares concretely. */
  refs: string[];
  /** Its body's virtual resources, collectable once the class is declared. */
  virtuals: Virtual[];
  text: string;
}
interface DefineDef {
  name: string;
  params: string[];
  /** Title suffixes of the notify resources an instance declares ("${title}<suffix>"). */
  suffixes: string[];
  /** The instance each instance declares in turn, if any: [define, title suffix]. */
  nested?: [DefineDef, string];
  text: string;
}
/** A virtual resource (or define instance): its reference, its tags, and whether it is exported. */
interface Virtual {
  ref: string;
  type: string;
  tags: string[];
  exported: boolean;
}

function cap(type: string): string {
  return type.split('::').map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join('::');
}
function ref(type: string, title: string): string {
  return `${cap(type)}['${title}']`;
}
function q(s: string): string {
  return `'${s}'`;
}

class Generator extends Choices {
  r100(): number {
    return this.between(0, 99);
  }
  some<T>(xs: readonly T[], max: number): T[] {
    const out: T[] = [];
    for (let i = this.between(1, max); i > 0 && xs.length > 0; i--) {
      const x = this.pick(xs);
      if (!out.includes(x)) out.push(x);
    }
    return out;
  }
}

/** One manifest under construction: what it has declared so far, and its text. */
class Manifest {
  private readonly lines: string[] = [];
  /** Title counters, shared by a manifest and its class bodies so titles never repeat. */
  private readonly counters: Map<string, number>;
  /** References that exist in the final catalog (concrete resources, in scope order). */
  readonly known: string[];
  readonly virtuals: Virtual[];
  readonly classes: ClassDef[];
  readonly defines: DefineDef[];
  /** Classes declared so far, and whether a resource-like declaration did it. */
  readonly declared: Map<string, 'include' | 'resource'>;
  /** This scope's own concrete resources and the attributes they set (an override may set others). */
  readonly own = new Map<string, Set<string>>();
  /** This scope's resource defaults, as `type.attribute` (a second one for the same is an error). */
  readonly defaults = new Set<string>();
  statements = 0;
  stage: boolean;

  constructor(readonly g: Generator, outer?: Manifest) {
    this.counters = outer?.counters ?? new Map();
    this.known = [...(outer?.known ?? [])];
    this.virtuals = outer?.virtuals ?? [];
    this.classes = outer?.classes ?? [];
    this.defines = outer?.defines ?? [];
    this.declared = new Map(outer?.declared);
    this.stage = outer?.stage ?? false;
  }

  add(text: string, statements = 1): void {
    this.lines.push(text);
    this.statements += statements;
  }
  text(): string {
    return `${this.lines.join('\n')}\n`;
  }

  fresh(type: ResourceType, prefix = ''): string {
    const n = (this.counters.get(type + prefix) ?? 0) + 1;
    this.counters.set(type + prefix, n);
    switch (type) {
      case 'notify': return `${prefix}n${n}`;
      case 'file': return `/tmp/${prefix}f${n}`;
      case 'exec': return `${prefix}run${n}`;
      case 'package': return `${prefix}pkg${n}`;
      case 'service': return `${prefix}svc${n}`;
      case 'user': return `${prefix}user${n}`;
    }
  }

  tag(): string {
    return this.g.pick(TAGS);
  }

  /** A reference that exists, or (rarely, when `missing` allows) one that does not. */
  target(missing = false): string | undefined {
    if (missing) return this.g.pick(["Notify['ghost']", "File['/nowhere']", "Service['nosvc']", "Class['nosuch']"]);
    return this.known.length > 0 ? this.g.pick(this.known) : undefined;
  }

  /** A relationship operand: a reference, an array of them, or a collector. */
  operand(): string | undefined {
    const g = this.g;
    const roll = g.r100();
    if (roll < 20 && this.known.length > 1) return `[${g.some(this.known, 3).join(', ')}]`;
    if (roll < 35) return `${cap(g.pick(['notify', 'notify', 'file', 'service']))} <| ${this.query()} |>`;
    if (roll < 42 && this.declared.size > 0) return `Class['${g.pick([...this.declared.keys()])}']`;
    return this.target();
  }

  query(): string {
    const g = this.g;
    const leaf = (): string =>
      g.pick([
        () => `tag == ${q(this.tag())}`,
        () => `tag != ${q(this.tag())}`,
        () => `title == ${q(this.known.length > 0 ? /\['(.*)'\]/.exec(g.pick(this.known))![1]! : 'n1')}`,
        () => `message == ${g.pick(MESSAGES.slice(0, 4))}`,
        () => `ensure == ${g.pick(["'present'", "'running'", "'directory'"])}`,
      ])();
    if (g.chance(0.15)) return '';
    if (g.chance(0.6)) return leaf();
    const op = g.pick(['and', 'or']);
    return g.chance(0.2) ? `(${leaf()} ${op} ${leaf()}) and ${leaf()}` : `${leaf()} ${op} ${leaf()}`;
  }

  value(type: string, attr: string, ctx: Scope): string {
    const g = this.g;
    switch (attr) {
      case 'message': return g.chance(0.3) && ctx.interp.length > 0 ? `"${g.pick(ctx.interp)} says hi"` : g.pick(MESSAGES);
      case 'withpath': return g.pick(['true', 'false']);
      case 'ensure':
        return type === 'file' ? g.pick(["'file'", "'directory'", "'present'", "'absent'"])
          : type === 'service' ? g.pick(["'running'", "'stopped'"])
          : type === 'package' ? g.pick(["'installed'", "'latest'", "'1.2.3'", "'absent'"])
          : g.pick(["'present'", "'absent'"]);
      case 'mode': return g.pick(["'0644'", "'0755'", "'0600'"]);
      case 'owner': case 'user': return g.pick(["'root'", "'www-data'"]);
      case 'content': return g.pick(["'data'", '"line\\n"', ctx.interp.length > 0 ? `"${g.pick(ctx.interp)}"` : "'c'"]);
      case 'command': return g.pick(["'/bin/true'", "'/usr/bin/env echo hi'", "'touch /tmp/x'"]);
      case 'path': return "['/bin', '/usr/bin']";
      case 'refreshonly': case 'enable': case 'managehome': case 'hasrestart': case 'noop': return g.pick(['true', 'false']);
      case 'timeout': case 'uid': return g.pick(['30', '1001', "'300'"]);
      case 'groups': return g.pick(["['adm', 'sudo']", "'users'", '[]']);
      case 'shell': return g.pick(["'/bin/bash'", "'/bin/sh'"]);
      case 'tag': return g.chance(0.5) ? q(this.tag()) : `[${q(this.tag())}, ${q(this.tag())}]`;
      case 'loglevel': return g.pick(["'info'", "'warning'"]);
      default: {
        if (this.declared.size > 0 && g.chance(0.15)) return `Class['${g.pick([...this.declared.keys()])}']`;
        const t = this.target();
        return t === undefined ? "Notify['ghost']" : g.chance(0.2) && this.known.length > 1 ? `[${g.some(this.known, 2).join(', ')}]` : t;
      }
    }
  }

  attributes(type: ResourceType, ctx: Scope, max = 3): string[] {
    const own: Record<ResourceType, string[]> = {
      notify: ['message', 'message', 'withpath'],
      file: ['ensure', 'mode', 'owner', 'content'],
      exec: ['command', 'path', 'refreshonly', 'timeout'],
      package: ['ensure'],
      service: ['ensure', 'enable', 'hasrestart'],
      user: ['ensure', 'uid', 'groups', 'shell', 'managehome'],
    };
    const pool = [...own[type], 'tag', 'tag', 'noop', 'loglevel'];
    if (this.known.length > 0) pool.push('before', 'require', 'notify', 'subscribe');
    const attrs = this.g.some(pool, max).filter((a, i, xs) => xs.indexOf(a) === i);
    if (type === 'exec' && !attrs.includes('command') && this.g.chance(0.7)) attrs.unshift('command');
    return attrs.map((a) => `${a} => ${this.value(type, a, ctx)}`);
  }
}

/** Where statements go: the top scope, a class body or a define body. */
interface Scope {
  kind: 'top' | 'class' | 'define';
  /** Title prefix keeping this scope's resources apart from the others'. */
  prefix: string;
  /** Variables a string may interpolate here. */
  interp: string[];
}

/** Declares one resource statement (one or more bodies) in the scope; returns the concrete references. */
function resourceStatement(m: Manifest, ctx: Scope, virtual: '' | '@' | '@@' = ''): string[] {
  const g = m.g;
  const type = g.pick(TYPES);
  const titles: string[] = [];
  const roll = g.r100();
  let text: string;
  if (roll < 20) {
    // An array of titles sharing one body.
    const ts = Array.from({ length: g.between(2, 3) }, () => m.fresh(type, ctx.prefix));
    titles.push(...ts);
    text = `${virtual}${type} { [${ts.map(q).join(', ')}]: ${m.attributes(type, ctx, 2).join(', ')} }`;
  } else if (roll < 35) {
    // Several bodies, with a `default:` body.
    const ts = Array.from({ length: g.between(1, 3) }, () => m.fresh(type, ctx.prefix));
    titles.push(...ts);
    const bodies = [`default: ${m.attributes(type, ctx, 2).join(', ')}`, ...ts.map((t) => `${q(t)}: ${m.attributes(type, ctx, 2).join(', ')}`)];
    text = `${virtual}${type} {\n  ${bodies.join(';\n  ')};\n}`;
  } else if (roll < 45) {
    // Attributes from a hash: `* =>`.
    const t = m.fresh(type, ctx.prefix);
    titles.push(t);
    const attrs = m.attributes(type, ctx, 2);
    const [own, splat] = [attrs.slice(0, 1), attrs.slice(1)];
    text = `${virtual}${type} { ${q(t)}: ${[...own, `* => { ${splat.map((a) => a.replace(/^(\w+)/, "'$1'")).join(', ')} }`].join(', ')} }`;
  } else {
    const t = m.fresh(type, ctx.prefix);
    titles.push(t);
    text = `${virtual}${type} { ${q(t)}: ${m.attributes(type, ctx).join(', ')} }`;
  }
  const refs = titles.map((t) => ref(type, t));
  const set = attributeNames(text);
  if (virtual === '') for (const r of refs) m.own.set(r, new Set(set));
  if (virtual !== '') {
    const tags = [...text.matchAll(/'(alpha|beta|gamma|web|db)'/g)].map((x) => x[1]!);
    for (const r of refs) m.virtuals.push({ ref: r, type, tags, exported: virtual === '@@' });
  }
  m.add(text);
  return virtual === '' ? refs : [];
}

/** The attribute names a statement sets (in bodies and `* =>` hashes). */
function attributeNames(text: string): string[] {
  return [...text.matchAll(/'?(\w+)'? [=+]>/g)].map((x) => x[1]!);
}

function defaultsStatement(m: Manifest, ctx: Scope): void {
  const type = m.g.pick(TYPES);
  const attrs = m.attributes(type, ctx, 2).filter((a) => !a.startsWith('command') && !m.defaults.has(`${type}.${attributeNames(a)[0]}`));
  for (const a of attrs) m.defaults.add(`${type}.${attributeNames(a)[0]}`);
  if (attrs.length > 0) m.add(`${cap(type)} { ${attrs.join(', ')} }`);
}

function relationship(m: Manifest): void {
  const g = m.g;
  const ops = Array.from({ length: g.between(2, 3) }, () => m.operand()).filter((o): o is string => o !== undefined);
  if (ops.length < 2) return;
  let text = ops[0]!;
  for (const o of ops.slice(1)) text += ` ${g.pick(['->', '->', '~>', '<-', '<~'])} ${o}`;
  m.add(text);
}

function collector(m: Manifest): void {
  const g = m.g;
  const virt = m.virtuals.filter((v) => !v.exported);
  const type = virt.length > 0 && g.chance(0.7) ? g.pick(virt).type : g.pick(TYPES);
  const exported = m.virtuals.some((v) => v.exported) && g.chance(0.3);
  const [open, close] = exported ? ['<<|', '|>>'] : ['<|', '|>'];
  let text = `${cap(type)} ${open} ${m.query()} ${close}`;
  if (g.chance(0.4)) {
    const attr = type === 'notify' ? g.pick(['message', 'tag', 'require']) : g.pick(['tag', 'noop', 'require']);
    const arrow = attr === 'tag' || attr === 'require' ? g.pick(['=>', '+>']) : '=>';
    const v = attr === 'require' ? (m.target() ?? "Notify['ghost']") : m.value(type, attr, { kind: 'top', prefix: '', interp: [] });
    text += ` { ${attr} ${arrow} ${v} }`;
  }
  m.add(text);
}

function realize(m: Manifest): void {
  const virt = m.virtuals.filter((v) => !v.exported);
  if (virt.length === 0) return;
  const refs = m.g.some(virt.map((v) => v.ref), 2);
  m.add(refs.length === 1 && m.g.chance(0.5) ? `realize(${refs[0]})` : `realize([${refs.join(', ')}])`);
  for (const r of refs) if (!m.known.includes(r)) m.known.push(r);
}

/** Overrides a resource of this scope on an attribute it does not set (Puppet refuses the others). */
function override(m: Manifest, ctx: Scope): void {
  const g = m.g;
  if (m.own.size === 0) return;
  const t = g.pick([...m.own.keys()]);
  const type = t.slice(0, t.indexOf('[')).toLowerCase() as ResourceType;
  const set = m.own.get(t)!;
  const free = ['tag', 'require', 'noop', 'before', ...(type === 'notify' ? ['message', 'withpath'] : [])].filter((a) => !set.has(a));
  if (free.length === 0) return;
  const attr = g.pick(free);
  set.add(attr);
  const arrow = ['tag', 'require', 'before'].includes(attr) && g.chance(0.6) ? '+>' : '=>';
  m.add(`${t} { ${attr} ${arrow} ${m.value(type, attr, ctx)} }`);
}

function declareClass(m: Manifest, ctx: Scope): void {
  const g = m.g;
  if (m.classes.length === 0) return;
  const c = g.pick(m.classes);
  const form = ctx.kind === 'class' ? g.pick(['include', 'contain', 'require', 'resource']) : g.pick(['include', 'include', 'require', 'resource', 'contain']);
  if (form === 'resource') {
    if (m.declared.has(c.name)) return;
    const args = g.some(c.params, 2).filter((p) => g.chance(0.7)).map((p) => `${p.name} => ${p.value}`);
    if (m.stage && g.chance(0.5)) args.push("stage => 'pre'");
    m.add(`class { ${q(c.name)}:${args.length > 0 ? ` ${args.join(', ')}` : ''} }`);
    m.declared.set(c.name, 'resource');
  } else {
    m.add(`${form} ${c.name}`);
    if (!m.declared.has(c.name)) m.declared.set(c.name, 'include');
  }
  for (let k: ClassDef | undefined = c; k; k = k.parent) {
    for (const r of k.refs) if (!m.known.includes(r)) m.known.push(r);
    for (const v of k.virtuals) if (!m.virtuals.includes(v)) m.virtuals.push(v);
    if (!m.declared.has(k.name)) m.declared.set(k.name, 'include');
  }
}

function defineInstance(m: Manifest, ctx: Scope): void {
  const g = m.g;
  if (m.defines.length === 0) return;
  const d = g.pick(m.defines);
  const titles = Array.from({ length: g.chance(0.3) ? 2 : 1 }, () => m.fresh('notify', `${ctx.prefix}${d.name}-`));
  const args = g.some(d.params, 2).filter(() => g.chance(0.6)).map((p) => `${p} => ${g.pick(["'v1'", "'v2'", '7'])}`);
  const title = titles.length === 1 ? q(titles[0]!) : `[${titles.map(q).join(', ')}]`;
  // Sometimes virtual: a realize or a collector may bring it (and what its body declares) in.
  const virtual = ctx.kind === 'top' && g.chance(0.2);
  m.add(`${virtual ? '@' : ''}${d.name} { ${title}:${args.length > 0 ? ` ${args.join(', ')}` : ''} }`);
  if (virtual) {
    for (const t of titles) m.virtuals.push({ ref: ref(d.name, t), type: d.name, tags: [], exported: false });
    return;
  }
  for (const t of titles) {
    for (let def: DefineDef | undefined = d, title = t; def; title = `${title}${def.nested?.[1] ?? ''}`, def = def.nested?.[0]) {
      for (const s of def.suffixes) m.known.push(ref('notify', `${title}${s}`));
    }
  }
}

function conditional(m: Manifest, ctx: Scope): void {
  const g = m.g;
  const t = m.target();
  const test = g.pick([
    () => `tagged(${q(m.tag())})`,
    () => (t ? `defined(${t})` : `defined('notify')`),
    () => (m.classes.length > 0 ? `defined(${q(g.pick(m.classes).name)})` : 'defined(Class[main])'),
    () => (m.classes.length > 0 ? `defined(Class[${q(g.pick(m.classes).name)}])` : `defined('$nosuch')`),
    () => `defined('$${g.pick(['x', 'title', 'p1'])}')`,
  ])();
  const yes = m.fresh('notify', `${ctx.prefix}if-`);
  const no = m.fresh('notify', `${ctx.prefix}else-`);
  m.add(`if ${test} {\n  notify { ${q(yes)}: }\n} else {\n  notify { ${q(no)}: message => 'not' }\n}`, 2);
}

function statement(m: Manifest, ctx: Scope): void {
  const g = m.g;
  const roll = g.r100();
  if (roll < 30) {
    for (const r of resourceStatement(m, ctx)) m.known.push(r);
  } else if (roll < 38) defaultsStatement(m, ctx);
  else if (roll < 45) resourceStatement(m, ctx, g.chance(0.8) ? '@' : '@@');
  else if (roll < 52) collector(m);
  else if (roll < 56) realize(m);
  else if (roll < 64) relationship(m);
  else if (roll < 69) override(m, ctx);
  else if (roll < 78) declareClass(m, ctx);
  else if (roll < 86) defineInstance(m, ctx);
  else if (roll < 90) m.add(`tag ${q(m.tag())}`);
  else if (roll < 95) conditional(m, ctx);
  else m.add(`$v${m.statements} = ${g.pick(["'val'", '[1, 2]', "{ 'k' => 'v' }"])}`);
}

const PARAM_TYPES: [string, string[], string][] = [
  ['Integer', ['80', '8080', '1'], "'eighty'"],
  ['String', ["'s'", "'abc'", "'x y'"], '5'],
  ['Optional[String]', ['undef', "'o'"], '[1]'],
  ["Enum['a', 'b']", ["'a'", "'b'"], "'c'"],
  ['Array[String]', ['[]', "['x']", "['a', 'b']"], "'str'"],
  ['Boolean', ['true', 'false'], "'yes'"],
  ['Variant[Integer, String]', ['1', "'one'"], 'true'],
];

function classDef(m: Manifest, name: string): ClassDef {
  const g = m.g;
  const parent = m.classes.length > 0 && g.chance(0.25) ? g.pick(m.classes.filter((c) => !c.parent)) : undefined;
  const params = Array.from({ length: g.between(0, 3) }, (_, i) => {
    const [type, values, wrong] = g.pick(PARAM_TYPES);
    return { name: `p${i + 1}`, type, value: g.pick(values), wrong };
  });
  const c: ClassDef = { name, params, refs: [], virtuals: [], text: '' };
  if (parent) c.parent = parent;
  const ctx: Scope = { kind: 'class', prefix: `${name}-`, interp: params.filter((p) => p.type !== 'Array[String]').map((p) => `\${${p.name}}`) };
  const before = m.known.length;
  const body: string[] = [];
  // The body is generated as a manifest of its own sharing the outer one's declarations, so its
  // references point at what the outer manifest declares before the class is defined.
  const sub = new Manifest(g, m);
  const virtualsBefore = m.virtuals.length;
  if (parent && parent.refs.length > 0 && g.chance(0.7)) {
    const r = g.pick(parent.refs);
    const type = r.slice(0, r.indexOf('[')).toLowerCase() as ResourceType;
    body.push(`${r} { ${g.pick(type === 'notify' ? ['message', 'tag'] : ['tag', 'noop'])} ${g.pick(['=>', '+>'])} ${m.value(type, 'tag', ctx)} }`);
  }
  for (let i = g.between(1, 4); i > 0; i--) {
    const roll = g.r100();
    if (roll < 45) c.refs.push(...resourceStatement(sub, ctx));
    else if (roll < 55) defaultsStatement(sub, ctx);
    else if (roll < 62) resourceStatement(sub, ctx, '@');
    else if (roll < 72 && m.classes.length > 0) declareClassIn(sub, c);
    else if (roll < 80) sub.add(`tag ${q(m.tag())}`);
    else if (roll < 87) conditional(sub, ctx);
    else if (roll < 94) defineInstance(sub, ctx);
    else collector(sub);
  }
  for (const r of sub.known.slice(before)) if (!c.refs.includes(r)) c.refs.push(r);
  c.virtuals = m.virtuals.splice(virtualsBefore);
  body.push(...sub.text().trimEnd().split('\n'));
  const sig = params.length > 0 ? ` (\n${params.map((p) => `  ${p.type} $${p.name} = ${p.value},`).join('\n')}\n)` : '';
  c.text = `class ${name}${sig}${parent ? ` inherits ${parent.name}` : ''} {\n${body.map((l) => `  ${l}`).join('\n')}\n}`;
  m.statements += sub.statements + 1;
  return c;
}

/** A class body includes an earlier class (never itself, so no cycle), its resources then exist. */
function declareClassIn(sub: Manifest, c: ClassDef): void {
  const other = sub.g.pick(sub.classes);
  sub.add(`${sub.g.pick(['include', 'contain', 'require'])} ${other.name}`);
  for (let k: ClassDef | undefined = other; k; k = k.parent) c.refs.push(...k.refs.filter((r) => !c.refs.includes(r)));
}

function defineDef(m: Manifest, name: string): DefineDef {
  const g = m.g;
  const params = g.some(['msg', 'level', 'extra'], 2);
  const d: DefineDef = { name, params, suffixes: [], text: '' };
  const lines: string[] = [];
  for (let i = g.between(1, 2); i > 0; i--) {
    const s = `-${name}${i}`;
    d.suffixes.push(s);
    const attrs = [`message => ${g.pick([`"\${name}: \${${params[0]}}"`, `$${params[0]}`, '$title', "'fixed'"])}`];
    if (g.chance(0.4)) attrs.push(`tag => ${q(m.tag())}`);
    if (i === 2 && g.chance(0.5)) attrs.push(`require => Notify["\${title}-${name}1"]`);
    lines.push(`notify { "\${title}${s}": ${attrs.join(', ')} }`);
  }
  if (g.chance(0.3)) lines.push(`${cap(g.pick(['notify', 'file']))} { noop => true }`);
  if (m.defines.length > 0 && g.chance(0.5)) {
    const inner = g.pick(m.defines);
    d.nested = [inner, '-in'];
    lines.push(`${inner.name} { "\${name}-in": }`);
  }
  if (m.classes.length > 0 && g.chance(0.3)) lines.push(`include ${g.pick(m.classes).name}`);
  const sig = params.map((p) => `  $${p} = '${p}-default',`).join('\n');
  d.text = `define ${name} (\n${sig}\n) {\n${lines.map((l) => `  ${l}`).join('\n')}\n}`;
  m.statements += lines.length + 1;
  return d;
}

/** The deliberate mistakes, one of which goes into about one case in ten. */
function mistake(m: Manifest): void {
  const g = m.g;
  const kinds = [
    () => {
      const t = m.target();
      if (t) m.add(`${t.slice(0, t.indexOf('[')).toLowerCase()} { ${t.slice(t.indexOf('[') + 1, -1)}: }`);
    },
    () => m.add(`notify { 'dup': before => ${m.target(true)} }`),
    () => m.add(`${m.target() ?? "Notify['a']"} -> ${m.target(true)}`),
    () => m.add(`include ${g.pick(['nosuch', 'missing::klass'])}`),
    () => {
      const c = m.classes.find((k) => k.params.length > 0 && !m.declared.has(k.name));
      if (c) m.add(`class { ${q(c.name)}: ${c.params[0]!.name} => ${c.params[0]!.wrong} }`);
      else m.add(`realize(Notify['ghost'])`);
    },
    () => m.add(`realize(${m.target(true)})`),
    () => {
      const c = [...m.declared.entries()].find(([, how]) => how === 'include');
      if (c) m.add(`class { ${q(c[0])}: }`);
      else m.add(`Notify['ghost'] { message => 'x' }`);
    },
    () => {
      const d = m.defines[0];
      if (d) m.add(`${d.name} { 'bad': bogus => 1 }`);
      else m.add(`notify { 'bad': bogus => 1 }`);
    },
    () => {
      const t = m.known.find((r) => r.startsWith('Notify[') && !m.own.has(r)) ?? [...m.own.keys()][0];
      if (t) m.add(`${t} { ${m.own.get(t)?.values().next().value ?? 'message'} => 'again' }`);
      else m.add(`service { 'bad': ensure => 'running', bogus => true }`);
    },
  ];
  g.pick(kinds)();
}

function manifest(g: Generator): string {
  const m = new Manifest(g);
  const parts: string[] = [];
  for (let i = 1, n = g.between(0, 2); i <= n; i++) {
    const d = defineDef(m, `d${i}`);
    m.defines.push(d);
    parts.push(d.text);
  }
  for (let i = 1, n = g.between(0, 3); i <= n; i++) {
    const c = classDef(m, `c${i}`);
    m.classes.push(c);
    parts.push(c.text);
  }
  if (g.chance(0.1)) {
    m.stage = true;
    parts.push("stage { 'pre': before => Stage['main'] }");
    m.statements++;
  }
  const top = new Manifest(g, m);
  top.statements = m.statements;
  const ctx: Scope = { kind: 'top', prefix: '', interp: ['${facts[hostname]}', '${trusted[certname]}', '${module_name}'] };
  const target = g.between(5, 40);
  while (top.statements < target) statement(top, ctx);
  if (g.chance(0.1)) mistake(top);
  parts.push(top.text().trimEnd());
  return `${parts.join('\n')}\n`;
}

/**
 * Manifests a fix was made for, kept with the generated ones (cases pinned-N): those the compile
 * suite cannot hold, as Puppet's agent would refuse the catalog (it checks every case's).
 */
const PINNED = [
  // A relationship may name a virtual resource: Puppet's validator finds it in the catalog.
  "@notify { 'v': }\nnotify { 'a': before => Notify['v'] }\nNotify['a'] -> Notify['v']\n",
];

const seed = Number(option('seed') ?? '723');
const count = Number(option('count') ?? '600');
const g = new Generator(seed);
const dir = fileURLToPath(new URL('../test/conformance/compile-generated/cases/', import.meta.url));
writeManifestCases(dir, count, () => manifest(g));
PINNED.forEach((text, i) => {
  const caseDir = join(dir, `pinned-${String(i + 1).padStart(2, '0')}`);
  mkdirSync(caseDir);
  writeFileSync(join(caseDir, 'site.pp'), text);
});
process.stdout.write(`generated compile cases (seed ${seed}): ${count}, and ${PINNED.length} pinned\n`);
