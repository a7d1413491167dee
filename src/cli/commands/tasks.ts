// `overcat tasks`: the ordered deployment graph of a node's roles from the tasks files (module path
// tasks.yaml files and --tasks), as text, JSON or Graphviz dot.
import * as path from 'node:path';
import { Option, type Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { taskGraph } from '../../pipeline/tasks.js';
import { planToJson, renderPlanDot, renderPlanText } from '../../tasks/render.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost, modulepathRoots, splitModulepath } from '../host.js';
import { emit, printDiagnostics, relativeLocation } from '../output.js';

interface TasksCliOptions {
  modulepath?: string;
  tasksFile: string[];
  role: string[];
  format: 'text' | 'json' | 'yaml' | 'dot';
}

const collect = (v: string, acc: string[]) => [...acc, ...v.split(',').map((s) => s.trim()).filter(Boolean)];

export function installTasks(command: Command): void {
  command
    .option('--modulepath <dirs>', `module directories whose modules' tasks.yaml files are read ('${path.delimiter}'-separated)`)
    .option('--tasks-file <file>', 'an environment tasks file, read after the module path (repeatable)', (v: string, acc: string[]) => [...acc, v], [] as string[])
    .option('--role <role>', "a role of the node (repeatable or comma-separated); none: every role the tasks files name", collect, [] as string[])
    .addOption(new Option('--format <format>', 'text, json, yaml or dot (Graphviz)').choices(['text', 'json', 'yaml', 'dot']).default('text'))
    .action((o: TasksCliOptions) => {
      process.exitCode = runTasks(o);
    });
}

function runTasks(o: TasksCliOptions): number {
  const modulepath = splitModulepath(o.modulepath);
  const bag = new DiagnosticBag();
  const plan = taskGraph(confinedHost([...modulepathRoots(modulepath), ...o.tasksFile]), { modulepath, tasks: o.tasksFile, roles: o.role }, bag);
  const json = plan && planToJson(plan, relativeLocation);
  if (o.format === 'dot') {
    if (json) process.stdout.write(renderPlanDot(json));
    printDiagnostics(bag.items);
  } else {
    emit(o.format, bag, json ? { ...json } : {}, () => (json ? renderPlanText(json) : undefined));
  }
  return json ? EXIT.ok : EXIT.inputError;
}
