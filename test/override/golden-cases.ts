// The override golden cases: test/fixtures/override/<case>/ holds options.yaml (catalogs, data files
// or a Hiera hierarchy, module path), the data and expected/ (report.json, diagnostics.txt, catalogs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { DiagnosticBag, sortDiagnostics } from '../../src/diagnostics/diagnostic.js';
import { renderDiagnosticsText } from '../../src/diagnostics/render-text.js';
import { DiskHost } from '../../src/host/disk-host.js';
import { override } from '../../src/pipeline/override.js';
import { caseFolders } from '../helpers/golden.js';

export const REPO = new URL('../../', import.meta.url).pathname;
export const CASES_DIR = join(REPO, 'test/fixtures/override');

interface CaseOptions {
  description: string;
  /** Catalog files or directories, relative to the repository. */
  catalogs: string[];
  /** Data files, relative to the case directory (or hiera + facts). */
  data?: string[];
  hiera?: string;
  facts?: string;
  /** Relative to the repository; default the bundled modules/. */
  modulepath?: string;
}

export function caseNames(): string[] {
  return caseFolders(CASES_DIR, 'options.yaml');
}

/** Runs a case the way `overcat override --out` does; returns the files it would write. */
export function runCase(name: string): Map<string, string> {
  const dir = join(CASES_DIR, name);
  const options = load(readFileSync(join(dir, 'options.yaml'), 'utf8')) as CaseOptions;
  const host = new DiskHost({ cwd: REPO });
  const bag = new DiagnosticBag();
  const inCase = (f: string) => `test/fixtures/override/${name}/${f}`;
  const data = options.data ? { data: options.data.map(inCase) } : { hiera: inCase(options.hiera!), facts: inCase(options.facts!) };
  const { result } = override(host, { catalogs: options.catalogs, ...data, modulepath: (options.modulepath ?? 'modules').split(':') }, bag);
  const out = new Map<string, string>();
  // Hiera reports the absolute paths it resolved; expectations hold them relative to the repository.
  const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`.replaceAll(REPO, '');
  if (result?.catalogs) out.set('report.json', json(result.report));
  out.set('diagnostics.txt', bag.items.length > 0 ? `${renderDiagnosticsText(sortDiagnostics(bag.items), { color: false })}\n`.replaceAll(REPO, '') : '');
  for (const named of [...(result?.catalogs ?? []), ...(result?.createResources ? [result.createResources] : [])]) out.set(named.name, json(named.catalog));
  return out;
}
