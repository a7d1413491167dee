// `overcat compile`: a node's catalog from a module path, facts, Hiera and a site manifest (or
// --code, or ENC classes), printed as Puppet's catalog JSON or written to DIR/<node>.json.
import * as path from 'node:path';
import { Option, type Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { DiskHost } from '../../host/disk-host.js';
import { compile } from '../../pipeline/compile.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost, splitModulepath } from '../host.js';
import { printDiagnostics, printDocument, yamlText } from '../output.js';
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
  now?: string;
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
    .option('--now <seconds>', "what Timestamp() returns, in seconds since the epoch (default SOURCE_DATE_EPOCH, else the clock)")
    .option('--out <dir>', 'write <dir>/<node>.json instead of printing')
    .option('--cache-dir <dir>', 'keep parsed manifests here (by content hash) and reuse them across runs')
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
  // Timestamp() is "now": --now, else SOURCE_DATE_EPOCH (reproducible builds), else the clock.
  const nowText = o.now ?? process.env['SOURCE_DATE_EPOCH'];
  if (nowText !== undefined && !/^-?\d+$/.test(nowText)) {
    process.stderr.write('overcat compile: --now (or SOURCE_DATE_EPOCH) must be whole seconds since the epoch\n');
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
      ...(nowText !== undefined ? { now: BigInt(nowText) * 1_000_000_000n } : {}),
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
