// `overcat compile`: a node's catalog from a module path, facts, Hiera and a site manifest (or
// --code, or ENC classes), printed as Puppet's catalog JSON or written to DIR/<node>.json; with
// --task / --all-tasks, one catalog per deployment task with the override data applied, written
// to DIR/<node>/ with create_resources.json and report.json.
import * as path from 'node:path';
import { Option, type Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { DiskHost } from '../../host/disk-host.js';
import { compile } from '../../pipeline/compile.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost, splitModulepath } from '../host.js';
import { emit, jsonText, printDiagnostics, printDocument, relativeReport, yamlText } from '../output.js';
import { compileTasks } from '../../pipeline/tasks.js';
import { renderTasksReportText } from '../../tasks/report.js';
import { parseJson } from '../../data/exact-number.js';

interface CompileCliOptions {
  modulepath?: string;
  facts: string;
  node: string;
  hiera?: string;
  manifest?: string;
  class: string[];
  code?: string;
  environment?: string;
  serverFacts?: string;
  strictVariables?: boolean;
  out?: string;
  cacheDir?: string;
  format: string;
  task: string[];
  allTasks?: boolean;
  tasksFile: string[];
  roles: string[];
  overrides: boolean;
}

export function installCompile(command: Command): void {
  command
    .option('--modulepath <dirs>', `module directories ('${path.delimiter}'-separated)`)
    .requiredOption('--facts <file>', 'facts of the node (JSON or YAML)')
    .requiredOption('--node <name>', 'node name (node definitions match it)')
    .option('--hiera <file>', 'the environment layer hiera.yaml (version 5)')
    .option('--manifest <path>', 'the site manifest: a file or a directory of .pp files')
    .option('--class <name>', 'a class to include as an ENC would (repeatable)', (v: string, acc: string[]) => [...acc, v], [] as string[])
    .option('--code <text>', 'manifest text to compile instead of a file')
    .option('--environment <name>', 'environment name', 'production')
    .option('--server-facts <file>', "the compiling server's facts for $server_facts (JSON or YAML: servername, serverip...)")
    .option('--strict-variables', 'an unknown variable is an error')
    .option('--out <dir>', 'write <dir>/<node>.json instead of printing')
    .option('--cache-dir <dir>', 'keep parsed manifests here (by content hash) and reuse them across runs')
    .option('--task <id>', "compile this deployment task of the node's graph, overrides applied (repeatable; needs --out)", (v: string, acc: string[]) => [...acc, v], [] as string[])
    .option('--all-tasks', "compile every puppet task of the node's graph, then create_resources (needs --out)")
    .option('--tasks-file <file>', 'an environment tasks file, read after the module path tasks.yaml files (repeatable)', (v: string, acc: string[]) => [...acc, v], [] as string[])
    .option('--roles <roles>', "the node's roles, comma-separated (default: Hiera's `roles`/`role`, then the facts')", (v: string, acc: string[]) => [...acc, ...v.split(',').map((r) => r.trim()).filter(Boolean)], [] as string[])
    .option('--no-overrides', 'with --task/--all-tasks: plain catalogs, no override data applied')
    // text (the default): the catalog JSON on stdout, diagnostics as text on stderr; json/yaml: the
    // catalog in that format, and when compilation fails one document with the diagnostics.
    .addOption(new Option('--format <format>', 'text (catalog JSON, diagnostics as text on stderr), json or yaml').choices(['text', 'json', 'yaml']).default('text'))
    .action((o: CompileCliOptions) => {
      process.exitCode = runCompile(o);
    });
}

function runCompile(o: CompileCliOptions): number {
  if (!['text', 'json', 'yaml'].includes(o.format)) {
    process.stderr.write('overcat compile: --format must be text, json or yaml\n');
    return EXIT.usage;
  }
  if (o.allTasks || o.task.length > 0) return runTaskCompile(o);
  const modulepath = splitModulepath(o.modulepath);
  const host = confinedHost([...modulepath, ...modulepath.map((d) => path.dirname(d)), o.facts, o.serverFacts, o.hiera && path.dirname(o.hiera), o.manifest, o.cacheDir]);
  const bag = new DiagnosticBag();
  const result = compile(
    host,
    {
      modulepath,
      facts: o.facts,
      node: o.node,
      ...(o.hiera ? { hiera: o.hiera } : {}),
      ...(o.manifest ? { manifest: o.manifest } : {}),
      ...(o.code !== undefined ? { code: o.code } : {}),
      ...(o.class.length > 0 ? { classes: o.class } : {}),
      ...(o.environment ? { environment: o.environment } : {}),
      ...(o.serverFacts ? { serverFacts: o.serverFacts } : {}),
      ...(o.strictVariables ? { strictVariables: true } : {}),
      ...(o.cacheDir !== undefined ? { cacheDir: o.cacheDir } : {}),
      pretty: true,
    },
    bag,
  );
  if (!result || bag.hasErrors) {
    // No catalog: the one document a script reads carries the errors (stderr stays empty).
    if (o.format === 'text') printDiagnostics(bag.items);
    else printDocument(o.format as 'json' | 'yaml', {}, bag.items);
    return EXIT.inputError;
  }
  // The catalog is the document; warnings and notices go to stderr as text.
  printDiagnostics(bag.items);
  // YAML from the exact JSON text: 4.0 stays a Float, big integers stay whole.
  const text = o.format === 'yaml' ? yamlText(parseJson(result.text)) : result.text;
  if (o.out) new DiskHost({ roots: [o.out] }).writeFileAtomic(path.join(o.out, `${o.node}.${o.format === 'yaml' ? 'yaml' : 'json'}`), text);
  else process.stdout.write(text);
  return EXIT.ok;
}

/** --task / --all-tasks: one catalog per task under <out>/<node>/, create_resources.json, report.json; the report on stdout. */
function runTaskCompile(o: CompileCliOptions): number {
  const usage = !o.out
    ? '--task and --all-tasks write several files: give --out DIR'
    : o.allTasks && o.task.length > 0
      ? 'give either --task ID... or --all-tasks'
      : o.manifest || o.code !== undefined || o.class.length > 0
        ? '--task/--all-tasks compile the tasks\' manifests: drop --manifest, --code and --class'
        : o.format === 'yaml'
          ? '--task/--all-tasks: --format is text or json'
          : undefined;
  if (usage) {
    process.stderr.write(`overcat compile: ${usage}\n`);
    return EXIT.usage;
  }
  const modulepath = splitModulepath(o.modulepath);
  const host = confinedHost([...modulepath, ...o.tasksFile, o.facts, o.hiera && path.dirname(o.hiera), o.cacheDir]);
  const bag = new DiagnosticBag();
  const outcome = compileTasks(
    host,
    {
      modulepath,
      tasks: o.tasksFile,
      node: o.node,
      facts: o.facts,
      overrides: o.overrides,
      ...(o.hiera ? { hiera: o.hiera } : {}),
      ...(o.roles.length > 0 ? { roles: o.roles } : {}),
      ...(o.task.length > 0 ? { only: o.task } : {}),
      ...(o.environment ? { environment: o.environment } : {}),
      ...(o.cacheDir !== undefined ? { cacheDir: o.cacheDir } : {}),
    },
    bag,
  );
  const format = o.format === 'json' ? 'json' : 'text';
  if (!outcome || bag.hasErrors) {
    emit(format, bag, {}, () => undefined);
    return EXIT.inputError;
  }
  const report = relativeReport(outcome.report);
  const dir = path.join(o.out!, o.node);
  const out = new DiskHost({ roots: [o.out!] });
  for (const c of [...outcome.catalogs, ...(outcome.createResources ? [outcome.createResources] : [])]) out.writeFileAtomic(path.join(dir, c.name), c.text);
  out.writeFileAtomic(path.join(dir, 'report.json'), jsonText(report));
  emit(format, bag, { report }, () => renderTasksReportText(report));
  return EXIT.ok;
}
