// The ERB sweep of a module path (run on demand, CI-optional): every `.erb` template under
// <root>/*/*/templates and every inline_template() of the manifests is parsed by overcat's ERB
// room, and each Ruby method, Kernel call and constant it names is probed against the evaluator.
// A template passes when it parses and names nothing the evaluator refuses; otherwise the coded
// error or the constructs outside the subset are listed. Nothing is evaluated with real variables:
// a probe asks whether the evaluator implements the method for some receiver at all.
//
//   npm run build && node dist/scripts/check-erb-templates.js [ROOT]
//   (or npx tsx scripts/check-erb-templates.ts [ROOT]; ROOT defaults to $OVERCAT_REAL_MODULES, else /work/modules-real)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DiagnosticBag } from '../src/diagnostics/diagnostic.js';
import { SourceFile } from '../src/diagnostics/source.js';
import { parseManifest } from '../src/puppet/parser/parse.js';
import type * as A from '../src/puppet/parser/ast.js';
import { scanErb } from '../src/puppet/templates/erb-scan.js';
import { TemplateError, renderErb, type TemplateScope } from '../src/puppet/templates/erb.js';
import { lexErb } from '../src/puppet/templates/ruby-lexer.js';
import { TEMPLATE_SELF_METHODS } from '../src/puppet/templates/ruby-methods.js';
import { parseRuby, type Node } from '../src/puppet/templates/ruby-parser.js';

const root = process.argv[2] ?? process.env.OVERCAT_REAL_MODULES ?? '/work/modules-real';

function walk(dir: string, keep: (name: string) => boolean, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, keep, out);
    else if (keep(name)) out.push(path);
  }
  return out;
}

/** Module directories: <root>/<group>/<module>/ (modules/, fuel/, fuel-stdlib/). */
const moduleDirs = readdirSync(root)
  .filter((g) => statSync(join(root, g)).isDirectory() && !g.startsWith('.'))
  .flatMap((g) => readdirSync(join(root, g)).map((m) => join(root, g, m)))
  .filter((d) => statSync(d).isDirectory())
  .sort();

interface Template {
  name: string;
  text: string;
  /** The module directory: Puppet keeps a template's `def`s for the templates rendered after it. */
  module: string;
}

const templates: Template[] = moduleDirs.flatMap((d) => walk(join(d, 'templates'), (n) => n.endsWith('.erb')).map((f) => ({ name: relative(root, f), text: readFileSync(f, 'utf8'), module: d })));

/** The text of a Puppet string argument; interpolated expressions stand as `0` (their value is unknown here). */
function stringText(e: A.Expression): string | undefined {
  if (e.kind === 'Literal' && e.type === 'string') return String(e.value);
  if (e.kind === 'String') return e.parts.map((p) => (typeof p === 'string' ? p : '0')).join('');
  if (e.kind === 'Heredoc') return stringText(e.text);
  return undefined;
}

function visit(node: unknown, f: (n: { kind: string }) => void): void {
  if (Array.isArray(node)) for (const x of node) visit(x, f);
  else if (node !== null && typeof node === 'object') {
    if (typeof (node as { kind?: unknown }).kind === 'string') f(node as { kind: string });
    for (const v of Object.values(node)) if (v !== null && typeof v === 'object') visit(v, f);
  }
}

for (const d of moduleDirs) {
  for (const file of walk(join(d, 'manifests'), (n) => n.endsWith('.pp'))) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('inline_template')) continue;
    const source = new SourceFile(file, text);
    const program = parseManifest(source, new DiagnosticBag());
    visit(program, (n) => {
      if (n.kind !== 'Call') return;
      const call = n as A.Call;
      if (call.callee.kind !== 'BareWord' || call.callee.name !== 'inline_template') return;
      const parts = call.arguments.map(stringText);
      const line = source.position(call.start).line;
      if (parts.some((p) => p === undefined)) console.log(`skipped ${relative(root, file)}:${line}: inline_template of a computed string`);
      else templates.push({ name: `${relative(root, file)}:${line} (inline_template)`, text: parts.join(''), module: d });
    });
  }
}

/** Whether a module of the root ships a 3.x API function (`scope.function_<name>` calls it). */
const hasLegacyFunction = (name: string): boolean => moduleDirs.some((d) => existsSync(join(d, 'lib/puppet/parser/functions', `${name}.rb`)));

/** A scope with no variables: probes only ask whether a method is implemented. */
const emptyScope: TemplateScope = { variable: () => undefined, variableNames: () => [], fromFile: true, setVariable: () => true, hasLegacyFunction, call: () => null, changedInPlace: () => undefined, objects: new WeakMap(), methods: new Map(), libraries: new Set() };

const RECEIVERS = ['"a b"', 'URI("http://h")', '1', '1.5', '[1, 2]', '{"a" => 1}', 'nil', '(1..2)', '/a/', ':a', 'true', 'scope'];
const ARGUMENTS = ['', '("a")', '(1)', '([1])', '("a", "b")', '(1, 2)', '(/a/)', '(/a/, "b")', ' { |x| x }', ' { |x, y| x }', '("a") { |x| x }', '(0) { |x, y| x }'];
const OPERANDS = ['"a"', '1', '[1]', '/a/', 'nil', '{"a" => 1}'];

