// overcat's library API (package.json `exports`): the jobs the CLI runs, each `job(host, options,
// diagnostics)`, with the hosts, the diagnostic bag and the renderers a caller needs around them.
//
//   import { DiskHost, DiagnosticBag, lookup } from 'overcat';
//   const bag = new DiagnosticBag();
//   const r = lookup(new DiskHost({ roots: ['hiera'] }), { keys: ['ntp::servers'], facts: 'facts.yaml', hiera: 'hiera/hiera.yaml' }, bag);
//
// A job never throws on bad input: problems are diagnostics in the bag (`bag.items`, `bag.hasErrors`).
export { DiagnosticBag, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
export { diagnosticToJson } from '../diagnostics/render-json.js';
export { renderDiagnosticsText } from '../diagnostics/render-text.js';
export type { Host, ReadResult } from '../host/host.js';
export { DiskHost, type DiskHostOptions } from '../host/disk-host.js';
export { MemoryHost } from '../host/memory-host.js';
export type { CatalogJson, ResourceJson } from '../catalog/catalog-json.js';
export type { CatalogDiff } from '../catalog/diff.js';
export type { LookupResult } from '../hiera/hiera.js';
export type { ApplyResult, NamedCatalog } from '../override/apply.js';
export type { OverrideReport } from '../override/report.js';
export type { Explanation } from '../override/explain.js';
export type { HeatMergeResult } from '../heat/merge.js';
export type { HeatRequest } from '../heat/request.js';
export type { StackOutcome } from '../heat/stack/engine.js';
export type { StackRecord } from '../heat/stack/record.js';
export { compile, type CompileOptions, type CompileOutcome } from './compile.js';
export {
  compileWithOverrides,
  createResources,
  prepareCompileOverrides,
  type CompileOverrideContext,
  type CreateResourcesRequest,
  type CreateResourcesResult,
  type OverrideCompileRequest,
  type OverrideCompileResult,
  type OverrideDataOptions,
} from './compile-overrides.js';
export { lookup, type LookupOptions } from './lookup.js';
export { checkLookupType } from './lookup-type.js';
export { override, explain, loadOverrideInputs, type OverrideInputOptions, type OverrideOutcome } from './override.js';
export { heatMerge, heatPreview, maskHidden, HIDDEN_VALUE, heatStackCreate, heatStackUpdate, heatStackShow, heatStackList, type HeatMergeOptions, type HeatMergeOutcome, type HeatPreviewOptions, type HeatRequestOptions, type StackOptions } from './heat.js';
export { parse, type ParseOptions } from './parse.js';
export { validate, type ValidateOptions } from './validate.js';
export { diff, readCatalog } from './diff.js';
export { schema, schemaList } from './schema.js';
export { registry, LISTING_KINDS, type ListingEntry, type ListingKind } from './registry.js';
export * from './fleet/index.js';
export { taskGraph, compileTasks, prepareDeployment, compileDeploymentTask, finishDeployment, type TaskGraphOptions, type CompileTasksOptions, type CompileTasksOutcome, type NodeDeployment, type DeploymentTask, type DeploymentShared } from './tasks.js';
export { compileTask, createTaskResources, type TaskCompileRequest, type TaskCatalog, type GraphOverrides } from './task-compile.js';
export type { TasksReport, TaskOutcome } from '../tasks/report.js';
export type { NodePlanJson, PlannedTaskJson } from '../tasks/render.js';
