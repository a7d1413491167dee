// Parser bench: MB/s over the real corpus (when $OVERCAT_CORPUS or /work/corpus holds it) or a
// generated manifest set, time and peak memory on the 800 KB generated environment, warm cache,
// and Puppet's own parse of the same files where Puppet is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DiagnosticBag } from '../src/diagnostics/diagnostic.js';
import { SourceFile } from '../src/diagnostics/source.js';
import { DiskHost } from '../src/host/disk-host.js';
import { ParseCache } from '../src/puppet/parser/cache.js';
import type { BenchRow, BenchSuite } from './suite.js';

const ORACLES = fileURLToPath(new URL('../../scripts/oracles/', import.meta.url));

function ppFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...ppFiles(p));
    else if (name.endsWith('.pp')) out.push(p);
  }
  return out;
}

/** Issue 3's targets: Puppet's warm parser speed, cold, and the peak memory on the 800 KB environment. */
const TARGET_MBPS = 2.2;
const TARGET_PEAK_MB = 300;

/**
 * Parses every file with a fresh in-memory cache (cold) or the given one; returns wall and CPU
 * seconds (CPU time is the steadier figure on a shared machine) and bytes.
 */
function parseAll(files: string[], cache = new ParseCache()): { seconds: number; cpuSeconds: number; bytes: number; failed: number } {
  let bytes = 0;
  let failed = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    bytes += Buffer.byteLength(text);
    if (!cache.parse(new SourceFile(f, text), new DiagnosticBag())) failed++;
  }
  const cpu = process.cpuUsage(cpu0);
  return { seconds: (performance.now() - t0) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6, bytes, failed };
}

/** Peak RSS of parsing `dir` in a separate process, so the figure is the parser's alone. */
function peakRssMb(dir: string): number | undefined {
  const script = `import('${new URL('./parse.js', import.meta.url).href}').then(async (m) => { m.parseDirectory(${JSON.stringify(dir)}); process.stdout.write(String(process.resourceUsage().maxRSS)); })`;
  const r = spawnSync(process.execPath, [...process.execArgv, '-e', script], { encoding: 'utf8' });
  return r.status === 0 ? Number(r.stdout) / 1024 : undefined;
}

/** Used by the peak-memory child process. */
export function parseDirectory(dir: string): void {
  parseAll(ppFiles(dir));
}

function puppetSeconds(dir: string): number | undefined {
  const census = join(ORACLES, 'corpus_census.rb');
  if (!existsSync(census) || spawnSync('puppet', ['--version']).status !== 0) return undefined;
  const t0 = performance.now();
  const r = spawnSync('ruby', [census, dir, '--json'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return r.status === 0 ? (performance.now() - t0) / 1000 : undefined;
}

const mbps = (bytes: number, s: number) => `${(bytes / 1e6 / s).toFixed(2)} MB/s`;

export const parseSuite: BenchSuite = {
  name: 'parse',
  run(): BenchRow[] {
    const rows: BenchRow[] = [];
    const corpus = process.env.OVERCAT_CORPUS ?? '/work/corpus';
    if (existsSync(corpus)) {
      const files = ppFiles(corpus);
      const cold = parseAll(files);
      const short = TARGET_MBPS / (cold.bytes / 1e6 / cold.seconds);
      const row: BenchRow = {
        case: `real corpus, ${files.length} files (${(cold.bytes / 1e6).toFixed(1)} MB), cold, one thread`,
        overcat: `${cold.seconds.toFixed(1)} s, ${mbps(cold.bytes, cold.seconds)} (CPU ${cold.cpuSeconds.toFixed(1)} s, ${mbps(cold.bytes, cold.cpuSeconds)}); target ${TARGET_MBPS} MB/s: ${short.toFixed(1)}x short`,
      };
      const puppet = puppetSeconds(corpus);
      if (puppet !== undefined) {
        row.reference = `puppet 7 parse+validate+walk (corpus_census.rb, incl. ~0.5 s start-up): ${puppet.toFixed(1)} s, ${mbps(cold.bytes, puppet)}`;
        row.ratio = `${(cold.seconds / puppet).toFixed(1)}x slower`;
      }
      rows.push(row);
    } else {
      rows.push({ case: 'real corpus', overcat: 'skipped: set OVERCAT_CORPUS (scripts/rebuild-corpus.sh builds it)' });
    }
    const gen = join(ORACLES, 'gen_manifest.py');
    if (existsSync(gen)) {
      const dir = mkdtempSync(join(tmpdir(), 'overcat-bench-parse-'));
      try {
        spawnSync('python3', [gen, '10000', dir], { stdio: 'ignore' });
        const files = ppFiles(dir);
        const cold = parseAll(files);
        const rss = peakRssMb(dir);
        rows.push({ case: `generated environment (gen_manifest.py 10000): ${files.length} files, ${(cold.bytes / 1e3).toFixed(0)} KB`, overcat: `${cold.seconds.toFixed(2)} s cold, ${mbps(cold.bytes, cold.seconds)}, peak RSS ${rss?.toFixed(0) ?? '?'} MB (target ≤ ${TARGET_PEAK_MB} MB)` });
        const cacheDir = join(dir, '.cache');
        parseAll(files, new ParseCache(new DiskHost(), cacheDir));
        const memoryCache = new ParseCache();
        parseAll(files, memoryCache);
        const warmMemory = parseAll(files, memoryCache);
        const warmDisk = parseAll(files, new ParseCache(new DiskHost(), cacheDir));
        rows.push({ case: 'same files, warm cache', overcat: `in process ${(warmMemory.seconds * 1000).toFixed(0)} ms; from --cache-dir in a new run ${(warmDisk.seconds * 1000).toFixed(0)} ms` });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    return rows;
  },
};
