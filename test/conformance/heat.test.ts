// overcat's --heat-compat stack engine against real Heat 19: every request case in heat/cases/
// (create, PUT, PATCH, heatclient-built) with the expectation scripts/gen-heat-conformance.py
// recorded by running Heat's own API and engine code on it (heat_oracle.py).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag, type Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { requestFromOptions, type HeatRequest } from '../../src/heat/request.js';
import { createStack, updateStack, type StackOutcome } from '../../src/heat/stack/engine.js';
import { MemoryHost } from '../../src/host/memory-host.js';
import { dataEqual, type DataHash } from '../../src/data/value.js';
import { loadYaml } from '../../src/yaml/load.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { keyOrderLines, keyOrders, keyOrdersUnder, type KeyOrders } from '../helpers/key-orders.js';
import { updatedHash } from '../../src/data/key-order.js';
import { runIndependent } from '../helpers/hot-cases.js';

/** One request as heat_oracle.py reads it (the module docstring lists the keys). */
interface Spec {
  template?: string | DataHash;
  files?: Record<string, string>;
  environment_files?: string[];
  environment?: string | DataHash;
  parameters?: DataHash;
  clear_parameters?: string[];
  timeout_mins?: unknown;
  via_client?: boolean;
  client_parameters?: string[];
}
interface Case extends Spec {
  description: string;
  previous?: Spec;
  patch?: boolean;
}
interface HeatError {
  class: string;
  message: string;
  stage: 'previous' | 'create' | 'update';
}
type Expected = { environment: DataHash; parameters: DataHash; key_orders?: KeyOrders } | { error: HeatError };

const SUITE = join(REPO_ROOT, 'test/conformance/heat');
const names = readdirSync(join(SUITE, 'cases'))
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => f.slice(0, -'.yaml'.length))
  .sort();

function load(name: string): { spec: Case; want: Expected } {
  const path = join(SUITE, 'cases', `${name}.yaml`);
  const bag = new DiagnosticBag();
  const spec = loadYaml(new SourceFile(path, readFileSync(path, 'utf8')), bag)?.value as Case;
  expect(bag.items).toEqual([]);
  return { spec, want: JSON.parse(readFileSync(join(SUITE, 'expected', `${name}.json`), 'utf8')) as Expected };
}

/** heat_oracle.py's stack: name 'oracle', its fixed id, the request context's project. */
const IDENTITY = { stackName: 'oracle', stackId: '11111111-2222-3333-4444-555555555555', projectId: 'oracle-project' };
const CLIENT_TEMPLATE = '__template__.yaml';
const CLIENT_DIR = '/case';
const GAPS_HEADING = '### Known gaps against Heat 19';

/**
 * The request body: the case's fields as the API gets them, or (via_client) built the way
 * `openstack stack create -t -e -P` builds it, through overcat's heatclient-style options.
 */
function request(spec: Spec, patch: boolean, bag: DiagnosticBag): HeatRequest {
  if (!spec.via_client) {
    const { template, files, environment_files, environment, parameters, clear_parameters, timeout_mins } = spec;
    return { template, files, environment_files, environment, parameters, ...('timeout_mins' in spec ? { timeout_mins } : {}), ...(patch ? { existing: true, clear_parameters } : {}) };
  }
  const host = new MemoryHost({ ...spec.files, ...(typeof spec.template === 'string' ? { [CLIENT_TEMPLATE]: spec.template } : {}) }, CLIENT_DIR);
  const built = requestFromOptions(
    host,
    {
      ...(spec.template !== undefined ? { template: CLIENT_TEMPLATE } : {}),
      environment: spec.environment_files ?? [],
      parameter: spec.client_parameters ?? [],
      existing: patch,
      clearParameter: spec.clear_parameters ?? [],
    },
    bag,
  );
  return { ...built, parameters: updatedHash(spec.parameters ?? {}, built.parameters ?? {}) };
}

interface Run {
  outcome: StackOutcome | undefined;
  stage: HeatError['stage'];
  bag: DiagnosticBag;
}

function run(spec: Case): Run {
  const bag = new DiagnosticBag();
  // As the CLI does, a request that could not be built (a malformed -P) is never sent.
  const built = (s: Spec, patch: boolean) => {
    const r = request(s, patch, bag);
    return bag.hasErrors ? undefined : r;
  };
  const create = spec.previous ?? spec;
  const first = built(create, false);
  const created = first && createStack(first, { heatCompat: true, identity: IDENTITY }, bag);
  if (!spec.previous || !created) return { outcome: created, stage: spec.previous ? 'previous' : 'create', bag };
  const second = built(spec, spec.patch === true);
  return { outcome: second && updateStack(created.record, second, { heatCompat: true }, bag), stage: 'update', bag };
}

