// HOT templates against real Heat 19: every case in hot/cases/ is created through overcat's
// --heat-compat stack engine and previewed (resources, outputs), and compared with what
// scripts/gen-hot-conformance.py recorded Heat's own code doing with it (heat_oracle.py).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { createStack } from '../../src/heat/stack/engine.js';
import { hotStackParameters } from '../../src/heat/stack/parameters.js';
import { readHotTemplate } from '../../src/heat/template/load.js';
import { previewStack, type StackPreview } from '../../src/heat/template/preview.js';
import { dataEqual, type DataHash } from '../../src/data/value.js';
import { loadYaml } from '../../src/yaml/load.js';
import { REPO_ROOT } from '../helpers/cli.js';

interface Case {
  description: string;
  template: string;
  files?: Record<string, string>;
  environment_files?: string[];
  parameters?: DataHash;
}
interface HeatError {
  class: string;
  message: string;
}
interface Expected {
  error?: HeatError;
  resources?: Record<string, { enabled: boolean; type?: string; properties?: unknown; properties_error?: HeatError; properties_not_static?: string[] }>;
  outputs?: Record<string, { value?: unknown; error?: HeatError; not_static?: string[] }>;
}

const SUITE = join(REPO_ROOT, 'test/conformance/hot');
const names = readdirSync(join(SUITE, 'cases'))
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => f.slice(0, -'.yaml'.length))
  .sort();

const IDENTITY = { stackName: 'oracle', stackId: '11111111-2222-3333-4444-555555555555', projectId: 'oracle-project' };

function load(name: string): { spec: Case; want: Expected } {
  const path = join(SUITE, 'cases', `${name}.yaml`);
  const bag = new DiagnosticBag();
  const spec = loadYaml(new SourceFile(path, readFileSync(path, 'utf8')), bag)?.value as Case;
  expect(bag.items).toEqual([]);
  return { spec, want: JSON.parse(readFileSync(join(SUITE, 'expected', `${name}.json`), 'utf8')) as Expected };
}

/** overcat's answer in the oracle's terms: Heat's first error, or the described resources and outputs. */
function run(spec: Case): { error?: HeatError[]; preview?: StackPreview } {
  const bag = new DiagnosticBag();
  const request = { template: spec.template, files: spec.files ?? {}, environment_files: spec.environment_files ?? [], parameters: spec.parameters ?? {} };
  const created = createStack(request, { heatCompat: true, identity: IDENTITY }, bag);
  const errors = () => bag.items.filter((d) => d.severity === 'error').map((d) => ({ class: String(d.data?.heatClass), message: String(d.data?.heatMessage ?? d.message) }));
  if (!created) return { error: errors() };
  const template = readHotTemplate(spec.template, bag)!;
  const typed = hotStackParameters(template, created.environment, IDENTITY, bag)!;
  const registry = created.environment.resource_registry as DataHash;
  const preview = previewStack(template, typed.values, request.files, { heatCompat: true, registry });
  if (preview.error) return { error: [preview.error] };
  return { preview };
}

/** The resources and outputs as heat_oracle.py describes them. */
function described(p: StackPreview): Pick<Expected, 'resources' | 'outputs'> {
  const resources: NonNullable<Expected['resources']> = {};
  for (const [name, r] of Object.entries(p.resources)) {
    if (!r.enabled) resources[name] = { enabled: false };
    else if (r.requires) resources[name] = { enabled: true, type: r.type, properties_not_static: r.requires };
    else if (r.error) resources[name] = { enabled: true, type: r.type, properties_error: r.error };
    else resources[name] = { enabled: true, type: r.type, properties: r.properties };
  }
  const outputs: NonNullable<Expected['outputs']> = {};
  for (const [name, o] of Object.entries(p.outputs)) outputs[name] = 'error' in o ? { error: o.error } : o.requires ? { not_static: o.requires } : { value: o.value };
  return { resources, outputs };
}

const strip = (e: HeatError | undefined) => e && { class: e.class, message: e.message };
function stripAll(x: Pick<Expected, 'resources' | 'outputs'>): unknown {
  return JSON.parse(JSON.stringify(x, (k, v: unknown) => (k === 'properties_error' || k === 'error' ? strip(v as HeatError) : v)));
}

/** Cases where overcat does not give Heat 19's answer, each with the reason (docs/heat.md lists them). */
const KNOWN_GAPS: Record<string, string> = {
  'arg-yaql-bad-expression': "a yaql syntax error is worded by ohm, not by yaql's ply parser (class and place agree)",
};

function differences(want: Expected, got: ReturnType<typeof run>): string[] {
  if (want.error) {
    if (!got.error) return [`Heat fails (${want.error.class}: ${want.error.message}); overcat accepts`];
    return got.error.some((e) => e.class === want.error!.class && e.message === want.error!.message) ? [] : [`Heat fails with ${JSON.stringify(strip(want.error))}; overcat ${JSON.stringify(got.error)}`];
  }
  if (got.error) return [`Heat accepts; overcat fails with ${JSON.stringify(got.error)}`];
  const mine = stripAll(described(got.preview!));
  const heat = stripAll({ resources: want.resources ?? {}, outputs: want.outputs ?? {} });
  return dataEqual(mine, heat) ? [] : [`Heat gives ${JSON.stringify(heat)}; overcat ${JSON.stringify(mine)}`];
}

describe('HOT templates against Heat 19 (heat_oracle.py)', () => {
  it('has the suite', () => expect(names.length).toBeGreaterThanOrEqual(150));

  it.each(names)('%s', (name) => {
    const { spec, want } = load(name);
    const problems = differences(want, run(spec));
    if (Object.hasOwn(KNOWN_GAPS, name)) expect(problems, `${name} agrees with Heat now: remove it from KNOWN_GAPS`).not.toEqual([]);
    else expect(problems).toEqual([]);
  });
});
