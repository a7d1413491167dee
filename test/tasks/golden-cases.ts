// The deployment-task golden cases: test/fixtures/tasks/<case>/ holds options.yaml (the job: the
// graph of some roles, or a per-task compile of a node), its tasks files, manifests and data, and
// expected/ (plan.txt / plan.json, or report.json and chosen catalogs; diagnostics.txt).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { DiagnosticBag, sortDiagnostics } from '../../src/diagnostics/diagnostic.js';
import { renderDiagnosticsText } from '../../src/diagnostics/render-text.js';
import { DiskHost } from '../../src/host/disk-host.js';
import { compileTasks, taskGraph } from '../../src/pipeline/tasks.js';
import { planToJson, renderPlanDot, renderPlanText } from '../../src/tasks/render.js';
import { caseFolders } from '../helpers/golden.js';

/** A compiled catalog's `catalog_uuid` field (the text it is derived from holds absolute paths). */
const CATALOG_UUID = /"catalog_uuid": "[0-9a-f-]{36}"/;

export const REPO = new URL('../../', import.meta.url).pathname;
export const CASES_DIR = join(REPO, 'test/fixtures/tasks');

interface CaseOptions {
  description: string;
  job: 'graph' | 'compile';
  /** Tasks files, relative to the case directory. */
  tasks?: string[];
  /** Module path directories, relative to the case directory (`@modules`: the bundled modules/). */
  modulepath?: string[];
  roles?: string[];
  node?: string;
  facts?: string;
  hiera?: string;
  only?: string[];
  overrides?: boolean;
  /** Catalogs written to expected/ (compile). */
  catalogs?: string[];
}

export function caseNames(): string[] {
  return caseFolders(CASES_DIR, 'options.yaml');
}

/** Runs a case as `overcat tasks` / `overcat compile --task|--all-tasks` would; returns the files to compare. */
export function runCase(name: string): Map<string, string> {
  const dir = join(CASES_DIR, name);
  const options = load(readFileSync(join(dir, 'options.yaml'), 'utf8')) as CaseOptions;
  const inCase = (f: string) => `test/fixtures/tasks/${name}/${f}`;
  const host = new DiskHost({ cwd: REPO });
  const bag = new DiagnosticBag();
  const tasks = (options.tasks ?? []).map(inCase);
  const modulepath = (options.modulepath ?? []).map((m) => (m === '@modules' ? 'modules' : inCase(m)));
  const out = new Map<string, string>();
  // Paths are absolute where the host resolved them; expectations hold them relative to the repository.
  // A catalog's UUID is derived from its text, absolute paths included: it differs per checkout.
  const relative = (text: string) => text.replaceAll(REPO, '').replace(CATALOG_UUID, '"catalog_uuid": "(derived from the text)"');
  const json = (v: unknown) => relative(`${JSON.stringify(v, null, 2)}\n`);
  if (options.job === 'graph') {
    const plan = taskGraph(host, { modulepath, tasks, roles: options.roles ?? [] }, bag);
    if (plan) {
      const data = planToJson(plan, relative);
      out.set('plan.txt', renderPlanText(data));
      out.set('plan.json', json(data));
      out.set('plan.dot', renderPlanDot(data));
    }
  } else {
    const outcome = compileTasks(
      host,
      {
        modulepath,
        tasks,
        node: options.node!,
        facts: inCase(options.facts!),
        ...(options.hiera ? { hiera: inCase(options.hiera) } : {}),
        ...(options.roles ? { roles: options.roles } : {}),
        ...(options.only ? { only: options.only } : {}),
        overrides: options.overrides ?? true,
      },
      bag,
    );
    if (outcome) {
      out.set('report.json', json(outcome.report));
      const all = [...outcome.catalogs, ...(outcome.createResources ? [outcome.createResources] : [])];
      for (const name of options.catalogs ?? []) out.set(name, relative(all.find((c) => c.name === name)?.text ?? '(not written)\n'));
    }
  }
  out.set('diagnostics.txt', bag.items.length > 0 ? relative(`${renderDiagnosticsText(sortDiagnostics(bag.items), { color: false })}\n`) : '');
  return out;
}
