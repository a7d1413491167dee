// The in-compilation override cases: test/fixtures/override-compile/<case>/ holds case.yaml (one
// manifest or several task manifests, data files or a Hiera hierarchy), the modules and facts,
// expected/ (catalogs, report.json, diagnostics.txt) and puppet/ (the catalogs real Puppet compiles
// from manifests with the overridden values written in: scripts/gen-override-compile-oracle.py).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { DiagnosticBag, sortDiagnostics } from '../../src/diagnostics/diagnostic.js';
import { renderDiagnosticsText } from '../../src/diagnostics/render-text.js';
import { DiskHost } from '../../src/host/disk-host.js';
import { renderReportText } from '../../src/override/report.js';
import type { CompileOptions } from '../../src/pipeline/compile.js';
import { compileWithOverrides, createResources, prepareCompileOverrides, type OverrideCompileResult } from '../../src/pipeline/compile-overrides.js';
import { caseFolders } from '../helpers/golden.js';

export const REPO = new URL('../../', import.meta.url).pathname;
export const CASES_DIR = join(REPO, 'test/fixtures/override-compile');

export interface CompileCaseSpec {
  description: string;
  /** One manifest: its catalog is `<node>.json`, missing resources created in it. */
  manifest?: string;
  /** Task manifests: one catalog each, then create_resources.json. */
  tasks?: { name: string; manifest: string }[];
  data?: string[];
  hiera?: string;
  node?: string;
  /** Catalog name -> the manifest Puppet compiles for the expectation (values written in). */
  puppet?: Record<string, string>;
  /** Values that must appear in no report and no diagnostic. */
  secrets?: string[];
}

export function compileCaseNames(): string[] {
  return caseFolders(CASES_DIR, 'case.yaml');
}

export function compileCaseSpec(name: string): CompileCaseSpec {
  return load(readFileSync(join(CASES_DIR, name, 'case.yaml'), 'utf8')) as CompileCaseSpec;
}

export interface CompileCaseRun {
  /** What the case writes: catalogs by name, report.json, report.txt, diagnostics.txt (repository-relative paths). */
  files: Map<string, string>;
  /** The catalogs' JSON text as compiled (absolute paths), by name. */
  catalogs: Map<string, string>;
}

/** Runs a case as `compile --apply-overrides` (one manifest) or the task steps (each task, then create_resources). */
export function runCompileCase(name: string): CompileCaseRun {
  const spec = compileCaseSpec(name);
  const inCase = (f: string) => `test/fixtures/override-compile/${name}/${f}`;
  const host = new DiskHost({ cwd: REPO });
  const bag = new DiagnosticBag();
  const base: CompileOptions = {
    node: spec.node ?? 'n1.example.com',
    facts: inCase('facts.json'),
    modulepath: [inCase('modules')],
    ...(spec.hiera ? { hiera: inCase(spec.hiera) } : {}),
    pretty: true,
  };
  const catalogs = new Map<string, string>();
  const context = prepareCompileOverrides(host, base, spec.data ? { data: spec.data.map(inCase) } : {}, bag);
  let report;
  if (context && spec.manifest) {
    const r = compileWithOverrides(host, { compile: { ...base, manifest: inCase(spec.manifest) }, context }, bag);
    if (r.outcome) catalogs.set(r.name, r.outcome.text);
    report = r.report;
  } else if (context && spec.tasks) {
    const results: OverrideCompileResult[] = spec.tasks.map((t) => compileWithOverrides(host, { compile: { ...base, manifest: inCase(t.manifest) }, context, name: t.name, mode: 'task' }, bag));
    const done = results.flatMap((r) => (r.outcome ? [{ name: r.name, catalog: r.outcome.catalog, report: r.report, matched: r.matched }] : []));
    const created = createResources(host, { compile: base, context, tasks: done }, bag);
    for (const r of results) if (r.outcome) catalogs.set(r.name, r.outcome.text);
    if (created.catalog) catalogs.set(created.catalog.name, created.catalog.outcome.text);
    report = created.report;
  }
  // A catalog's UUID is derived from its text, absolute paths included: it differs per checkout.
  const strip = (text: string) => text.replaceAll(REPO, '').replace(/"catalog_uuid": "[0-9a-f-]{36}"/, '"catalog_uuid": "(derived from the text)"');
  const files = new Map<string, string>();
  for (const [n, text] of catalogs) files.set(n, strip(text));
  // As the CLI: no report beside a failed compilation (what was applied before the failure is not a result).
  if (report && !bag.hasErrors) {
    files.set('report.json', strip(`${JSON.stringify(report, null, 2)}\n`));
    files.set('report.txt', strip(renderReportText(report, spec.tasks !== undefined)));
  }
  files.set('diagnostics.txt', bag.items.length > 0 ? strip(`${renderDiagnosticsText(sortDiagnostics(bag.items), { color: false })}\n`) : '');
  return { files, catalogs };
}
