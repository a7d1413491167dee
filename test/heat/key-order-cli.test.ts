// `overcat heat merge` and `heat preview` print maps with integer-like keys in Heat's order, as
// JSON and as YAML: the order Heat 19 keeps for the HOT conformance cases (their key_orders).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJson } from '../../src/data/exact-number.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { loadYaml } from '../../src/yaml/load.js';
import { REPO_ROOT, runOvercat } from '../helpers/cli.js';
import { keyOrderLines, keyOrders, keyOrdersUnder, type KeyOrders } from '../helpers/key-orders.js';

const SUITE = join(REPO_ROOT, 'test/conformance/hot');

/** The case's template and files in a directory of their own, and Heat's key orders for it. */
function materialize(name: string): { dir: string; envs: string[]; orders: KeyOrders } {
  const spec = loadYaml(new SourceFile(name, readFileSync(join(SUITE, 'cases', `${name}.yaml`), 'utf8')), new DiagnosticBag())!.value as { template: string; files?: Record<string, string>; environment_files?: string[] };
  const dir = mkdtempSync(join(tmpdir(), 'overcat-key-order-'));
  writeFileSync(join(dir, 'template.yaml'), spec.template);
  for (const [file, text] of Object.entries(spec.files ?? {})) writeFileSync(join(dir, file), text);
  const want = JSON.parse(readFileSync(join(SUITE, 'expected', `${name}.json`), 'utf8')) as { key_orders?: KeyOrders };
  return { dir, envs: (spec.environment_files ?? []).flatMap((e) => ['-e', join(dir, e)]), orders: want.key_orders ?? [] };
}

function printed(args: string[], format: 'json' | 'yaml'): unknown {
  const r = runOvercat([...args, '--heat-compat', '--format', format]);
  expect(r.code, r.stderr).toBe(0);
  return format === 'json' ? parseJson(r.stdout) : loadYaml(new SourceFile('out.yaml', r.stdout), new DiagnosticBag())!.value;
}

describe("Heat's key order in heat merge and heat preview output", () => {
  it.each(['json', 'yaml'] as const)('heat merge as %s: the merged environment and the typed parameters', (format) => {
    const { dir, envs, orders } = materialize('keys-index-order-json-param');
    const out = printed(['heat', 'merge', '-t', join(dir, 'template.yaml'), ...envs], format) as Record<string, unknown>;
    const mine = keyOrders({ environment: out.environment, parameters: out.parameters });
    expect(keyOrderLines(mine)).toEqual(keyOrderLines(keyOrdersUnder(orders, ['environment', 'parameters'])));
  });

  it.each(['json', 'yaml'] as const)('heat preview as %s: outputs through get_param, map_merge, map_replace and yaql', (format) => {
    for (const name of ['keys-index-order-json-param', 'keys-index-order-map-functions']) {
      const { dir, envs, orders } = materialize(name);
      const out = printed(['heat', 'preview', join(dir, 'template.yaml'), ...envs], format) as Record<string, unknown>;
      expect(keyOrderLines(keyOrders({ outputs: out.outputs })), name).toEqual(keyOrderLines(keyOrdersUnder(orders, ['outputs'])));
    }
  });
});
