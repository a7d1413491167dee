// Heat's parameter merge strategies against Heat 19's own merge_environments
// (expectations made by scripts/gen-heat-merge-cases.py with Debian's python3-heat).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { HEAT_EMPTY_ENVIRONMENT, HeatMergeError, mergeHeatEnvironments, type HeatParameterType } from '../../src/merge/heat-strategies.js';
import type { Layer } from '../../src/merge/layer.js';
import { loadYaml } from '../../src/yaml/load.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { keyOrders, type KeyOrders } from '../helpers/key-orders.js';

interface Case {
  id: string;
  types: Record<string, HeatParameterType>;
  files: Record<string, string>;
  order: string[];
}
type Expected = { environment: Record<string, unknown>; key_orders?: KeyOrders } | { error: { class: string; message: string } };

const SUITE = join(REPO_ROOT, 'test/conformance/heat-merge');
const cases = JSON.parse(readFileSync(join(SUITE, 'cases.json'), 'utf8')) as Case[];
const expected = JSON.parse(readFileSync(join(SUITE, 'expected.json'), 'utf8')) as Record<string, Expected>;

// Python's own exceptions carry interpreter wording; Heat's classes carry Heat's messages.
const PYTHON_BUILTINS = new Set(['TypeError', 'AttributeError']);

describe("Heat 19's merge_environments", () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const layers: Layer[] = c.order.map((name) => {
      const document = loadYaml(new SourceFile(name, c.files[name]!), new DiagnosticBag())!;
      return { name, value: document.value, origin: { document, path: [] } };
    });
    const want = expected[c.id]!;
    const run = () => mergeHeatEnvironments(layers, new Map(Object.entries(c.types)), HEAT_EMPTY_ENVIRONMENT);
    if ('error' in want) {
      let error: unknown;
      try {
        run();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(HeatMergeError);
      expect((error as HeatMergeError).heatClass).toBe(want.error.class);
      if (!PYTHON_BUILTINS.has(want.error.class)) expect((error as HeatMergeError).message).toBe(want.error.message);
    } else {
      const environment = run().environment;
      expect(environment).toEqual(want.environment);
      // Python dicts keep insertion order; the expectation records it where JS would not (integer-like keys).
      expect(keyOrders(environment)).toEqual(want.key_orders ?? []);
    }
  });

  it('records where every parameter value came from', () => {
    const doc = (name: string, text: string): Layer => {
      const document = loadYaml(new SourceFile(name, text), new DiagnosticBag())!;
      return { name, value: document.value, origin: { document, path: [] } };
    };
    const out = mergeHeatEnvironments([doc('a.yaml', 'parameters:\n  s: foo\n'), doc('b.yaml', 'parameters:\n  s: bar\n')], new Map([['s', 'string']]));
    const contributions = out.provenance.get('.parameters.s')!;
    expect(contributions.map((x) => [x.layer, x.value, x.location!.source.position(x.location!.start).line])).toEqual([
      ['a.yaml', 'foo', 2],
      ['b.yaml', 'bar', 2],
    ]);
  });
});
