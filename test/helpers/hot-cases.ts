// Runs one heat_oracle.py case through overcat's --heat-compat stack engine and preview, and
// compares the outcome with what Heat 19 recorded: its first error, or the stack's parameters,
// environment, resources and outputs as the oracle describes them (hot.test.ts, hot-fuzz.test.ts).
import { DiagnosticBag, type Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { createStack, type StackOutcome } from '../../src/heat/stack/engine.js';
import { hotStackParameters } from '../../src/heat/stack/parameters.js';
import { readHotTemplate } from '../../src/heat/template/load.js';
import { previewStack, type StackPreview } from '../../src/heat/template/preview.js';
import { previewTemplate } from '../../src/heat/template/stack-preview.js';
import { readStackTemplate } from '../../src/heat/template/stack-validation.js';
import { mergeRequest } from '../../src/heat/request-merge.js';
import { requestTimeoutMins } from '../../src/heat/stack/timeout.js';
import { dataEqual, isHash, type DataHash } from '../../src/data/value.js';
import { keySpelling, pyFloatRepr } from '../../src/yaml/python-spelling.js';
import { YaqlSet } from '../../src/yaql/evaluate.js';
import { pyRepr } from '../../src/heat/parameters/python.js';
import { dataEntries, orderedObject, putKey } from '../../src/data/key-order.js';
import { keyOrderLines, keyOrders, keyOrdersUnder, type KeyOrders } from './key-orders.js';

/** A create request as heat_oracle.py reads it. */
export interface HotCase {
  template: string;
  files?: Record<string, string>;
  environment_files?: string[];
  environment?: string | DataHash;
  parameters?: DataHash;
  timeout_mins?: unknown;
}
export interface HeatError {
  class: string;
  message: string;
}
export interface HotExpected {
  error?: HeatError;
  parameters?: DataHash;
  environment?: DataHash;
  resources?: Record<string, { enabled: boolean; type?: string; properties?: unknown; properties_error?: HeatError; properties_not_static?: string[] }>;
  outputs?: Record<string, { value?: unknown; error?: HeatError; not_static?: string[] }>;
  /** Heat's key order of each map holding an integer-like key (heat_oracle.py's key_orders). */
  key_orders?: KeyOrders;
}
export interface HotRun {
  error?: HeatError[];
  stack?: StackOutcome;
  preview?: StackPreview;
}

const IDENTITY = { stackName: 'oracle', stackId: '11111111-2222-3333-4444-555555555555', projectId: 'oracle-project' };

/** overcat's answer in the oracle's terms: Heat's first error, or the created stack and its preview. */
export function runHotCase(spec: HotCase): HotRun {
  const bag = new DiagnosticBag();
  const request = { template: spec.template, files: spec.files ?? {}, environment_files: spec.environment_files ?? [], environment: spec.environment, parameters: spec.parameters ?? {}, timeout_mins: spec.timeout_mins };
  const created = createStack(request, { heatCompat: true, identity: IDENTITY }, bag);
  const errors = offlineHeatErrors(bag);
  if (!created || bag.items.some(needsCloud)) return { error: errors };
  const template = readHotTemplate(spec.template, bag)!;
  // The oracle describes the stack Heat has just validated and not yet stored: it has no id then.
  const typed = hotStackParameters(template, created.environment, { ...IDENTITY, stackId: 'None' }, bag)!;
  const registry = created.environment.resource_registry as DataHash;
  // The create has refused whatever the preview would (Stack.validate): its error is not looked at.
  // parameter_defaults stand for a template resource's parameter defaults (its required properties), as in `heat preview`.
  const parameterDefaults = isHash(created.environment.parameter_defaults) ? created.environment.parameter_defaults : {};
  const timeoutMins = requestTimeoutMins(spec.timeout_mins, bag) ?? undefined;
  return { stack: created, preview: previewStack(template, typed.values, request.files, { heatCompat: true, registry, parameterDefaults, ...(timeoutMins !== undefined ? { timeoutMins } : {}) }) };
}

/**
 * The errors `heat preview --heat-compat` reports for the case, in order: Heat's preview_stack
 * checks a stack as its create does, so its first is Heat's error for the create.
 */
export function previewHotCaseErrors(spec: HotCase): HeatError[] {
  const bag = new DiagnosticBag();
  const request = { template: spec.template, files: spec.files ?? {}, environment_files: spec.environment_files ?? [], environment: spec.environment, parameters: spec.parameters ?? {} };
  // heat-api reads the timeout first (prepare_args).
  const timeoutMins = requestTimeoutMins(spec.timeout_mins, bag);
  if (timeoutMins === null) return offlineHeatErrors(bag);
  const read = readStackTemplate(spec.template, bag, undefined, request.files);
  const merged = read && mergeRequest(request, { heatCompat: true, provenance: false }, bag, read.template);
  if (read && merged) previewTemplate(read.template, merged.environment, request.files, IDENTITY, { heatCompat: true, read, ...(timeoutMins !== undefined ? { timeoutMins } : {}) }, bag);
  return offlineHeatErrors(bag);
}

/** A resource whose type needs a cloud service (OVC7406): the oracle's Heat, which reaches no cloud, refuses the stack there. */
const needsCloud = (d: Diagnostic) => d.code === 'OVC7406';

/** The errors Heat without a cloud raises, in order: overcat's errors and its OVC7406 warnings, each as Heat's class and message. */
function offlineHeatErrors(bag: DiagnosticBag): HeatError[] {
  return bag.items.filter((d) => d.severity === 'error' || needsCloud(d)).map((d) => ({ class: String(d.data?.heatClass), message: String(d.data?.heatMessage ?? d.message) }));
}

/**
 * A value in heat_oracle.py's notation: nan and the infinities as `{$float: 'nan'}`, a dict key that is no str in Python as `<bool>true`,
 * `<int>1`; a Python set (yaql's keys()) as its repr when that does not depend on the hash seed
 * (empty or one item; a larger one stays a list in the map's order, where Heat's follows the seed).
 */
function oracleKeys(v: unknown): unknown {
  // json cannot hold nan and the infinities: the oracle writes them as their repr.
  if (typeof v === 'number' && !Number.isFinite(v)) return { $float: pyFloatRepr(v) };
  if (v instanceof YaqlSet && v.length <= 1) return { $repr: v.length === 0 ? 'set()' : `{${pyRepr(v[0])}}`, $type: 'set' };
  if (Array.isArray(v)) return v.map(oracleKeys);
  if (!isHash(v)) return v;
  const key = (k: string): string => {
    const spelled = keySpelling(v, k);
    if (spelled === undefined) return k;
    if (spelled === 'True' || spelled === 'False') return `<bool>${spelled.toLowerCase()}`;
    if (spelled === 'None') return '<NoneType>null';
    return `<${/^-?\d+$/.test(spelled) ? 'int' : 'float'}>${spelled}`;
  };
  return orderedObject(dataEntries(v).map(([k, x]) => [key(k), oracleKeys(x)]));
}

/** The resources and outputs as heat_oracle.py describes them. */
function described(p: StackPreview): Pick<HotExpected, 'resources' | 'outputs'> {
  // In the preview's order, which keeps the template's (integer-like names too: key_orders compares it).
  const resources: NonNullable<HotExpected['resources']> = {};
  for (const [name, r] of dataEntries(p.resources) as [string, StackPreview['resources'][string]][]) {
    if (!r.enabled) putKey(resources, name, { enabled: false });
    else if (r.requires) putKey(resources, name, { enabled: true, type: r.type, properties_not_static: r.requires });
    else if (r.error) putKey(resources, name, { enabled: true, type: r.type, properties_error: r.error });
    else putKey(resources, name, { enabled: true, type: r.type, properties: oracleKeys(r.properties) });
  }
  const outputs: NonNullable<HotExpected['outputs']> = {};
  for (const [name, o] of dataEntries(p.outputs) as [string, StackPreview['outputs'][string]][]) putKey(outputs, name, o.requires ? { not_static: o.requires } : 'error' in o ? { error: o.error } : { value: oracleKeys(o.value) });
  return { resources, outputs };
}

/**
 * A Heat message with what changes from run to run made stable: a Python object's address
 * (`<… object at 0x7f…>`, OS::Heat::Delay's message) and a scaling group member's random name
 * (`<nested_stack>.resources.<short id>`). overcat writes a fixed address and an id of the same shape.
 */
export function runIndependent(message: string): string {
  return message.replace(/ object at 0x[0-9a-f]+>/g, ' object at 0x…>').replace(/(<nested_stack>\.resources\.)[a-z2-7]{12}(?![a-z0-9_])/g, '$1<member>');
}

/** Whether overcat's error is Heat's (class and message, what changes from run to run aside). */
export function sameHeatError(mine: { class: string; message: string } | undefined, heat: { class: string; message: string }): boolean {
  return mine !== undefined && mine.class === heat.class && runIndependent(mine.message) === runIndependent(heat.message);
}

const strip = (e: HeatError | undefined) => e && { class: e.class, message: runIndependent(e.message) };
function stripAll(x: Pick<HotExpected, 'resources' | 'outputs'>): unknown {
  return JSON.parse(JSON.stringify(x, (k, v: unknown) => (k === 'properties_error' || k === 'error' ? strip(v as HeatError) : v)));
}

/**
 * How overcat's run differs from Heat's answer; empty when it agrees. Errors agree on class and
 * message, and Heat's (it stops at its first) is overcat's first: overcat may report more after
 * it, never one Heat would only reach later before it. `stack` also compares the merged
 * environment and the parameters' values.
 */
export function hotDifferences(want: HotExpected, got: HotRun, options: { stack?: boolean } = {}): string[] {
  if (want.error) {
    if (!got.error) return [`Heat fails (${want.error.class}: ${want.error.message}); overcat accepts`];
    const first = got.error[0];
    return sameHeatError(first, want.error) ? [] : [`Heat fails with ${JSON.stringify(strip(want.error))}; overcat ${JSON.stringify(got.error)}`];
  }
  if (got.error) return [`Heat accepts; overcat fails with ${JSON.stringify(got.error)}`];
  const out: string[] = [];
  if (options.stack) {
    const mine = { environment: got.stack!.environment, parameters: got.stack!.parameters };
    const heat = { environment: want.environment, parameters: want.parameters };
    if (!dataEqual(mine, heat)) out.push(`Heat's stack is ${JSON.stringify(heat)}; overcat's ${JSON.stringify(mine)}`);
  }
  const shown = described(got.preview!);
  const mine = stripAll(shown);
  const heat = stripAll({ resources: want.resources ?? {}, outputs: want.outputs ?? {} });
  if (!dataEqual(mine, heat)) out.push(`Heat gives ${JSON.stringify(heat)}; overcat ${JSON.stringify(mine)}`);
  // Python dicts keep insertion order: where a JS object would not (integer-like keys), the expectation records it.
  const roots = options.stack ? ['environment', 'parameters', 'resources', 'outputs'] : ['resources', 'outputs'];
  const myOrders = keyOrders({ ...(options.stack ? { environment: got.stack!.environment, parameters: got.stack!.parameters } : {}), ...shown });
  const heatOrders = keyOrdersUnder(want.key_orders, roots);
  if (JSON.stringify(keyOrderLines(myOrders)) !== JSON.stringify(keyOrderLines(heatOrders))) out.push(`Heat's key orders are ${JSON.stringify(heatOrders)}; overcat's ${JSON.stringify(myOrders)}`);
  return out;
}