/**
 * Cases where overcat does not give Heat 19's answer yet, each with the reason. The runner asserts
 * that exactly these disagree, so a fix must remove its name here (and in docs/heat.md).
 */
const KNOWN_GAPS: Record<string, string> = {};

/** How overcat's run differs from Heat's answer; empty when it agrees. */
function differences(want: Expected, got: Run): string[] {
  const errors = got.bag.items.filter((d) => d.severity === 'error');
  const listed = JSON.stringify(errors.map((d) => [d.code, d.message, d.data?.heatClass]));
  if (!('error' in want)) {
    if (!got.outcome) return [`Heat accepts; overcat reports ${listed}`];
    // heatclient's file:// URLs name the oracle's case directory; overcat's the memory host's working directory.
    // The oracle writes a float JSON cannot hold (nan, inf) as {"$float": repr}; JSON.stringify would make it null.
    const nonFinite = (_key: string, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? { $float: Number.isNaN(v) ? 'nan' : v > 0 ? 'inf' : '-inf' } : v);
    const mine = JSON.parse(JSON.stringify({ environment: got.outcome.environment, parameters: got.outcome.parameters }, nonFinite).replaceAll(`file://${CLIENT_DIR}/`, 'file://<case-dir>/')) as DataHash;
    const heat = { environment: want.environment, parameters: want.parameters };
    // Python dicts keep insertion order: where a JS object would not (integer-like keys), the expectation records it.
    const myOrders = keyOrders({ environment: got.outcome.environment, parameters: got.outcome.parameters });
    const heatOrders = keyOrdersUnder(want.key_orders, ['environment', 'parameters']);
    const orders = JSON.stringify(keyOrderLines(myOrders)) === JSON.stringify(keyOrderLines(heatOrders)) ? [] : [`Heat's key orders are ${JSON.stringify(heatOrders)}; overcat's ${JSON.stringify(myOrders)}`];
    return [...(errors.length > 0 ? [`overcat also reports ${listed}`] : []), ...(dataEqual(mine, heat) ? [] : [`Heat gives ${JSON.stringify(heat)}; overcat ${JSON.stringify(mine)}`]), ...orders];
  }
  if (got.outcome) return [`Heat fails (${want.error.class}: ${want.error.message}); overcat accepts`];
  // Heat stops at its first error; overcat reports every one in Heat's order, Heat's first, naming its class.
  const first = errors[0];
  if (first?.data?.heatClass !== want.error.class) return [`Heat fails with ${want.error.class} first; overcat reports ${listed}`];
  const out: string[] = [];
  if (got.stage !== want.error.stage) out.push(`Heat fails at ${want.error.stage}, overcat at ${got.stage}`);
  // overcat words Heat's own errors as Heat does; YAML syntax errors (OVC1xxx) come from js-yaml, not PyYAML.
  const wording = (d: Diagnostic) => (d.data?.heatMessage ?? d.message) as string;
  // A Python object's address in Heat's message (OS::Heat::Delay's) changes from run to run.
  if (!first.code.startsWith('OVC1') && runIndependent(wording(first)) !== runIndependent(want.error.message)) {
    out.push(`Heat says ${JSON.stringify(want.error.message)}; overcat ${JSON.stringify(wording(first))}`);
  }
  return out;
}

describe('--heat-compat against Heat 19 (heat_oracle.py)', () => {
  it('has the suite', () => expect(names.length).toBeGreaterThanOrEqual(80));

  it('lists only existing cases as known gaps, as docs/heat.md does', () => {
    expect(Object.keys(KNOWN_GAPS).filter((n) => !names.includes(n))).toEqual([]);
    const doc = readFileSync(join(REPO_ROOT, 'docs/heat.md'), 'utf8');
    const at = doc.indexOf(GAPS_HEADING);
    expect(at).toBeGreaterThanOrEqual(0);
    const section = doc.slice(at + GAPS_HEADING.length).split(/\n#{1,3} /)[0]!;
    const documented = [...section.matchAll(/^- `([a-z0-9-]+)`/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual(Object.keys(KNOWN_GAPS).sort());
  });

  it.each(names)('%s', (name) => {
    const { spec, want } = load(name);
    const problems = differences(want, run(spec));
    if (Object.hasOwn(KNOWN_GAPS, name)) expect(problems, `${name} agrees with Heat now: remove it from KNOWN_GAPS and docs/heat.md`).not.toEqual([]);
    else expect(problems).toEqual([]);
  });
});
