// `overcat compile`: a node's catalog from a module path, facts, Hiera and a site manifest (or
// --code, or ENC classes), printed as Puppet's catalog JSON or written to DIR/<node>.json.
import * as path from 'node:path';
import { Option, type Command } from 'commander';
import { dump } from 'js-yaml';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { DiskHost } from '../../host/disk-host.js';
import { compile } from '../../pipeline/compile.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost, splitModulepath } from '../host.js';
import { printDiagnostics } from '../output.js';

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
    .addOption(new Option('--format <format>', 'the catalog as json or yaml').choices(['json', 'yaml']).default('json'))
    .action((o: CompileCliOptions) => {
      process.exitCode = runCompile(o);
    });
}

function runCompile(o: CompileCliOptions): number {
  if (!['json', 'yaml'].includes(o.format)) {
    process.stderr.write('overcat compile: --format must be json or yaml\n');
    return EXIT.usage;
  }
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
  printDiagnostics(bag.items);
  if (!result || bag.hasErrors) return EXIT.inputError;
  const text = o.format === 'yaml' ? dump(result.catalog) : result.text;
  if (o.out) new DiskHost({ roots: [o.out] }).writeFileAtomic(path.join(o.out, `${o.node}.${o.format}`), text);
  else process.stdout.write(text);
  return EXIT.ok;
}
