// `overcat heat stack create|update|show|list`: stack requests applied to records in a local state directory.
import type { Command } from 'commander';
import type { DataHash } from '../../data/value.js';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { DEFAULT_STATE_DIR, heatStackCreate, heatStackList, heatStackShow, heatStackUpdate, maskHidden } from '../../pipeline/heat.js';
import { EXIT } from '../exit-codes.js';
import { heatHost, stateHost } from '../host.js';
import { addFormatOption, emit, yamlText, type OutputFormat } from '../output.js';
import { addRequestOptions, addShowHidden, collect, type RequestCliOptions } from './heat-request-options.js';

interface StackCliOptions extends RequestCliOptions {
  state?: string;
  format: OutputFormat;
  showHidden?: boolean;
}

type StackView = { environment: DataHash; parameters: DataHash; hidden: string[] };

export function installHeatStack(heat: Command): void {
  const stack = heat.command('stack').description('stacks kept in a local state directory (default .overcat/stacks/)');
  const common = (c: Command) => addFormatOption(c.option('--state <dir>', `the state directory (default ${DEFAULT_STATE_DIR})`));
  addShowHidden(common(addRequestOptions(stack.command('create').argument('<name>').description('create a stack from a request (-t TEMPLATE or a --body with one)')))).action((name: string, o: StackCliOptions) => {
    process.exitCode = run(o, (bag) => heatStackCreate(heatHost(o), name, o, bag));
  });
  addShowHidden(common(addRequestOptions(stack.command('update').argument('<name>').description('update a stack: replace it (PUT, with a template), or patch it with --existing'))))
    .option('--existing', 'PATCH: keep the stored template, files, environment files and parameters, adding to them')
    .option('--clear-parameter <name>', 'with --existing: remove a stored explicit parameter (repeatable)', collect, [])
    .action((name: string, o: StackCliOptions) => {
      process.exitCode = run(o, (bag) => heatStackUpdate(heatHost(o), name, o, bag));
    });
  addShowHidden(common(stack.command('show').argument('<name>').description("a stack's environment and parameters")))
    .option('--heat-compat', 'what Heat 19 would have stored')
    .action((name: string, o: StackCliOptions) => {
      process.exitCode = run(o, (bag) => heatStackShow(stateHost(o.state), name, o, bag));
    });
  common(stack.command('list').description('the stored stacks')).action((o: StackCliOptions) => {
    process.exitCode = list(o);
  });
}

function run(o: StackCliOptions, act: (bag: DiagnosticBag) => StackView | undefined): number {
  const bag = new DiagnosticBag();
  const out = act(bag);
  const view = { environment: out?.environment ?? {}, parameters: out?.parameters ?? {} };
  const value = o.showHidden ? view : maskHidden(view, out?.hidden ?? []);
  emit(o.format, bag, value, () => (out ? yamlText(value) : undefined));
  return bag.hasErrors ? EXIT.inputError : EXIT.ok;
}

function list(o: StackCliOptions): number {
  const bag = new DiagnosticBag();
  const stacks = heatStackList(stateHost(o.state), o, bag).map((r) => ({ name: r.name, id: r.id, environment_files: r.environment_files }));
  emit(o.format, bag, { stacks }, () => stacks.map((s) => `${s.name}\t${s.id}\n`).join(''));
  return bag.hasErrors ? EXIT.inputError : EXIT.ok;
}
