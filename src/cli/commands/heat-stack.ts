// `overcat heat stack create|update|show|list`: stack requests applied to records in a local state directory.
import type { Command } from 'commander';
import type { DataHash } from '../../data/value.js';
import { DiagnosticBag, sortDiagnostics } from '../../diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../diagnostics/render-json.js';
import { DEFAULT_STATE_DIR, heatStackCreate, heatStackList, heatStackShow, heatStackUpdate } from '../../pipeline/heat.js';
import { EXIT } from '../exit-codes.js';
import { heatHost, stateHost } from '../host.js';
import { jsonText, printDiagnostics, type OutputFormat } from '../output.js';
import { addRequestOptions, collect, type RequestCliOptions } from './heat-request-options.js';

interface StackCliOptions extends RequestCliOptions {
  state?: string;
  format: OutputFormat;
}

export function installHeatStack(heat: Command): void {
  const stack = heat.command('stack').description('stacks kept in a local state directory (default .overcat/stacks/)');
  const common = (c: Command) => c.option('--state <dir>', `the state directory (default ${DEFAULT_STATE_DIR})`).option('--format <format>', 'text or json', 'text');
  common(addRequestOptions(stack.command('create').argument('<name>').description('create a stack from a request'))).action((name: string, o: StackCliOptions) => {
    process.exitCode = run(o, (bag) => heatStackCreate(heatHost(o), name, o, bag));
  });
  common(addRequestOptions(stack.command('update').argument('<name>').description('update a stack: replace it (PUT), or patch it with --existing')))
    .option('--existing', 'PATCH: keep the stored template, files, environment files and parameters, adding to them')
    .option('--clear-parameter <name>', 'with --existing: remove a stored explicit parameter (repeatable)', collect, [])
    .action((name: string, o: StackCliOptions) => {
      process.exitCode = run(o, (bag) => heatStackUpdate(heatHost(o), name, o, bag));
    });
  common(stack.command('show').argument('<name>').description("a stack's environment and parameters"))
    .option('--heat-compat', "what Heat 19 would have stored")
    .action((name: string, o: StackCliOptions) => {
      process.exitCode = run(o, (bag) => heatStackShow(stateHost(o.state), name, o, bag));
    });
  common(stack.command('list').description('the stored stacks')).action((o: StackCliOptions) => {
    process.exitCode = list(o);
  });
}

function checkFormat(o: StackCliOptions): boolean {
  if (o.format === 'text' || o.format === 'json') return true;
  process.stderr.write('overcat heat stack: --format must be text or json\n');
  return false;
}

function run(o: StackCliOptions, act: (bag: DiagnosticBag) => { environment: DataHash; parameters: DataHash } | undefined): number {
  if (!checkFormat(o)) return EXIT.usage;
  const bag = new DiagnosticBag();
  const out = act(bag);
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
  const stacks = heatStackList(stateHost(o.state), o, bag).map((r) => ({ name: r.name, id: r.id, environment_files: r.environment_files }));
  const diagnostics = sortDiagnostics(bag.items);
  if (o.format === 'json') process.stdout.write(jsonText({ stacks, diagnostics: diagnostics.map(diagnosticToJson) }));
  else {
    for (const s of stacks) process.stdout.write(`${s.name}\t${s.id}\n`);
    printDiagnostics(diagnostics, 'text');
  }
  return bag.hasErrors ? EXIT.inputError : EXIT.ok;
}