/** Probes of `name` called on `recv`: operators as Ruby writes them (`a + b`, `a[0]`), methods with each argument list. */
function calls(recv: string, name: string): string[] {
  if (name === '[]') return OPERANDS.map((o) => `${recv}[${o}]`);
  if (name === '-@') return [`-(${recv})`];
  if (/^[^A-Za-z_]/.test(name)) return OPERANDS.map((o) => `(${recv} ${name} ${o})`);
  return ARGUMENTS.map((a) => `${recv}.${name}${a}`);
}

/** Whether a probe shows the evaluator implementing what it calls: it renders, or fails as Ruby would (not NoMethodError). */
function implemented(code: string): boolean {
  try {
    renderErb(`<%= ${code} %>`, emptyScope);
    return true;
  } catch (e) {
    if (!(e instanceof TemplateError)) return false;
    return e.code === 'OVC3142' && !/undefined method|wrong number of arguments|undefined local variable/.test(e.message);
  }
}

const probed = new Map<string, boolean>();
function probe(key: string, codes: string[]): boolean {
  let ok = probed.get(key);
  if (ok === undefined) {
    ok = codes.some(implemented);
    probed.set(key, ok);
  }
  return ok;
}

/** The names of the methods a template's Ruby defines. */
function defsIn(n: unknown, out: string[] = []): string[] {
  if (Array.isArray(n)) for (const x of n) defsIn(x, out);
  else if (n !== null && typeof n === 'object') {
    if ((n as Node).k === 'def') out.push((n as Node & { k: 'def' }).name);
    for (const v of Object.values(n)) defsIn(v, out);
  }
  return out;
}

/** The methods the templates of a module define (`def`): any of its templates may call them. */
const defined = new Map<string, Set<string>>();

/** What a template's Ruby names that the evaluator does not implement (`own`: the methods its module's templates define). */
function unsupportedIn(body: readonly Node[], own: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  const each = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(each);
    if (n === null || typeof n !== 'object') return;
    const node = n as Node;
    if ('k' in node) {
      if (node.k === 'call') {
        const recv = node.recv;
        // `scope` alone is the receiver of the scope methods probed below.
        if (recv === undefined) {
          // Literal arguments are probed as written (`require 'ipaddr'`).
          const literal = node.args.every((a) => a.k === 'str' && a.parts.every((p) => typeof p === 'string')) ? `(${node.args.map((a) => JSON.stringify((a as { parts: string[] }).parts.join(''))).join(', ')})` : undefined;
          const codes = [...ARGUMENTS, ...(literal ? [literal] : [])].map((a) => `${node.name}${a}`);
          // A name neither the wrapper nor Kernel has is Ruby's NameError, as in Puppet 3's bare variables (`<%= port %>`).
          if (!own.has(node.name) && node.name !== 'scope') {
            if (!TEMPLATE_SELF_METHODS.includes(node.name)) out.add(`${node.name} (undefined: Ruby's NameError, Puppet fails too)`);
            else if (!probe(`self.${node.name}${literal ?? ''}`, codes)) out.add(`${node.name}${literal ?? '()'}`);
          }
        } else if (recv.k === 'const') {
          if (!probe(`${recv.name}.${node.name}`, calls(recv.name, node.name))) out.add(`${recv.name}.${node.name}`);
        } else if (recv.k === 'call' && recv.recv === undefined && recv.name === 'scope') {
          // A 3.x function no module ships is Ruby's NoMethodError: Puppet fails on it too.
          const missing = node.name.startsWith('function_') && !hasLegacyFunction(node.name.slice(9));
          if (!probe(`scope.${node.name}`, calls('scope', node.name))) out.add(`scope.${node.name}${missing ? ' (no module ships it: Puppet fails too)' : ''}`);
        } else if (!probe(`#${node.name}`, RECEIVERS.filter((r) => r !== 'scope').flatMap((r) => calls(r, node.name)))) out.add(`#${node.name}`);
      } else if (node.k === 'const') {
        if (!probe(`const ${node.name}`, [`${node.name}.name`, `1.is_a?(${node.name})`])) out.add(node.name);
      }
    }
    for (const v of Object.values(node)) if (v !== null && typeof v === 'object') each(v);
  };
  each(body);
  return [...out].sort();
}

let passed = 0;
const refused = new Map<string, string[]>();
const missing = new Map<string, string[]>();
const parsed = new Map<Template, Node[]>();
for (const t of templates) {
  try {
    const body = parseRuby(lexErb(scanErb(t.text), t.text.length));
    parsed.set(t, body);
    for (const name of defsIn(body)) defined.set(t.module, (defined.get(t.module) ?? new Set()).add(name));
  } catch (e) {
    if (!(e instanceof TemplateError)) throw e;
    const line = e.offset === undefined ? '?' : new SourceFile(t.name, t.text).position(e.offset).line;
    const key = `${e.code} ${e.message}`;
    refused.set(key, [...(refused.get(key) ?? []), `${t.name}:${line}`]);
  }
}
for (const [t, body] of parsed) {
  const gaps = unsupportedIn(body, defined.get(t.module) ?? new Set());
  if (gaps.length === 0) passed++;
  for (const g of gaps) missing.set(g, [...(missing.get(g) ?? []), t.name]);
}

console.log(`ERB sweep of ${root}: ${templates.length} templates, ${parsed.size} parse, ${passed} parse and name only what the evaluator implements`);
for (const [key, where] of refused) console.log(`refused (${where.length}): ${key}\n    ${where.join('\n    ')}`);
for (const [what, where] of [...missing].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))) console.log(`not implemented (${where.length}): ${what}\n    ${where.join('\n    ')}`);
