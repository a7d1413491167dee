// Negative agreement with Puppet: deterministic mutants of corpus files (a dropped brace, quote,
// comma or keyword, swapped arrows, ...), each judged by overcat's parser and by Puppet's
// (scripts/puppet-validate-many.rb), and by our two parsers (the descent parser against the ohm
// path: same AST and diagnostics); prints both agreements and writes the disagreements.
//   npm run mutants -- --corpus DIR [--count 1200] [--seed 1] [--out mutants-disagreements.txt]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DiagnosticBag } from '../src/diagnostics/diagnostic.js';
import { SourceFile } from '../src/diagnostics/source.js';
import { parseManifest } from '../src/puppet/parser/parse.js';
import { mutants as generateMutants } from './mutations.js';
import { compareParsers } from './parser-differential.js';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const corpus = opt('--corpus', process.env.OVERCAT_CORPUS ?? '');
const count = Number(opt('--count', '1200'));
const seed = Number(opt('--seed', '1'));
const out = opt('--out', 'mutants-disagreements.txt');
if (!corpus) {
  process.stderr.write('usage: npm run mutants -- --corpus DIR [--count N] [--seed S] [--out FILE]\n');
  process.exit(64);
}

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
const mutants: { path: string; origin: string; mutation: string; ours: boolean; parsersAgree: boolean; detail?: string }[] = [];
try {
  const texts = files.map((f) => readFileSync(f, 'utf8'));
  for (const m of generateMutants(texts, count, seed)) {
    const path = join(dir, `${String(mutants.length).padStart(5, '0')}.pp`);
    writeFileSync(path, m.text);
    const bag = new DiagnosticBag();
    const ours = parseManifest(new SourceFile(path, m.text), bag) !== undefined && !bag.hasErrors;
    // The descent parser against the ohm path: same AST and diagnostics on every mutant.
    const c = compareParsers(path, m.text);
    mutants.push({ path, origin: `${relative(corpus, files[m.origin]!)} @${m.at}`, mutation: m.mutation, ours, parsersAgree: c.identical, ...(c.detail ? { detail: c.detail } : {}) });
  }
  const validator = fileURLToPath(new URL('../../scripts/puppet-validate-many.rb', import.meta.url));
  const r = spawnSync('/usr/bin/ruby', [validator], { input: mutants.map((x) => x.path).join('\n'), encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`puppet validation failed: ${r.stderr}`);
  const puppet = new Map(r.stdout.trim().split('\n').map((l) => {
    const [path, verdict, message] = l.split('\t');
    return [path!, { ok: verdict === 'ok', message: message ?? '' }];
  }));
  const disagreements = mutants.filter((x) => puppet.get(x.path)!.ok !== x.ours);
  const parserDifferences = mutants.filter((x) => !x.parsersAgree);
  const valid = mutants.filter((x) => puppet.get(x.path)!.ok).length;
  const lines = [
    ...disagreements.map((x) => `${x.origin}\t${x.mutation}\tpuppet=${puppet.get(x.path)!.ok ? 'valid' : 'invalid'}\tovercat=${x.ours ? 'valid' : 'invalid'}\t${puppet.get(x.path)!.message}`),
    ...parserDifferences.map((x) => `${x.origin}\t${x.mutation}\tdescent parser differs from the ohm path\t${x.detail}`),
  ];
  writeFileSync(out, lines.join('\n') + '\n');
  const agreement = (100 * (mutants.length - disagreements.length)) / mutants.length;
  process.stdout.write(`mutants=${mutants.length} puppet_valid=${valid} puppet_invalid=${mutants.length - valid} disagreements=${disagreements.length} agreement=${agreement.toFixed(2)}% parsers_identical=${mutants.length - parserDifferences.length}/${mutants.length}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
