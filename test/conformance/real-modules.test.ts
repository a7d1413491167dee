// Real-module differential: each case of test/conformance/real-modules/ compiled by overcat's
// pipeline over the module path scripts/rebuild-modules.sh builds, compared resource by resource
// with Puppet 7.23's catalog. Where they stand is recorded in real-modules/status.json: a case
// that matches must keep matching, and a case that differs must differ exactly as recorded, so a
// regression fails and so does an improvement until status.json records it
// (OVERCAT_REAL_MODULES_UPDATE=1 rewrites it and RESULTS.md). Without the module path (CI) only
// the suite's own shape is checked, and the test says it skipped the comparison.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { DiskHost } from '../../src/host/disk-host.js';
import { compile } from '../../src/pipeline/compile.js';
import { ParseCache } from '../../src/puppet/parser/cache.js';
import { canonicalJson, parseExact } from '../helpers/catalog-normalize.js';
import { compareCatalogs, loadRealCases, normalizeReal, realCaseInputs, realModulePath, type RealCase } from './real-modules-cases.js';

const SUITE = fileURLToPath(new URL('./real-modules/', import.meta.url));
const STATUS = join(SUITE, 'status.json');
const cases = loadRealCases(SUITE);
const modules = realModulePath();

interface Status {
  /** Puppet's resource count, or "error" when Puppet fails. */
  puppet: number | 'error';
  overcat: 'identical' | 'differs' | 'fails' | 'fails-as-puppet' | 'compiles-where-puppet-fails';
  missing: number;
  extra: number;
  differing: number;
  orderDiffers: boolean;
  edgesMissing: number;
  edgesExtra: number;
  /** The distinct codes of overcat's errors. */
  errors: string[];
}

interface Outcome {
  status: Status;
  /** What blocks the case, for RESULTS.md and the console. */
  blockers: string[];
}

/** One host and parse cache for every case: they share the module path, parsed once. */
function evaluate(c: RealCase, root: string, host: DiskHost, cache: ParseCache): Outcome {
  const inputs = realCaseInputs(c, root);
  const bag = new DiagnosticBag();
  const outcome = compile(host, { ...inputs, cache }, bag);
  const errors = bag.items.filter((d) => d.severity === 'error');
  const codes = [...new Set(errors.map((d) => d.code))].sort();
  const messages = [...new Set(errors.map((d) => `${d.code} ${d.message}`))];
  const ours = outcome ? normalizeReal(parseExact(outcome.text), c, root) : undefined;
  if (!c.expected) {
    const status: Status = { puppet: 'error', overcat: ours ? 'compiles-where-puppet-fails' : 'fails-as-puppet', missing: 0, extra: ours ? (ours as { resources: unknown[] }).resources.length : 0, differing: 0, orderDiffers: false, edgesMissing: 0, edgesExtra: 0, errors: codes };
    return { status, blockers: ours ? [`Puppet: ${c.expectedError?.message ?? '?'}`] : messages.slice(0, 3) };
  }
  const diff = compareCatalogs(c.expected, ours);
  const identical = ours !== undefined && canonicalJson(ours) === canonicalJson(c.expected);
  const status: Status = {
    puppet: (c.expected as { resources: unknown[] }).resources.length,
    overcat: identical ? 'identical' : ours ? 'differs' : 'fails',
    missing: diff.missing.length,
    extra: diff.extra.length,
    differing: diff.differing.length,
    orderDiffers: diff.orderDiffers,
    edgesMissing: diff.edgesMissing,
    edgesExtra: diff.edgesExtra,
    errors: codes,
  };
  const fieldCounts = new Map<string, number>();
  for (const d of diff.differing) for (const f of d.fields) fieldCounts.set(f, (fieldCounts.get(f) ?? 0) + 1);
  const fields = [...fieldCounts].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([f, n]) => `${f} (${n})`);
  const blockers = [
    ...messages.slice(0, 3),
    ...(fields.length ? [`differing fields: ${fields.join(', ')}`] : []),
    ...(ours && diff.missing.length ? [`missing e.g. ${diff.missing.slice(0, 3).join(', ')}`] : []),
    ...(diff.extra.length ? [`extra e.g. ${diff.extra.slice(0, 3).join(', ')}`] : []),
  ];
  return { status, blockers };
}

function table(results: [RealCase, Outcome][]): string {
  const rows = results.map(([c, { status: s, blockers }]) => `| ${c.name} | ${s.puppet} | ${s.overcat} | ${s.missing} | ${s.extra} | ${s.differing} | ${s.orderDiffers ? 'differs' : 'same'} | ${s.edgesMissing}/${s.edgesExtra} | ${blockers.join('<br>').replace(/\|/g, '\\|') || '—'} |`);
  return ['| case | Puppet resources | overcat | missing | extra | differing | order | edges missing/extra | what blocks it |', '|---|---|---|---|---|---|---|---|---|', ...rows].join('\n');
}

describe('real-module differential (Puppet 7.23)', () => {
  const recorded = JSON.parse(readFileSync(STATUS, 'utf8')) as Record<string, Status>;

  it('has at least 15 cases, each with a Puppet expectation and a recorded status', () => {
    expect(cases.length).toBeGreaterThanOrEqual(15);
    for (const c of cases) {
      expect(c.expected !== undefined || c.expectedError !== undefined, `${c.name}: run scripts/gen-real-modules.py`).toBe(true);
      expect(recorded[c.name], `${c.name} has no entry in status.json`).toBeDefined();
    }
    expect(Object.keys(recorded).sort()).toEqual(cases.map((c) => c.name));
  });

  if (!modules) {
    it('compares with Puppet only where the module path is present', () => {
      console.log('real-module differential skipped: no module path (run scripts/rebuild-modules.sh, or set OVERCAT_REAL_MODULES)');
      expect(modules).toBeUndefined();
    });
    return;
  }

  const results: [RealCase, Outcome][] = [];
  const host = new DiskHost({ roots: [SUITE, modules] });
  const cache = new ParseCache(host);
  for (const c of cases) {
    it(c.name, { timeout: 300_000 }, () => {
      const outcome = evaluate(c, modules, host, cache);
      results.push([c, outcome]);
      if (process.env.OVERCAT_REAL_MODULES_UPDATE) return;
      const was = recorded[c.name]!;
      const better = outcome.status.missing + outcome.status.extra + outcome.status.differing < was.missing + was.extra + was.differing;
      const hint = better ? 'improved: record it with OVERCAT_REAL_MODULES_UPDATE=1' : 'regressed (or changed): compare with status.json';
      expect(outcome.status, `${c.name} ${hint}\n${outcome.blockers.join('\n')}`).toEqual(was);
    });
  }

  it('summary', () => {
    const text = table(results);
    console.log(`real-module differential over ${modules}\n${text}`);
    if (process.env.OVERCAT_REAL_MODULES_UPDATE) {
      writeFileSync(STATUS, `${JSON.stringify(Object.fromEntries(results.map(([c, o]) => [c.name, o.status])), null, 2)}\n`);
      const versions = readFileSync(join(modules, 'VERSIONS'), 'utf8').trim().split('\n').map((l) => `    ${l}`).join('\n');
      writeFileSync(join(SUITE, 'RESULTS.md'), `# Real-module differential: where overcat stands\n\nWritten by \`OVERCAT_REAL_MODULES_UPDATE=1 npx vitest run test/conformance/real-modules.test.ts\` (see docs/real-modules.md). Module versions:\n\n${versions}\n\n${text}\n`);
    }
    expect(results.length).toBe(cases.length);
  });
});
