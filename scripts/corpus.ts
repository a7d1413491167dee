// `npm run corpus -- DIR [--failures FILE]`: parse rate of overcat's parser over a corpus of .pp
// files (reference/puppet_corpus.md), per top-level folder (slice), and the failures to a file.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DiagnosticBag } from '../src/diagnostics/diagnostic.js';
import { SourceFile } from '../src/diagnostics/source.js';
import { diagnosticToJson } from '../src/diagnostics/render-json.js';
import { parseManifest } from '../src/puppet/parser/parse.js';

const args = process.argv.slice(2);
const root = args.find((a) => !a.startsWith('--'));
const failuresFile = args.includes('--failures') ? args[args.indexOf('--failures') + 1]! : 'corpus-failures.txt';
if (!root) {
  process.stderr.write('usage: npm run corpus -- DIR [--failures FILE]\n');
  process.exit(64);
}
const files: string[] = [];
const walk = (dir: string) => {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (name.endsWith('.pp')) files.push(p);
  }
};
walk(root);
const slices = new Map<string, { parsed: number; total: number }>();
const failures: string[] = [];
let bytes = 0;
const t0 = performance.now();
for (const file of files) {
  const rel = relative(root, file);
  const slice = rel.split('/')[0]!;
  const s = slices.get(slice) ?? { parsed: 0, total: 0 };
  slices.set(slice, s);
  s.total++;
  const text = readFileSync(file, 'utf8');
  bytes += Buffer.byteLength(text);
  const bag = new DiagnosticBag();
  const ast = parseManifest(new SourceFile(rel, text), bag);
  if (ast && !bag.hasErrors) s.parsed++;
  else {
    const d = diagnosticToJson(bag.items.find((x) => x.severity === 'error')!);
    failures.push(`${rel}\t${d.line}:${d.column} ${d.code} ${d.message}`);
  }
}
const seconds = (performance.now() - t0) / 1000;
let parsed = 0;
for (const [slice, s] of slices) {
  parsed += s.parsed;
  process.stdout.write(`${slice.padEnd(40)} ${s.parsed}/${s.total}\n`);
}
writeFileSync(failuresFile, failures.join('\n') + (failures.length ? '\n' : ''));
process.stdout.write(`parsed=${parsed} total=${files.length} failed=${failures.length} seconds=${seconds.toFixed(1)} MB/s=${(bytes / 1e6 / seconds).toFixed(2)}\n`);
