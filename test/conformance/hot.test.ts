// HOT templates against real Heat 19: every case in hot/cases/ is created through overcat's
// --heat-compat stack engine and previewed (resources, outputs), and compared with what
// scripts/gen-hot-conformance.py recorded Heat's own code doing with it (heat_oracle.py).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { loadYaml } from '../../src/yaml/load.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { hotDifferences, previewHotCaseErrors, runHotCase, sameHeatError, type HotCase, type HotExpected } from '../helpers/hot-cases.js';

interface Case extends HotCase {
  description: string;
}

const SUITE = join(REPO_ROOT, 'test/conformance/hot');
const names = readdirSync(join(SUITE, 'cases'))
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => f.slice(0, -'.yaml'.length))
  .sort();

function load(name: string): { spec: Case; want: HotExpected } {
  const path = join(SUITE, 'cases', `${name}.yaml`);
  const bag = new DiagnosticBag();
  const spec = loadYaml(new SourceFile(path, readFileSync(path, 'utf8')), bag)?.value as Case;
  expect(bag.items).toEqual([]);
  return { spec, want: JSON.parse(readFileSync(join(SUITE, 'expected', `${name}.json`), 'utf8')) as HotExpected };
}

/** Cases where overcat does not give Heat 19's answer, each with the reason (docs/heat.md lists them). */
const KNOWN_GAPS: Record<string, string> = {};

describe('HOT templates against Heat 19 (heat_oracle.py)', () => {
  it('has the suite', () => expect(names.length).toBeGreaterThanOrEqual(150));

  it.each(names)('%s', (name) => {
    const { spec, want } = load(name);
    const problems = hotDifferences(want, runHotCase(spec));
    if (Object.hasOwn(KNOWN_GAPS, name)) expect(problems, `${name} agrees with Heat now: remove it from KNOWN_GAPS`).not.toEqual([]);
    else expect(problems).toEqual([]);
  });

  // preview_stack checks a stack through the same steps as create_stack: the same first fault.
  const refused = names.filter((name) => !Object.hasOwn(KNOWN_GAPS, name) && load(name).want.error !== undefined);
  it('has cases Heat refuses', () => expect(refused.length).toBeGreaterThanOrEqual(100));
  it.each(refused)('preview %s', (name) => {
    const { spec, want } = load(name);
    const first = previewHotCaseErrors(spec)[0];
    expect(sameHeatError(first, want.error!), `Heat: ${JSON.stringify(want.error)}; overcat: ${JSON.stringify(first)}`).toBe(true);
  });
});
