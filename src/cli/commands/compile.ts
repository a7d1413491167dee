// `overcat compile`: a node's catalog from a module path, facts, Hiera and a site manifest (or
// --code, or ENC classes), printed as Puppet's catalog JSON or written to DIR/<node>.json; with
// --all-nodes, every node of a fleet (compile-fleet.ts); with --task / --all-tasks, one catalog per
// deployment task with the override data applied, written to DIR/<node>/ with create_resources.json
// and report.json (with --all-nodes --all-tasks, every node's deployment as fleet units).
import * as path from 'node:path';
import { Option, type Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { DiskHost } from '../../host/disk-host.js';
import { compile, type CompileOptions, type CompileOutcome } from '../../pipeline/compile.js';
import { compileWithOverrides, prepareCompileOverrides } from '../../pipeline/compile-overrides.js';
import type { Host } from '../../host/host.js';
import { renderReportText, type OverrideReport } from '../../override/report.js';
import { useCacheDir } from '../cache-dir-used.js';
import { EXIT } from '../exit-codes.js';
import { addFunctionResultOptions, functionResultOptions, type FunctionResultCliOptions } from './function-result-options.js';
import { confinedHost, modulepathRoots, splitModulepath } from '../host.js';
import { emit, jsonText, printDiagnostics, printDocument, relativeReport, writeStdout, yamlText } from '../output.js';
import { compileTasks } from '../../pipeline/tasks.js';
import { renderTasksReportText } from '../../tasks/report.js';
import { parseJson } from '../../data/exact-number.js';
import { siteCompileOptions, type SiteCliOptions } from '../site-options.js';

interface CompileCliOptions extends FunctionResultCliOptions, SiteCliOptions {
  modulepath?: string;
  facts?: string;
  node?: string;
  allNodes?: boolean;
  nodes?: string;
  shard?: string;
  jobs: string;
  quiet?: boolean;
  reuse: boolean;
  now?: string;
  out?: string;
  cacheDir?: string;
  format: string;
  applyOverrides?: boolean;
  /** `--no-overrides`: false; it wins over --apply-overrides (a plain compile) and gives plain task catalogs. */
  overrides: boolean;
  data?: string[];
  report?: string;
  task: string[];
  allTasks?: boolean;
  tasksFile: string[];
  roles: string[];
}

export function installCompile(command: Command): void {
  addFunctionResultOptions(command)
    .option('--modulepath <dirs>', `module directories ('${path.delimiter}'-separated)`)
    .option('--facts <file>', 'facts of the node (JSON or YAML); required without --all-nodes')
    .option('--node <name>', 'node name (node definitions match it); required without --all-nodes')
    .option('--all-nodes', 'compile every node of --nodes into --out (docs/fleet.md)')
    .option('--nodes <path>', 'with --all-nodes: a directory of <node>.yaml|yml|json facts files, or a nodes file')
    .option('--shard <i/N>', 'with --all-nodes: compile only shard i of N (0 <= i < N)')
    .option('--jobs <n>', "with --all-nodes: worker threads ('auto': one per core)", '1')
    .option('--no-reuse', 'with --all-nodes: compile every unit even when its inputs are unchanged')
    .option('--quiet', 'with --all-nodes: no progress and no summary')
    .option('--hiera <file>', 'the environment layer hiera.yaml (version 5)')
    .option('--manifest <path>', 'the site manifest: a file or a directory of .pp files')
    .option('--class <name>', 'a class to include as an ENC would (repeatable)', (v: string, acc: string[]) => [...acc, v], [] as string[])
    .option('--code <text>', 'manifest text to compile instead of a file')
    .option('--environment <name>', 'environment name', 'production')
    .option('--server-facts <file>', "the compiling server's facts for $server_facts (JSON or YAML: servername, serverip...)")
    .option('--strict-variables', 'an unknown variable is an error')
    .option('--now <seconds>', "what Timestamp() returns, in seconds since the epoch (default SOURCE_DATE_EPOCH, else the clock)")
    .option('--out <dir>', 'write <dir>/<node>.json instead of printing (with --all-nodes: the fleet output directory)')
    .option('--cache-dir <dir>', "keep parsed manifests (by content hash) and V8's code cache here, and reuse them across runs")
    .option('--apply-overrides', 'apply configuration / configuration_options (from --hiera, or --data) inside the compilation: define instances before they expand')
    .option('--no-overrides', 'no override data: a plain compile whatever --apply-overrides says; with --task/--all-tasks, plain catalogs')
    .option('--data <file...>', 'with --apply-overrides: override data files instead of the Hiera lookup (later files win)')
    .option('--report <file>', 'with --apply-overrides: write the override report (JSON) here (with --out: DIR/report.json)')
    .option('--task <id>', "compile this deployment task of the node's graph, overrides applied (repeatable; needs --out)", (v: string, acc: string[]) => [...acc, v], [] as string[])
    .option('--all-tasks', "compile every puppet task of the node's graph, then create_resources (needs --out; with --all-nodes, of every node)")
    .option('--tasks-file <file>', 'an environment tasks file, read after the module path tasks.yaml files (repeatable)', (v: string, acc: string[]) => [...acc, v], [] as string[])
    .option('--roles <roles>', "the node's roles, comma-separated (default: Hiera's `roles`/`role`, then the facts')", (v: string, acc: string[]) => [...acc, ...v.split(',').map((r) => r.trim()).filter(Boolean)], [] as string[])
    // text (the default): the catalog JSON on stdout, diagnostics as text on stderr; json/yaml: the
    // catalog in that format, and when compilation fails one document with the diagnostics.
    .addOption(new Option('--format <format>', 'text (catalog JSON, diagnostics as text on stderr), json or yaml').choices(['text', 'json', 'yaml']).default('text'))
    .action(async (o: CompileCliOptions) => {
      if (o.cacheDir !== undefined) useCacheDir(o.cacheDir);
      process.exitCode = o.allNodes ? await runFleet(o) : runCompile(o);
    });
}

async function runFleet(o: CompileCliOptions): Promise<number> {
  const missing = o.nodes === undefined ? '--nodes <path>' : o.out === undefined ? '--out <dir>' : undefined;
  const conflicting = o.facts !== undefined ? '--facts' : o.node !== undefined ? '--node' : undefined;
  if (missing || conflicting) {
    process.stderr.write(missing ? `overcat compile: --all-nodes needs ${missing}\n` : `overcat compile: ${conflicting} names one node; --all-nodes takes the nodes from --nodes\n`);
    return EXIT.usage;
  }
  const tasksUsage =
    o.task.length > 0
      ? '--all-nodes compiles whole deployments: give --all-tasks, not --task'
      : !o.allTasks
        ? undefined
        : o.manifest || o.code !== undefined || o.class.length > 0
          ? "--all-tasks compiles the tasks' manifests: drop --manifest, --code and --class"
          : o.roles.length > 0
            ? '--all-nodes --all-tasks takes each node\'s roles from --nodes: drop --roles'
            : undefined;
  if (tasksUsage) {
    process.stderr.write(`overcat compile: ${tasksUsage}\n`);
    return EXIT.usage;
  }
  const { runCompileFleet } = await import('./compile-fleet.js');
  return runCompileFleet({ ...o, nodes: o.nodes!, out: o.out!, format: o.format as 'text' | 'json' | 'yaml' });
}

function runCompile(o: CompileCliOptions): number {
  if (!['text', 'json', 'yaml'].includes(o.format)) {
    process.stderr.write('overcat compile: --format must be text, json or yaml\n');
    return EXIT.usage;
  }
  // Timestamp() is "now": --now, else SOURCE_DATE_EPOCH (reproducible builds), else the clock.
  const nowText = o.now ?? process.env['SOURCE_DATE_EPOCH'];
  if (nowText !== undefined && !/^-?\d+$/.test(nowText)) {
    process.stderr.write('overcat compile: --now (or SOURCE_DATE_EPOCH) must be whole seconds since the epoch\n');
    return EXIT.usage;
  }
  const fleetOnly = o.nodes !== undefined ? '--nodes' : o.shard !== undefined ? '--shard' : o.quiet ? '--quiet' : undefined;
  if (o.facts === undefined || o.node === undefined || fleetOnly) {
    process.stderr.write(fleetOnly ? `overcat compile: ${fleetOnly} needs --all-nodes\n` : `error: required option '${o.facts === undefined ? '--facts <file>' : '--node <name>'}' not specified\n`);
    return EXIT.usage;
  }
  const [facts, node] = [o.facts, o.node];
  if (o.allTasks || o.task.length > 0) return runTaskCompile(o, facts, node);
  const modulepath = splitModulepath(o.modulepath);
  const host = confinedHost([...modulepath, ...modulepath.map((d) => path.dirname(d)), o.facts, o.serverFacts, o.hiera && path.dirname(o.hiera), o.manifest, o.cacheDir, ...(o.data ?? []).map((d) => path.dirname(d)), o.functionResults]);
  const bag = new DiagnosticBag();
  const options: CompileOptions = {
      modulepath,
      facts,
      node,
      ...siteCompileOptions(o),
      ...(nowText !== undefined ? { now: BigInt(nowText) * 1_000_000_000n } : {}),
      ...(o.cacheDir !== undefined ? { cacheDir: o.cacheDir } : {}),
      ...functionResultOptions(o),
      pretty: true,
  };
  const withOverrides = o.applyOverrides === true && o.overrides;
  const overridden = withOverrides ? compileOverridden(host, options, o, bag) : undefined;
  const result = withOverrides ? overridden?.outcome : compile(host, options, bag);
  if (!result || bag.hasErrors) {
    // No catalog: the one document a script reads carries the errors (stderr stays empty).
    if (o.format === 'text') printDiagnostics(bag.items);
    else printDocument(o.format as 'json' | 'yaml', {}, bag.items);
    return EXIT.inputError;
  }
  // The catalog is the document; warnings and notices go to stderr as text.
  printDiagnostics(bag.items);
  // YAML from the exact JSON text: 4.0 stays a Float, big integers stay whole. JSON as the parts
  // it was made in (never joined into one text).
  const parts = o.format === 'yaml' ? [yamlText(parseJson(result.text))] : result.parts;
  if (o.out) new DiskHost({ roots: [o.out] }).writeFileAtomic(path.join(o.out, `${node}.${o.format === 'yaml' ? 'yaml' : 'json'}`), parts);
  else writeStdout(parts);
  if (overridden) writeOverrideReport(relativeReport(overridden.report), o);
  return EXIT.ok;
}

/** `--apply-overrides`: the override data read and checked, then the compilation with it inside. */
function compileOverridden(host: Host, options: CompileOptions, o: CompileCliOptions, bag: DiagnosticBag): { outcome?: CompileOutcome; report: OverrideReport } | undefined {
  const context = prepareCompileOverrides(host, options, o.data ? { data: o.data } : {}, bag);
  if (!context) return undefined;
  const { outcome, report } = compileWithOverrides(host, { compile: options, context }, bag);
  return { ...(outcome ? { outcome } : {}), report };
}

/** The report: JSON to --report FILE or DIR/report.json (--out), as text on stderr otherwise. */
function writeOverrideReport(report: OverrideReport, o: CompileCliOptions): void {
  const file = o.report ?? (o.out ? path.join(o.out, 'report.json') : undefined);
  if (file) new DiskHost({ roots: [path.dirname(file)] }).writeFileAtomic(file, jsonText(report));
  else process.stderr.write(renderReportText(report, false));
}

/** --task / --all-tasks: one catalog per task under <out>/<node>/, create_resources.json, report.json; the report on stdout. */
function runTaskCompile(o: CompileCliOptions, facts: string, node: string): number {
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
  const host = confinedHost([...modulepathRoots(modulepath), ...o.tasksFile, facts, o.hiera && path.dirname(o.hiera), o.cacheDir]);
  const bag = new DiagnosticBag();
  const outcome = compileTasks(
    host,
    {
      modulepath,
      tasks: o.tasksFile,
      node,
      facts,
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
  const dir = path.join(o.out!, node);
  const out = new DiskHost({ roots: [o.out!] });
  for (const c of [...outcome.catalogs, ...(outcome.createResources ? [outcome.createResources] : [])]) out.writeFileAtomic(path.join(dir, c.name), c.text);
  out.writeFileAtomic(path.join(dir, 'report.json'), jsonText(report));
  emit(format, bag, { report }, () => renderTasksReportText(report));
  return EXIT.ok;
}
