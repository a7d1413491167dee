// HOT templates and parameters against real Heat 19: each case of cases.yaml, with the expectation
// scripts/gen-heat-parameter-cases.py recorded by running Heat (heat_oracle.py) on it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../../src/diagnostics/source.js';
import { mergeHeatRequest } from '../../../src/heat/merge.js';
import { parameterTypes, resolveParameters } from '../../../src/heat/parameters/resolve.js';
import { evaluateConditions } from '../../../src/heat/template/conditions.js';
import { loadHotTemplate } from '../../../src/heat/template/load.js';
import { checkDuplicateNames } from '../../../src/heat/template/template.js';
import type { Layer } from '../../../src/merge/layer.js';
import type { DataHash } from '../../../src/data/value.js';
import { loadYaml } from '../../../src/yaml/load.js';
import { REPO_ROOT } from '../../helpers/cli.js';

interface Case {
  id: string;
  template?: string;
  params?: string;
  version?: string;
  env?: string;
  parameters?: DataHash;
}
interface Info {
  hidden: boolean;
  immutable: boolean;
  label: string;
  description: string;
}
type Expected = { parameters: DataHash; info: Record<string, Info>; conditions?: Record<string, boolean | { error: string }> } | { error: { class: string; message: string } };

const SUITE = join(REPO_ROOT, 'test/heat/parameters');
const cases = loadYaml(new SourceFile('cases.yaml', readFileSync(join(SUITE, 'cases.yaml'), 'utf8')), new DiagnosticBag())!.value as Case[];
const expected = JSON.parse(readFileSync(join(SUITE, 'expected.json'), 'utf8')) as Record<string, Expected>;

/** The case's template text, built as the generator builds it. */
function templateText(c: Case): string {
  if (c.template !== undefined) return c.template;
  const body = c.params!.replace(/\n$/, '').split('\n').map((l) => `  ${l}\n`).join('');
  return `heat_template_version: ${c.version ?? '2021-04-16'}\nparameters:\n${body}`;
}

/** Heat's create path: the env file merged over the explicit parameters (Heat's order), then the parameters resolved. */
function run(c: Case) {
  const bag = new DiagnosticBag();
  const template = loadHotTemplate(new SourceFile('template.yaml', templateText(c)), bag);
  if (!template) return { bag, conditions: undefined };
  const layers: Layer[] = [];
  if (c.env !== undefined) layers.push({ name: 'env.yaml', value: loadYaml(new SourceFile('env.yaml', c.env), bag)!.value ?? {} });
  const merged = mergeHeatRequest(layers, c.parameters ?? {}, bag, { heatCompat: true, schemata: parameterTypes(template) });
  const resolved = merged && resolveParameters(template, merged.environment, { stackName: 'oracle', stackId: 'id', projectId: 'project' }, bag);
  const conditions = evaluateConditions(template, resolved?.values, bag);
  checkDuplicateNames(template, bag);
  return { bag, resolved: bag.hasErrors ? undefined : resolved, conditions };
}

/** The template's parameters (the oracle leaves the pseudo ones out). */
function userValues(values: DataHash): DataHash {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !k.startsWith('OS::')));
}

describe("HOT templates and parameters against Heat 19 (heat_oracle.py)", () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', (id, c) => {
    const want = expected[id]!;
    const { bag, resolved, conditions } = run(c);
    const errors = bag.items.filter((d) => d.severity === 'error');
    if ('error' in want) {
      expect(resolved).toBeUndefined();
      // Heat stops at its first error; overcat reports every one, Heat's among them, worded alike
      // (a Python crash is reported with the Python message after overcat's explanation).
      const messages = errors.map((d) => d.message);
      expect(messages.some((m) => m === want.error.message || m.endsWith(`: ${want.error.message}`))).toBe(true);
      return;
    }
    expect(errors).toEqual([]);
    expect(userValues(resolved!.values)).toEqual(want.parameters);
    for (const [name, info] of Object.entries(want.info)) {
      const s = resolved!.schemas.get(name)!;
      expect({ hidden: s.hidden, immutable: s.immutable, label: s.label ?? name, description: s.description ?? '' }).toEqual(info);
    }
    // A condition Heat cannot evaluate is a warning naming Heat's error.
    const warnings = bag.items.filter((d) => d.code === 'OVC7302').map((d) => d.message);
    for (const [name, value] of Object.entries(want.conditions ?? {})) {
      if (typeof value === 'boolean') expect([name, conditions!.get(name)]).toEqual([name, value]);
      else expect(warnings).toContain(`Condition "${name}" cannot be evaluated: ${value.error}`);
    }
    expect(conditions?.size ?? 0).toBe(Object.values(want.conditions ?? {}).filter((v) => typeof v === 'boolean').length);
  });

  it('covers every case', () => {
    expect(Object.keys(expected).sort()).toEqual(cases.map((c) => c.id).sort());
  });
});
