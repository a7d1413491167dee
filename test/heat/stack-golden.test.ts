// --heat-compat against real Heat 19: each case of golden/stack-cases.yaml (expectations made by
// golden/regenerate_stacks.py through heat_oracle.py) run through the stack engine.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import type { HeatRequest } from '../../src/heat/request.js';
import { createStack, updateStack, type StackOutcome } from '../../src/heat/stack/engine.js';
import { REPO_ROOT } from '../helpers/cli.js';

interface GoldenCase {
  name: string;
  case: HeatRequest & { previous?: HeatRequest; patch?: boolean };
  heat: { environment: unknown; parameters: unknown } | { error: { class: string; message: string; stage: string } };
}

const cases: GoldenCase[] = JSON.parse(readFileSync(`${REPO_ROOT}test/heat/golden/stack-cases.expected.json`, 'utf8'));
const identity = { stackName: 'oracle', stackId: '11111111-2222-3333-4444-555555555555', projectId: 'p' };

function run(c: GoldenCase['case'], bag: DiagnosticBag): { outcome: StackOutcome | undefined; stage: string } {
  const { previous, patch, ...request } = c;
  if (!previous) return { outcome: createStack(request, { heatCompat: true, identity }, bag), stage: 'create' };
  const first = createStack(previous, { heatCompat: true, identity }, bag);
  if (!first) return { outcome: undefined, stage: 'previous' };
  return { outcome: updateStack(first.record, { ...request, existing: patch === true }, { heatCompat: true }, bag), stage: 'update' };
}

describe('--heat-compat gives what Heat 19 gives', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThanOrEqual(15));
  for (const g of cases) {
    it(g.name, () => {
      const bag = new DiagnosticBag();
      const { outcome, stage } = run(g.case, bag);
      if ('error' in g.heat) {
        expect(outcome).toBeUndefined();
        const error = bag.items.find((d) => d.severity === 'error')!;
        expect({ class: error.data?.heatClass, message: error.data?.heatMessage ?? error.message, stage }).toEqual(g.heat.error);
      } else {
        expect(bag.items.filter((d) => d.severity === 'error')).toEqual([]);
        expect({ environment: outcome!.environment, parameters: outcome!.parameters }).toEqual(g.heat);
      }
    });
  }
});
