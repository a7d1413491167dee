// Negative agreement with Puppet: deterministic mutants of corpus files (a dropped brace, quote,
// comma or keyword, swapped arrows, ...), each judged by overcat's parser and by Puppet's
// (scripts/puppet-validate-many.rb); prints the agreement and writes the disagreements.
//   npm run mutants -- --corpus DIR [--count 1200] [--seed 1] [--out mutants-disagreements.txt]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DiagnosticBag } from '../src/diagnostics/diagnostic.js';
import { SourceFile } from '../src/diagnostics/source.js';
import { parseManifest } from '../src/puppet/parser/parse.js';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const corpus = opt('--corpus', process.env.OVERCAT_CORPUS ?? '');
const count = Number(opt('--count', '1200'));
let seed = Number(opt('--seed', '1'));
const out = opt('--out', 'mutants-disagreements.txt');
if (!corpus) {
  process.stderr.write('usage: npm run mutants -- --corpus DIR [--count N] [--seed S] [--out FILE]\n');
  process.exit(64);
}

/** mulberry32: a small seeded generator, so a run is reproducible. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

/** Each mutation: the text to find, what replaces it. */
const MUTATIONS: { name: string; find: RegExp; replace: (m: string) => string }[] = [
  { name: 'drop {', find: /\{/g, replace: () => '' },
  { name: 'drop }', find: /\}/g, replace: () => '' },
  { name: "drop '", find: /'/g, replace: () => '' },
  { name: 'drop "', find: /"/g, replace: () => '' },
  { name: 'drop ,', find: /,/g, replace: () => '' },
  { name: 'drop :', find: /:(?!:)/g, replace: () => '' },
  { name: 'drop (', find: /\(/g, replace: () => '' },
  { name: 'drop )', find: /\)/g, replace: () => '' },
  { name: 'drop keyword', find: /\b(class|define|if|else|elsif|unless|case|include|inherits|node|default)\b/g, replace: () => '' },
  { name: '=> to ->', find: /=>/g, replace: () => '->' },
  { name: '-> to =>', find: /->/g, replace: () => '=>' },
  { name: 'duplicate word', find: /\b[a-z_]+\b/g, replace: (m) => `${m} ${m}` },
  { name: 'drop $', find: /\$(?=[a-z_])/g, replace: () => '' },
  { name: 'stray =', find: /\n/g, replace: () => '\n= ' },
  { name: 'drop ]', find: /\]/g, replace: () => '' },
];

function ppFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) found.push(...ppFiles(p));
    else if (name.endsWith('.pp')) found.push(p);
  }
  return found;
}

const files = ppFiles(corpus);
const dir = mkdtempSync(join(tmpdir(), 'overcat-mutants-'));
const mutants: { path: string; origin: string; mutation: string; ours: boolean }[] = [];
try {
  while (mutants.length < count) {
    const file = pick(files);
    const text = readFileSync(file, 'utf8');
    const m = pick(MUTATIONS);
    const hits = [...text.matchAll(m.find)];
    if (hits.length === 0) continue;
    const hit = pick(hits);
    const mutated = text.slice(0, hit.index) + m.replace(hit[0]) + text.slice(hit.index! + hit[0].length);
    const path = join(dir, `${String(mutants.length).padStart(5, '0')}.pp`);
    writeFileSync(path, mutated);
    const bag = new DiagnosticBag();
    const ours = parseManifest(new SourceFile(path, mutated), bag) !== undefined && !bag.hasErrors;
    mutants.push({ path, origin: `${relative(corpus, file)} @${hit.index}`, mutation: m.name, ours });
  }
  const validator = fileURLToPath(new URL('../../scripts/puppet-validate-many.rb', import.meta.url));
  const r = spawnSync('/usr/bin/ruby', [validator], { input: mutants.map((x) => x.path).join('\n'), encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`puppet validation failed: ${r.stderr}`);
  const puppet = new Map(r.stdout.trim().split('\n').map((l) => {
    const [path, verdict, message] = l.split('\t');
    return [path!, { ok: verdict === 'ok', message: message ?? '' }];
  }));
  const disagreements = mutants.filter((x) => puppet.get(x.path)!.ok !== x.ours);
  const valid = mutants.filter((x) => puppet.get(x.path)!.ok).length;
  writeFileSync(out, disagreements.map((x) => `${x.origin}\t${x.mutation}\tpuppet=${puppet.get(x.path)!.ok ? 'valid' : 'invalid'}\tovercat=${x.ours ? 'valid' : 'invalid'}\t${puppet.get(x.path)!.message}`).join('\n') + '\n');
  const agreement = (100 * (mutants.length - disagreements.length)) / mutants.length;
  process.stdout.write(`mutants=${mutants.length} puppet_valid=${valid} puppet_invalid=${mutants.length - valid} disagreements=${disagreements.length} agreement=${agreement.toFixed(2)}%\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
