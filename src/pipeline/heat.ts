// The Heat jobs: `heatMerge` (a request's environments merged and typed, no stack) and the local
// stack operations (`heatStackCreate`, `heatStackUpdate`, `heatStackShow`, `heatStackList`).
import { randomUUID } from 'node:crypto';
import type { DataHash } from '../data/value.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { HeatMergeResult } from '../heat/merge.js';
import type { HeatRequest } from '../heat/request.js';
import { mergeAndType } from '../heat/request-merge.js';
import { createStack, updateStack, type StackOutcome } from '../heat/stack/engine.js';
import type { StackRecord } from '../heat/stack/record.js';
import { DEFAULT_STATE_DIR, StackStore } from '../heat/stack/store.js';
import type { Host } from '../host/host.js';
import { withExactFloats } from '../yaml/python-spelling.js';
import { buildRequest, type HeatRequestOptions } from './heat-request.js';

export { DEFAULT_STATE_DIR };
export type { HeatRequestOptions };

export interface HeatMergeOptions extends HeatRequestOptions {
  /** Keep every file's contribution per parameter. */
  explain?: boolean;
}

export interface HeatMergeOutcome {
  request?: HeatRequest;
  result?: HeatMergeResult;
  /** With a template: its typed parameters (pseudo ones left out), when every check passed. */
  typed?: DataHash;
}

/** Builds the request from the options, merges its environments and types the parameters. */
export function heatMerge(host: Host, options: HeatMergeOptions, bag: DiagnosticBag): HeatMergeOutcome {
  const request = buildRequest(host, options, bag);
  if (!request || bag.hasErrors) return request ? { request } : {};
  // The environment files are the user's own: YAML 1.1 surprises in them are worth a warning.
  const { result, typed } = mergeAndType(request, { heatCompat: options.heatCompat ?? false, explain: options.explain ?? false, lintDialect: true }, options.template, bag);
  // Heat keeps an integral float a float (16.0, passed on to hieradata by TripleO): so does the output.
  const exact = result && { ...result, environment: withExactFloats(result.environment) as DataHash, parameters: withExactFloats(result.parameters) as DataHash };
  return { request, ...(exact ? { result: exact } : {}), ...(typed ? { typed } : {}) };
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
  const engine = { heatCompat: options.heatCompat ?? false };
  const stacks = store(host, options);
  let outcome: StackOutcome | undefined;
  const keep = (out: StackOutcome | undefined) => ((outcome = out), out?.record);
  if (kind === 'create') stacks.create(name, () => keep(createStack(request, { ...engine, identity: { stackName: name, stackId: randomUUID(), projectId: PROJECT_ID } }, bag)), bag);
  else stacks.update(name, (previous) => keep(updateStack(previous, request, engine, bag)), bag);
  return bag.hasErrors ? undefined : outcome;
}

export function heatStackCreate(host: Host, name: string, options: HeatRequestOptions & StackOptions, bag: DiagnosticBag): StackOutcome | undefined {
  return change(host, name, options, bag, 'create');
}

/** PUT, or PATCH with `existing`. */
export function heatStackUpdate(host: Host, name: string, options: HeatRequestOptions & StackOptions, bag: DiagnosticBag): StackOutcome | undefined {
  return change(host, name, options, bag, 'update');
}

/** A stored stack's result in one mode (seed, or Heat 19's with `heatCompat`). */
export function heatStackShow(host: Host, name: string, options: StackOptions & { heatCompat?: boolean }, bag: DiagnosticBag): { environment: DataHash; parameters: DataHash } | undefined {
  const record = store(host, options).get(name, bag);
  if (!record) return undefined;
  const heatCompat = options.heatCompat === true;
  const r = heatCompat ? record.heat : record.seed;
  if (!r) bag.report('OVC6108', { name: record.name }, { data: { mode: heatCompat ? 'heat-compat' : 'seed' } });
  return r ?? undefined;
}

export function heatStackList(host: Host, options: StackOptions, bag: DiagnosticBag): StackRecord[] {
  return store(host, options).list(bag);
}
