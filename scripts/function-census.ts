// `node dist/scripts/function-census.js CORPUS_DIR [--json]`: which functions a corpus of manifests
// calls, read with overcat's own parser: per name the number of calls and of files calling it,
// and whether overcat has it natively (core, or a module's function such as stdlib's). Decides
// which module functions are worth implementing; no test depends on it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DiagnosticBag } from '../src/diagnostics/diagnostic.js';
import { SourceFile } from '../src/diagnostics/source.js';
import { coreDispatcher } from '../src/puppet/functions/registry.js';
import { parseManifest } from '../src/puppet/parser/parse.js';

const args = process.argv.slice(2);
const root = args.find((a) => !a.startsWith('--'));
if (!root) {
  process.stderr.write('usage: node dist/scripts/function-census.js CORPUS_DIR [--json]\n');
  process.exit(64);
}
const files: string[] = [];
const walk = (dir: string): void => {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (name.endsWith('.pp')) files.push(p);
  }
};
walk(root);

const calls = new Map<string, { calls: number; files: Set<string> }>();
const count = (name: string, file: string): void => {
  const c = calls.get(name) ?? { calls: 0, files: new Set<string>() };
  calls.set(name, c);
  c.calls++;
  c.files.add(file);
};
/** Visits every node of the AST (any object with a `kind`), counting named and method calls. */
const visit = (node: unknown, file: string): void => {
  if (Array.isArray(node)) {
    for (const n of node) visit(n, file);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const n = node as { kind?: string; callee?: { kind?: string; name?: string }; name?: string };
  if (n.kind === 'Call' && n.callee?.kind === 'BareWord' && n.callee.name) count(n.callee.name.replace(/^::/, '').toLowerCase(), file);
  if (n.kind === 'MethodCall' && n.name) count(n.name.toLowerCase(), file);
  for (const v of Object.values(node)) if (v !== null && typeof v === 'object') visit(v, file);
};
let unparsed = 0;
for (const file of files) {
  const rel = relative(root, file);
  const bag = new DiagnosticBag();
  const ast = parseManifest(new SourceFile(rel, readFileSync(file, 'utf8')), bag);
  if (!ast || bag.hasErrors) {
    unparsed++;
    continue;
  }
  visit(ast.body, rel);
}
const dispatcher = coreDispatcher();
const rows = [...calls.entries()]
  .map(([name, c]) => ({ name, calls: c.calls, files: c.files.size, native: dispatcher.has(name) ? (dispatcher.moduleOf(name) ?? 'core') : '' }))
  .sort((a, b) => b.calls - a.calls || a.name.localeCompare(b.name));
if (args.includes('--json')) {
  process.stdout.write(`${JSON.stringify({ files: files.length, unparsed, functions: rows }, null, 2)}\n`);
} else {
  process.stdout.write(`${files.length} manifests (${unparsed} not parsed)\n`);
  for (const r of rows) process.stdout.write(`${String(r.calls).padStart(6)} ${String(r.files).padStart(5)}  ${r.name.padEnd(36)} ${r.native}\n`);
}
