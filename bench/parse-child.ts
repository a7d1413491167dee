// One cold measurement of the parser bench, run in a fresh Node process so that nothing is warm:
//   node dist/bench/parse-child.js corpus descent|reference DIR   → MB/s over every .pp file
//   node dist/bench/parse-child.js manifest descent|reference BYTES → time and memory on one generated manifest
// Prints one JSON object. It runs with the CLI's V8 settings (cli/v8-flags.ts), imported first as main.ts does.
import '../src/cli/v8-flags.js';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DiagnosticBag } from '../src/diagnostics/diagnostic.js';
import { SourceFile } from '../src/diagnostics/source.js';
import { parseManifest } from '../src/puppet/parser/parse.js';
import { generateManifest } from './gen-manifest.js';

function ppFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...ppFiles(p));
    else if (name.endsWith('.pp')) out.push(p);
  }
  return out;
}

const [mode, parserArg, arg] = process.argv.slice(2);
const parser = parserArg === 'reference' ? 'reference' : 'descent';

/** Parses (and validates, as `overcat parse` does) every text; wall and CPU seconds. */
function parseAll(texts: { path: string; text: string }[], keep: boolean): { wall: number; cpu: number; failed: number; programs: unknown[] } {
  const programs: unknown[] = [];
  let failed = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const { path, text } of texts) {
    const bag = new DiagnosticBag();
    const p = parseManifest(new SourceFile(path, text), bag, { parser });
    if (!p || bag.hasErrors) failed++;
    if (keep) programs.push(p);
  }
  const cpu = process.cpuUsage(cpu0);
  return { wall: (performance.now() - t0) / 1000, cpu: (cpu.user + cpu.system) / 1e6, failed, programs };
}

if (mode === 'corpus') {
  const texts = ppFiles(arg!).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
  const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t.text), 0);
  const r = parseAll(texts, false);
  process.stdout.write(JSON.stringify({ files: texts.length, bytes, wall: r.wall, cpu: r.cpu, failed: r.failed }));
} else {
  const text = generateManifest(Number(arg));
  // Node's baseline here: modules loaded and the text in memory, before the parse allocates.
  const baseline = process.memoryUsage().rss;
  // The tree is kept: the memory figure is what a caller holding it pays.
  const r = parseAll([{ path: 'generated.pp', text }], true);
  const peak = process.resourceUsage().maxRSS * 1024;
  const heapAfter = process.memoryUsage().heapUsed;
  process.stdout.write(JSON.stringify({ bytes: Buffer.byteLength(text), wall: r.wall, cpu: r.cpu, failed: r.failed, baselineRss: baseline, peakRss: peak, heapAfter, kept: r.programs.length }));
}
