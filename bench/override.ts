// Override bench (issue 17 item 5): `overcat override` as a whole process on generated catalogs of
// 12.5k to 100k resources with one override entry per five resources (80 % updates, 20 % created,
// a quarter of the services appending a require), beside the floor: a bare Node process that reads
// the same catalog JSON and writes it back (override-floor.ts). CPU, wall and peak RSS of each
// process from /usr/bin/time, best of three; the ratio to the floor and the growth per doubling.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogJson, ResourceJson } from '../src/catalog/catalog-json.js';
import { emptyCatalogLike } from '../src/catalog/build.js';
import type { BenchRow, BenchSuite } from './suite.js';

const CLI = fileURLToPath(new URL('../bin/overcat.mjs', import.meta.url));
const FLOOR = fileURLToPath(new URL('./override-floor.js', import.meta.url));
const SIZES = [12_500, 25_000, 50_000, 100_000];
const RUNS = 3;
/** Issue 17's targets for 10,000 entries on 50,000 resources. */
const TARGET_RATIO = 2;
const TARGET_RSS_MB = 200;

const KINDS = ['package', 'file', 'service'] as const;

function title(kind: (typeof KINDS)[number], i: number): string {
  return kind === 'file' ? `/etc/gen/f${i}.conf` : `${kind}-${i}`;
}

/** A catalog shaped like Puppet's: Stage/Settings/main, then `n` resources spread over classes. */
export function generateCatalog(n: number): CatalogJson {
  const catalog = emptyCatalogLike({ name: 'bench.example.com', resources: [] });
  for (let i = 0; i < n; i++) {
    const kind = KINDS[i % 3]!;
    const parameters: Record<string, unknown> =
      kind === 'package' ? { ensure: 'installed' } : kind === 'file' ? { ensure: 'file', content: `line ${i}\n`, mode: '0644' } : { ensure: 'running', enable: true };
    const r: ResourceJson = { type: kind[0]!.toUpperCase() + kind.slice(1), title: title(kind, i), tags: [kind, 'class', `c${i % 100}`], file: `/m/c${i % 100}.pp`, line: i, exported: false, kind: 'compilable_type', parameters };
    catalog.resources.push(r);
    catalog.edges!.push({ source: 'Class[main]', target: `${r.type}[${r.title}]` });
  }
  return catalog;
}

/** `entries` override entries: 80% updates of existing resources, 20% new ones; a quarter of the services append a require. */
export function generateData(entries: number, resources: number): string {
  const byKind = new Map<string, string[]>();
  for (let e = 0; e < entries; e++) {
    const kind = KINDS[e % 3]!;
    const existing = e % 5 !== 0;
    // A permutation of each kind's resources (7919 is a prime no size's third is a multiple of), so titles never repeat.
    const i = existing ? ((Math.floor(e / 3) * 7919) % Math.floor(resources / 3)) * 3 + (e % 3) : resources + e;
    const params = kind === 'package' ? `{ensure: latest}` : kind === 'file' ? `{content: "new ${e}\\n"}` : e % 4 === 0 ? `{enable: false, require: 'Package[${title('package', 0)}]'}` : `{enable: false}`;
    const list = byKind.get(kind) ?? [];
    list.push(`    '${title(kind, i)}': ${params}`);
    byKind.set(kind, list);
  }
  const lines = ['configuration:'];
  for (const [kind, list] of byKind) lines.push(`  ${kind}:`, ...list);
  lines.push('configuration_options:', '  defaults:', '    file: {owner: root}');
  return `${lines.join('\n')}\n`;
}

interface Measure {
  cpu: number;
  wall: number;
  rssMb: number;
}

/** `node ...args` under /usr/bin/time, best CPU, best wall and least peak RSS of `RUNS` runs. */
function measure(args: string[]): Measure {
  let best: Measure | undefined;
  for (let k = 0; k < RUNS; k++) {
    const r = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', process.execPath, ...args], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 26 });
    if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited ${r.status}: ${r.stderr.slice(-2000)}`);
    const [wall, user, sys, rssKb] = r.stderr.trim().split('\n').at(-1)!.split(' ').map(Number) as [number, number, number, number];
    const m = { wall, cpu: user + sys, rssMb: rssKb / 1024 };
    best = best ? { wall: Math.min(best.wall, m.wall), cpu: Math.min(best.cpu, m.cpu), rssMb: Math.min(best.rssMb, m.rssMb) } : m;
  }
  return best!;
}

const fmt = (m: Measure) => `CPU ${m.cpu.toFixed(2)} s, wall ${m.wall.toFixed(2)} s, peak RSS ${m.rssMb.toFixed(0)} MB`;

export const overrideSuite: BenchSuite = {
  name: 'override',
  run(): BenchRow[] {
    const sizes = process.env.OVERCAT_BENCH_OVERRIDE_SIZES ? process.env.OVERCAT_BENCH_OVERRIDE_SIZES.split(',').map(Number) : SIZES;
    const rows: BenchRow[] = [];
    let previous: { overcat: Measure; floor: Measure } | undefined;
    for (const resources of sizes) {
      const entries = resources / 5;
      const dir = mkdtempSync(join(tmpdir(), 'overcat-bench-override-'));
      try {
        const catalog = join(dir, 'catalog.json');
        writeFileSync(catalog, `${JSON.stringify(generateCatalog(resources), null, 2)}\n`);
        writeFileSync(join(dir, 'data.yaml'), generateData(entries, resources));
        const overcat = measure([CLI, 'override', '--catalog', catalog, '--data', join(dir, 'data.yaml'), '--out', join(dir, 'out')]);
        const floor = measure([FLOOR, catalog, join(dir, 'floor.json')]);
        const growth = previous ? `; growth ${(overcat.cpu / previous.overcat.cpu).toFixed(2)}x CPU, ${(overcat.rssMb / previous.overcat.rssMb).toFixed(2)}x RSS (floor ${(floor.cpu / previous.floor.cpu).toFixed(2)}x CPU)` : '';
        const target = resources === 50_000 ? ` (target ≤ ${TARGET_RATIO}x, ≤ ${TARGET_RSS_MB} MB)` : '';
        rows.push({
          case: `${entries.toLocaleString('en')} entries on ${resources.toLocaleString('en')} resources, whole process`,
          overcat: fmt(overcat),
          reference: `floor (read + write the JSON): ${fmt(floor)}`,
          ratio: `${(overcat.cpu / floor.cpu).toFixed(2)}x CPU, ${(overcat.wall / floor.wall).toFixed(2)}x wall${target}${growth}`,
        });
        previous = { overcat, floor };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    return rows;
  },
};
