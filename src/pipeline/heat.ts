// The Heat jobs: `heatMerge` (a request's environments merged and typed, no stack) and the local
// stack operations (`heatStackCreate`, `heatStackUpdate`, `heatStackShow`, `heatStackList`).
import { randomUUID } from 'node:crypto';
import { isHash, type DataHash } from '../data/value.js';
import { mapDataValues, spreadHash } from '../data/key-order.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { HeatMergeResult } from '../heat/merge.js';
import type { HeatRequest } from '../heat/request.js';
import { mergeAndType, mergeRequest } from '../heat/request-merge.js';
import { createStack, updateStack, type StackOutcome } from '../heat/stack/engine.js';
import { hiddenParameterNames } from '../heat/stack/parameters.js';
import type { StackRecord } from '../heat/stack/record.js';
import { previewTemplate, type FullPreview } from '../heat/template/stack-preview.js';
import { readStackTemplate } from '../heat/template/stack-validation.js';
import { DEFAULT_STATE_DIR, StackStore } from '../heat/stack/store.js';
import type { Host } from '../host/host.js';
import { withExactFloats } from '../yaml/python-spelling.js';
import { buildRequest, type HeatRequestOptions } from './heat-request.js';
import { requestTimeoutMins } from '../heat/stack/timeout.js';

export { DEFAULT_STATE_DIR };
export type { HeatRequestOptions };

export interface HeatMergeOptions extends HeatRequestOptions {
  /** Keep every file's contribution per parameter. */
  explain?: boolean;
  /** Also check the template's resources, references and outputs as Heat's stack validation does. */
  checkTemplate?: boolean;
}

export interface HeatMergeOutcome {
  request?: HeatRequest;
  result?: HeatMergeResult;
  /** With a template: its typed parameters (pseudo ones left out), when every check passed. */
  typed?: DataHash;
  /** The parameters the template declares `hidden` (see maskHidden). */
  hidden: string[];
}

/** How Heat shows a hidden parameter's value. */
export const HIDDEN_VALUE = '******';

/** The values `hidden` parameters have in any of these parameter mappings, as text. */
function valuesOf(hidden: ReadonlySet<string>, mappings: unknown[]): string[] {
  const values = new Set<string>();
  for (const m of mappings) {
    if (!isHash(m)) continue;
    for (const name of hidden) {
      const v = m[name];
      if (v === undefined || v === null) continue;
      const text = typeof v === 'string' ? v : JSON.stringify(v);
      // A one- or two-character value would mask unrelated text; such a secret is no secret.
      if (text.length >= 3) values.add(text);
    }
  }
  return [...values].sort((a, b) => b.length - a.length);
}

/**
 * Heat's error messages quote values ("\"s3cret\" is not an allowed value"): every diagnostic
 * reported since `from` gets `******` in place of a hidden parameter's value, in its message,
 * hint and data. Unlike the results (maskHidden, --show-hidden), diagnostics never show them.
 */
function maskHiddenDiagnostics(bag: DiagnosticBag, from: number, hidden: ReadonlySet<string>, mappings: unknown[]): void {
  const values = valuesOf(hidden, mappings);
  if (values.length === 0) return;
  const mask = (text: string) => values.reduce((t, v) => t.split(v).join(HIDDEN_VALUE), text);
  const deep = (v: unknown): unknown => (typeof v === 'string' ? mask(v) : Array.isArray(v) ? v.map(deep) : isHash(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, deep(x)])) : v);
  for (const d of bag.items.slice(from)) {
    d.message = mask(d.message);
    if (d.hint !== undefined) d.hint = mask(d.hint);
    if (d.data) d.data = deep(d.data) as Record<string, unknown>;
  }
}

/** The parameter mappings of a request and of what was made of it: where hidden values are. */
function parameterMappings(request: HeatRequest, environment?: DataHash, parameters?: DataHash): unknown[] {
  return [request.parameters, environment?.parameters, environment?.parameter_defaults, parameters];
}

/**
 * `environment` and `parameters` with the value of every hidden parameter replaced by `******`,
 * as Heat shows them (in `parameters`, and in the environment's `parameters` and
 * `parameter_defaults`). The jobs return real values; printing them is the caller's choice.
 */
export function maskHidden<T extends { environment: DataHash; parameters: DataHash }>(value: T, hidden: Iterable<string>): T {
  const names = new Set(hidden);
  if (names.size === 0) return value;
  const mask = (h: unknown) => (isHash(h) ? mapDataValues(h, (v, k) => (names.has(k) ? HIDDEN_VALUE : v)) : h);
  const environment = spreadHash(value.environment);
  for (const section of ['parameters', 'parameter_defaults']) if (Object.hasOwn(environment, section)) environment[section] = mask(environment[section]) as DataHash[string];
  return { ...value, environment, parameters: mask(value.parameters) as DataHash };
}

/** Builds the request from the options, merges its environments and types the parameters. */
export function heatMerge(host: Host, options: HeatMergeOptions, bag: DiagnosticBag): HeatMergeOutcome {
  const request = buildRequest(host, options, bag);
  if (!request || bag.hasErrors) return request ? { request, hidden: [] } : { hidden: [] };
  const from = bag.items.length;
  // The environment files are the user's own: YAML 1.1 surprises in them are worth a warning.
  const { result: merged, typed } = mergeAndType(
    request,
    { heatCompat: options.heatCompat ?? false, explain: options.explain ?? false, checkTemplate: options.checkTemplate ?? false, lintDialect: true },
    options.template,
    bag,
  );
  // Heat keeps an integral float a float (16.0, passed on to hieradata by TripleO): so does the output.
  const result = merged && { ...merged, environment: withExactFloats(merged.environment) as DataHash, parameters: withExactFloats(merged.parameters) as DataHash };
  const hiddenNames = hiddenParameterNames(request.template, request.files);
  maskHiddenDiagnostics(bag, from, hiddenNames, parameterMappings(request, result?.environment, result?.parameters));
  const hidden = [...hiddenNames];
  return { request, ...(result ? { result } : {}), ...(typed ? { typed } : {}), hidden };
}

