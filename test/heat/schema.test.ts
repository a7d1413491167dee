// The heat-env JSON Schema accepts the example environments and rejects an unknown section.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { SCHEMAS } from '../../src/schemas/index.js';
import { validateAgainstSchema } from '../../src/schemas/validate.js';
import { loadYaml } from '../../src/yaml/load.js';
import { REPO_ROOT } from '../helpers/cli.js';

function errors(name: string, text: string): number {
  const bag = new DiagnosticBag();
  const doc = loadYaml(new SourceFile(name, text), bag)!;
  return validateAgainstSchema(doc, SCHEMAS['heat-env']!.build({}), bag);
}

describe('heat-env schema', () => {
  it('accepts the example environment files', () => {
    for (const f of ['base.yaml', 'production.yaml', 'debug.yaml']) expect(errors(f, readFileSync(`${REPO_ROOT}examples/heat/${f}`, 'utf8'))).toBe(0);
  });

  it('rejects an unknown section and an unknown strategy', () => {
    expect(errors('a.yaml', 'paramters: {}\n')).toBeGreaterThan(0);
    expect(errors('b.yaml', 'parameter_merge_strategies:\n  x: append\n')).toBeGreaterThan(0);
  });
});
