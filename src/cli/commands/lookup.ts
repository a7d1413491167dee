// `overcat lookup`: Hiera 5 lookups as `puppet lookup` does them, with --explain and provenance.
import * as path from 'node:path';
import type { Command } from 'commander';
import { stringifyJson } from '../../data/exact-number.js';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { explanationToJson, renderExplanationText } from '../../hiera/explain.js';
import { lookup } from '../../pipeline/lookup.js';
import { dumpYaml } from '../../yaml/dump.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost, splitModulepath } from '../host.js';
import { jsonText, printDiagnostics, type OutputFormat } from '../output.js';

interface LookupCliOptions {
  hiera?: string;
  facts: string;
  node?: string;
  environment: string;
  modulepath?: string;
  merge?: string;
  knockOutPrefix?: string;
  sortMergedArrays?: boolean;
  mergeHashArrays?: boolean;
  default?: string;
  explain?: boolean;
  format: OutputFormat;
}

export function installLookup(program: Command): void {
  program
    .command('lookup')
    .description('look keys up in Hiera 5 data as `puppet lookup` does (several keys: the first found)')
    .argument('<key...>', 'keys to look up; dotted keys (a.b.0) dig into the value')
    .option('--hiera <file>', 'the environment layer hiera.yaml (version 5)')
    .requiredOption('--facts <file>', 'facts of the node (JSON or YAML)')
    .option('--node <name>', 'node name: sets trusted.certname (default: the clientcert fact, then fqdn)')
    .option('--environment <name>', "the node's environment, %{::environment} in Hiera data", 'production')
    .option('--modulepath <dirs>', "module directories (':'-separated) whose modules' hiera.yaml form the module layer")
    .option('--merge <strategy>', 'first, unique, hash or deep (overrides lookup_options)')
    .option('--knock-out-prefix <prefix>', 'deep merge: prefix that removes an element or key of a lower level')
    .option('--sort-merged-arrays', 'deep merge: sort merged arrays')
    .option('--merge-hash-arrays', 'deep merge: merge hashes inside arrays')
    .option('--default <value>', 'value returned when no level has the key')
    .option('--explain', 'show every layer, level and path tried, and where each merged leaf came from')
    .option('--format <format>', 'json, yaml or text', 'text')
    .action((keys: string[], o: LookupCliOptions) => {
      process.exitCode = runLookup(keys, o);
    });
}

function mergeOption(o: LookupCliOptions): unknown {
  const deepOptions = o.knockOutPrefix !== undefined || o.sortMergedArrays || o.mergeHashArrays;
  if (!deepOptions) return o.merge;
  const spec: Record<string, unknown> = { strategy: o.merge ?? 'deep' };
  if (o.knockOutPrefix !== undefined) spec.knockout_prefix = o.knockOutPrefix;
  if (o.sortMergedArrays) spec.sort_merged_arrays = true;
  if (o.mergeHashArrays) spec.merge_hash_arrays = true;
  return spec;
}

function render(value: unknown, format: OutputFormat): string {
  if (format === 'json') return `${stringifyJson(value ?? null)}\n`;
  if (format === 'yaml') return dumpYaml(value ?? null);
  return typeof value === 'string' ? `${value}\n` : dumpYaml(value ?? null);
}

function runLookup(keys: string[], o: LookupCliOptions): number {
  if (!['json', 'yaml', 'text'].includes(o.format)) {
    process.stderr.write('overcat lookup: --format must be json, yaml or text\n');
    return EXIT.usage;
  }
  const modulepath = splitModulepath(o.modulepath);
  // Reads stay inside the directories the user named: the hiera.yaml's, the modules', the facts file.
  const host = confinedHost([o.hiera && path.dirname(o.hiera), ...modulepath, o.facts]);
  const bag = new DiagnosticBag();
  const result = lookup(
    host,
    {
      keys,
      facts: o.facts,
      modulepath,
      merge: mergeOption(o),
      ...(o.hiera ? { hiera: o.hiera } : {}),
      ...(o.node ? { node: o.node } : {}),
      environment: o.environment,
      ...(o.default !== undefined ? { default: o.default } : {}),
      ...(o.explain ? { explain: true } : {}),
    },
    bag,
  );
  const fmt = o.format;
  if (result && o.explain) process.stdout.write(fmt === 'json' ? jsonText(explanationToJson(result)) : renderExplanationText(result));
  else if (result?.found && !bag.hasErrors) process.stdout.write(render(result.value, fmt));
  printDiagnostics(bag.items, fmt === 'json' ? 'json' : 'text');
  return bag.hasErrors || !result?.found ? EXIT.inputError : EXIT.ok;
}