export interface HeatPreviewOptions extends HeatRequestOptions {
  /** The stack's name (OS::stack_name). */
  stackName?: string;
}

/** The stack as Heat's `stack preview` shows it, offline: resources, properties, outputs, dependency order. */
export function heatPreview(host: Host, options: HeatPreviewOptions, bag: DiagnosticBag): FullPreview | undefined {
  const request = buildRequest(host, options, bag);
  // Heat builds the parameter schemas before it merges the environments.
  const read = request?.template !== undefined && !bag.hasErrors ? readStackTemplate(request.template, bag, options.template, request.files) : undefined;
  const heatCompat = options.heatCompat ?? false;
  const merged = request && read ? mergeRequest(request, { heatCompat, provenance: false }, bag, read.template) : undefined;
  const identity = { stackName: options.stackName ?? 'preview', stackId: 'None', projectId: 'None' };
  const timeoutMins = request ? requestTimeoutMins(request.timeout_mins, bag) : undefined;
  const preview = merged && read && timeoutMins !== null ? previewTemplate(read.template, merged.environment, request?.files ?? {}, identity, { heatCompat, read, ...(timeoutMins !== undefined ? { timeoutMins } : {}) }, bag) : undefined;
  // Floats Python holds (16.0) are written as Heat shows them.
  return preview && (withExactFloats(preview) as FullPreview);
}

export interface StackOptions {
  /** The state directory (default .overcat/stacks/). */
  state?: string;
}

/** The project the pseudo parameter OS::project_id names; a local store has no Keystone project. */
const PROJECT_ID = 'overcat';

function store(host: Host, options: StackOptions): StackStore {
  return new StackStore(host, options.state ?? DEFAULT_STATE_DIR);
}

/** Create or update under the store's lock; the engine's outcome when it was stored. */
function change(host: Host, name: string, options: HeatRequestOptions & StackOptions, bag: DiagnosticBag, kind: 'create' | 'update'): StackOutcome | undefined {
  const request = buildRequest(host, options, bag);
  if (!request || bag.hasErrors) return undefined;
  // heat-api's InstantiationData.template(): only a PATCH may leave the template out.
  if (request.template === undefined && !(kind === 'update' && request.existing)) {
    bag.report('OVC6114', {}, { data: { heatClass: 'HTTPBadRequest' } });
    return undefined;
  }
  const engine = { heatCompat: options.heatCompat ?? false };
  const stacks = store(host, options);
  let outcome: StackOutcome | undefined;
  let previous: StackRecord | undefined;
  const keep = (out: StackOutcome | undefined) => ((outcome = out), out?.record);
  const from = bag.items.length;
  if (kind === 'create') stacks.create(name, () => keep(createStack(request, { ...engine, identity: { stackName: name, stackId: randomUUID(), projectId: PROJECT_ID } }, bag)), bag);
  else stacks.update(name, (stored) => keep(updateStack((previous = stored), request, engine, bag)), bag);
  // A PATCH keeps the stored template: its hidden parameters count too.
  const hidden = new Set([...hiddenParameterNames(request.template, request.files), ...(previous ? recordHidden(previous) : [])]);
  maskHiddenDiagnostics(bag, from, hidden, [...parameterMappings(request, outcome?.environment, outcome?.parameters), previous?.parameters]);
  return bag.hasErrors ? undefined : outcome;
}

/** The hidden parameters of a stored stack (its template's and nested templates'). */
function recordHidden(record: StackRecord): string[] {
  return [...hiddenParameterNames(record.template, record.files)];
}

export function heatStackCreate(host: Host, name: string, options: HeatRequestOptions & StackOptions, bag: DiagnosticBag): (StackOutcome & { hidden: string[] }) | undefined {
  const outcome = change(host, name, options, bag, 'create');
  return outcome && { ...outcome, hidden: recordHidden(outcome.record) };
}

/** PUT, or PATCH with `existing`. */
export function heatStackUpdate(host: Host, name: string, options: HeatRequestOptions & StackOptions, bag: DiagnosticBag): (StackOutcome & { hidden: string[] }) | undefined {
  const outcome = change(host, name, options, bag, 'update');
  return outcome && { ...outcome, hidden: recordHidden(outcome.record) };
}

/** A stored stack's result in one mode (seed, or Heat 19's with `heatCompat`). */
export function heatStackShow(host: Host, name: string, options: StackOptions & { heatCompat?: boolean }, bag: DiagnosticBag): { environment: DataHash; parameters: DataHash; hidden: string[] } | undefined {
  const record = store(host, options).get(name, bag);
  if (!record) return undefined;
  const heatCompat = options.heatCompat === true;
  const r = heatCompat ? record.heat : record.seed;
  if (!r) bag.report('OVC6108', { name: record.name }, { data: { mode: heatCompat ? 'heat-compat' : 'seed' } });
  return r ? { ...r, hidden: recordHidden(record) } : undefined;
}

export function heatStackList(host: Host, options: StackOptions, bag: DiagnosticBag): StackRecord[] {
  return store(host, options).list(bag);
}
