// Bench: 10,000 override entries (updates, creations, defaults, relationship appends) applied to a
// generated 50,000-resource catalog; time per phase and peak memory.
import { DiagnosticBag } from '../src/diagnostics/diagnostic.js';
import { SourceFile } from '../src/diagnostics/source.js';
import { DiskHost } from '../src/host/disk-host.js';
import { overrideCatalogs } from '../src/override/apply.js';
import type { CatalogJson, ResourceJson } from '../src/catalog/catalog-json.js';
import { emptyCatalogLike } from '../src/catalog/build.js';
import { ModulePath } from '../src/puppet/modulepath/module-path.js';
import { DocumentOverrideSource } from '../src/override/source.js';
import { loadYaml } from '../src/yaml/load.js';
import type { BenchRow, BenchSuite } from './suite.js';

const KINDS = ['package', 'file', 'service'] as const;

function title(kind: (typeof KINDS)[number], i: number): string {
  return kind === 'file' ? `/etc/gen/f${i}.conf` : `${kind}-${i}`;
}

/** A catalog shaped like Puppet's: Stage/Settings/main, then `n` resources spread over classes. */
function generateCatalog(n: number): CatalogJson {
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

/** `entries` override entries: 80% updates of existing resources, 20% new ones; a quarter append a require. */
function generateData(entries: number, resources: number): string {
  const byKind = new Map<string, string[]>();
  for (let e = 0; e < entries; e++) {
    const kind = KINDS[e % 3]!;
    const existing = e % 5 !== 0;
    // A permutation of each kind's resources (7919 is prime to 16,666), so titles never repeat.
    const i = existing ? ((Math.floor(e / 3) * 7919) % Math.floor(resources / 3)) * 3 + (e % 3) : resources + e;
    const params = kind === 'package' ? `{ensure: latest}` : kind === 'file' ? `{content: "new ${e}\\n"}` : e % 4 === 0 ? `{enable: false, require: 'Package[${title('package', 0)}]'}` : `{enable: false}`;
    const list = byKind.get(kind) ?? [];
    list.push(`    '${title(kind, i)}': ${params}`);
    byKind.set(kind, list);
  }
  const lines = ['configuration:'];
  for (const [kind, list] of byKind) lines.push(`  ${kind}:`, ...list);
  lines.push('configuration_options:', '  defaults:', "    file: {owner: root}");
  return `${lines.join('\n')}\n`;
}

export const overrideSuite: BenchSuite = {
  name: 'override',
  run(): BenchRow[] {
    const resources = 50_000;
    const entries = 10_000;
    const types = ModulePath.scan(new DiskHost(), [], new DiagnosticBag());
    const catalog = generateCatalog(resources);
    const yaml = generateData(entries, resources);
    const heapBefore = process.memoryUsage().heapUsed;

    const t0 = performance.now();
    const bag = new DiagnosticBag();
    const doc = loadYaml(new SourceFile('bench.yaml', yaml), bag)!;
    const t1 = performance.now();
    const result = overrideCatalogs({ source: new DocumentOverrideSource(doc), types, catalogs: [{ name: 'bench.json', catalog }], taskMode: false }, bag);
    const t2 = performance.now();
    const text = JSON.stringify(result.catalogs![0]!.catalog);
    const t3 = performance.now();
    const heapAfter = process.memoryUsage().heapUsed;
    if (bag.hasErrors) throw new Error(`bench data has errors: ${bag.items[0]!.message}`);
    const s = result.report.summary;
    const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
    return [
      {
        case: `${entries.toLocaleString('en')} entries on ${resources.toLocaleString('en')} resources (${s.updated} updated, ${s.created} created)`,
        overcat: `load data ${(t1 - t0).toFixed(0)} ms, apply ${(t2 - t1).toFixed(0)} ms, serialise ${(t3 - t2).toFixed(0)} ms (${mb(text.length)} JSON); heap +${mb(heapAfter - heapBefore)}, peak RSS ${mb(process.resourceUsage().maxRSS * 1024)}`,
      },
    ];
  },
};
