// `overcat heat stack create|update|show|list`: stack requests applied to records in a local state directory.
import { randomUUID } from 'node:crypto';
import type { Command } from 'commander';
import { DiagnosticBag, sortDiagnostics } from '../../diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../diagnostics/render-json.js';
import { createStack, updateStack, type StackOutcome } from '../../heat/stack/engine.js';
import type { StackRecord } from '../../heat/stack/record.js';
import { DEFAULT_STATE_DIR, StackStore } from '../../heat/stack/store.js';
import { DiskHost } from '../../host/disk-host.js';
import type { DataHash } from '../../data/value.js';
import { EXIT } from '../exit-codes.js';
import { jsonText, printDiagnostics, type OutputFormat } from '../output.js';
import { addRequestOptions, buildRequest, collect, type RequestCliOptions } from './heat-request.js';

interface StackCliOptions extends RequestCliOptions {
  state?: string;
  format: OutputFormat;
}

/** The project the pseudo parameter OS::project_id names; a local store has no Keystone project. */
const PROJECT_ID = 'overcat';

export function installHeatStack(heat: Command): void {
  const stack = heat.command('stack').description('stacks kept in a local state directory (default .overcat/stacks/)');
  const common = (c: Command) => c.option('--state <dir>', `the state directory (default ${DEFAULT_STATE_DIR})`).option('--format <format>', 'text or json', 'text');
  common(addRequestOptions(stack.command('create').argument('<name>').description('create a stack from a request'))).action((name: string, o: StackCliOptions) => {
    process.exitCode = run(o, (store, bag) => change(store, name, o, bag, 'create'));
  });
  common(addRequestOptions(stack.command('update').argument('<name>').description('update a stack: replace it (PUT), or patch it with --existing')))
    .option('--existing', 'PATCH: keep the stored template, files, environment files and parameters, adding to them')
    .option('--clear-parameter <name>', 'with --existing: remove a stored explicit parameter (repeatable)', collect, [])
    .action((name: string, o: StackCliOptions) => {
      process.exitCode = run(o, (store, bag) => change(store, name, o, bag, 'update'));
    });
  common(stack.command('show').argument('<name>').description("a stack's environment and parameters"))
    .option('--heat-compat', "what Heat 19 would have stored")
    .action((name: string, o: StackCliOptions) => {
      process.exitCode = run(o, (store, bag) => {
        const record = store.get(name, bag);
        return record && result(record, o.heatCompat === true, bag);
      });
    });
  common(stack.command('list').description('the stored stacks')).action((o: StackCliOptions) => {
    process.exitCode = list(o);
  });
}

/** Create or update under the store's lock; the engine's outcome is kept for printing. */
function change(store: StackStore, name: string, o: StackCliOptions, bag: DiagnosticBag, kind: 'create' | 'update'): StackOutcome | undefined {
  const request = buildRequest(new DiskHost(), o, bag);
  if (!request || bag.hasErrors) return undefined;
  const options = { heatCompat: o.heatCompat ?? false };
  let outcome: StackOutcome | undefined;
  const keep = (out: StackOutcome | undefined) => ((outcome = out), out?.record);
  if (kind === 'create') store.create(name, () => keep(createStack(request, { ...options, identity: { stackName: name, stackId: randomUUID(), projectId: PROJECT_ID } }, bag)), bag);
  else store.update(name, (previous) => keep(updateStack(previous, request, options, bag)), bag);
  return bag.hasErrors ? undefined : outcome;
}

/** The stored result of one mode. */
function result(record: StackRecord, heatCompat: boolean, bag: DiagnosticBag): { environment: DataHash; parameters: DataHash } | undefined {
  const r = heatCompat ? record.heat : record.seed;
  if (!r) bag.report('OVC6108', { name: record.name }, { data: { mode: heatCompat ? 'heat-compat' : 'seed' } });
  return r ?? undefined;
}

function checkFormat(o: StackCliOptions): boolean {
  if (o.format === 'text' || o.format === 'json') return true;
  process.stderr.write('overcat heat stack: --format must be text or json\n');
  return false;
}

function run(o: StackCliOptions, act: (store: StackStore, bag: DiagnosticBag) => { environment: DataHash; parameters: DataHash } | undefined): number {
  if (!checkFormat(o)) return EXIT.usage;
  const bag = new DiagnosticBag();
  const out = act(new StackStore(new DiskHost(), o.state ?? DEFAULT_STATE_DIR), bag);
  const diagnostics = sortDiagnostics(bag.items);
  const value = { environment: out?.environment ?? {}, parameters: out?.parameters ?? {} };
  if (o.format === 'json') process.stdout.write(jsonText({ ...value, diagnostics: diagnostics.map(diagnosticToJson) }));
  else {
    if (out) process.stdout.write(jsonText(value));
    printDiagnostics(diagnostics, 'text');
  }
  return bag.hasErrors ? EXIT.inputError : EXIT.ok;
}

function list(o: StackCliOptions): number {
  if (!checkFormat(o)) return EXIT.usage;
  const bag = new DiagnosticBag();
  const stacks = new StackStore(new DiskHost(), o.state ?? DEFAULT_STATE_DIR).list(bag).map((r) => ({ name: r.name, id: r.id, environment_files: r.environment_files }));
  const diagnostics = sortDiagnostics(bag.items);
  if (o.format === 'json') process.stdout.write(jsonText({ stacks, diagnostics: diagnostics.map(diagnosticToJson) }));
  else {
    for (const s of stacks) process.stdout.write(`${s.name}\t${s.id}\n`);
    printDiagnostics(diagnostics, 'text');
  }
  return bag.hasErrors ? EXIT.inputError : EXIT.ok;
}
