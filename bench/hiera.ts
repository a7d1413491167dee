// Hiera bench: lookups per second over a generated 5-level hierarchy with 10,000 keys, and Puppet's rate.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DiagnosticBag } from '../src/diagnostics/diagnostic.js';
import { createHiera } from '../src/hiera/hiera.js';
import { DiskHost } from '../src/host/disk-host.js';
import type { BenchRow, BenchSuite } from './suite.js';

const KEYS = 10_000;
const LEVELS = [
  ['nodes/bench.example.com.yaml', 50],
  ['roles/web.yaml', 10],
  ['clusters/east.yaml', 5],
  ['os/Debian.yaml', 3],
  ['common.yaml', 1],
] as const;
const ORACLE = fileURLToPath(new URL('../../scripts/oracles/puppet_compile.sh', import.meta.url));

function key(i: number): string {
  return `key${String(i).padStart(5, '0')}`;
}

/** Writes the hierarchy: common has every key, each higher level every n-th key. */
function generate(dir: string): void {
  writeFileSync(
    join(dir, 'hiera.yaml'),
    `version: 5\ndefaults: {datadir: data, data_hash: yaml_data}\nhierarchy:\n${LEVELS.map(([p], i) => `  - {name: level${i}, path: "${p.replace('bench.example.com', '%{trusted.certname}').replace('web', '%{facts.role}').replace('east', '%{facts.cluster}').replace('Debian', '%{facts.os.family}')}"}`).join('\n')}\n`,
  );
  for (const [p, every] of LEVELS) {
    const file = join(dir, 'data', p);
    mkdirSync(join(file, '..'), { recursive: true });
    const lines: string[] = [];
    for (let i = 0; i < KEYS; i += every) lines.push(`${key(i)}: {value: "${p}-${i}", list: [${i}, ${i + 1}]}`);
    writeFileSync(file, `${lines.join('\n')}\n`);
  }
  writeFileSync(join(dir, 'facts.json'), JSON.stringify({ clientcert: 'bench.example.com', fqdn: 'bench.example.com', hostname: 'bench', domain: 'example.com', role: 'web', cluster: 'east', os: { family: 'Debian' } }));
}

function puppetSeconds(dir: string, lookups: number): number | undefined {
  const code = lookups > 0 ? `Integer[0, ${lookups - 1}].each |$i| { $v = lookup(sprintf('key%05d', $i), Data, 'deep') }` : '$x = 1';
  const t0 = performance.now();
  const r = spawnSync('bash', [ORACLE, '--node', 'bench.example.com', '--facts', join(dir, 'facts.json'), '--hiera', join(dir, 'hiera.yaml'), '--code', code], { encoding: 'utf8' });
  return r.status === 0 ? (performance.now() - t0) / 1000 : undefined;
}

export const hieraSuite: BenchSuite = {
  name: 'hiera',
  run(): BenchRow[] {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-bench-hiera-'));
    try {
      generate(dir);
      const facts = { clientcert: 'bench.example.com', fqdn: 'bench.example.com', role: 'web', cluster: 'east', os: { family: 'Debian' } };
      const host = new DiskHost({ roots: [dir] });
      const t0 = performance.now();
      const hiera = createHiera({ host, hieraConfig: join(dir, 'hiera.yaml'), facts }, new DiagnosticBag());
      for (let i = 0; i < KEYS; i++) hiera.lookup(key(i), { merge: 'deep' });
      const cold = (performance.now() - t0) / 1000;
      const t1 = performance.now();
      for (let i = 0; i < KEYS; i++) hiera.lookup(key(i), { merge: 'deep' });
      const warm = (performance.now() - t1) / 1000;
      const rows: BenchRow[] = [];
      const row: BenchRow = {
        case: `${KEYS} deep lookups, 5 levels (cold: files loaded)`,
        overcat: `${cold.toFixed(2)} s, ${Math.round(KEYS / cold)} lookups/s`,
      };
      rows.push(row, { case: `${KEYS} deep lookups, 5 levels (warm)`, overcat: `${warm.toFixed(2)} s, ${Math.round(KEYS / warm)} lookups/s` });
      if (existsSync(ORACLE) && spawnSync('puppet', ['--version']).status === 0) {
        // Puppet's in-process lookup rate: a compile doing 2,000 lookups minus one doing none.
        const n = 2000;
        const base = puppetSeconds(dir, 0);
        const full = puppetSeconds(dir, n);
        if (base !== undefined && full !== undefined && full > base) {
          const perLookup = (full - base) / n;
          row.reference = `puppet 7: ${Math.round(1 / perLookup)} lookups/s (in a compile; ${base.toFixed(1)} s start-up)`;
          row.ratio = `${(perLookup / (cold / KEYS)).toFixed(1)}x faster`;
        }
      }
      return rows;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
