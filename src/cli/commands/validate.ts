// `overcat validate FILE...`: checks data files against their kind's JSON Schema (errors at the YAML
// line:col) and, for override data, the structure, types and parameters against the module path.
import type { Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { DiskHost } from '../../host/disk-host.js';
import { validateOverrideDocument } from '../../override/validate.js';
import { loadTypes } from '../../override/types.js';
import { SCHEMAS, schemaNames } from '../../schemas/index.js';
import { validateAgainstSchema } from '../../schemas/validate.js';
import { loadYaml } from '../../yaml/load.js';
import { EXIT } from '../exit-codes.js';
import { printDiagnostics, type OutputFormat } from '../output.js';
import { readSource } from '../../host/read-source.js';

interface ValidateOptions {
  modulepath?: string;
  kind: string;
  format: OutputFormat;
}

export function installValidate(program: Command): void {
  program
    .command('validate')
    .argument('<file...>', 'YAML files to check')
    .description('check data files against their schema; override data also against the module path')
    .option('--modulepath <dir>', "module path whose types override data is checked against (':'-separated)")
    .option('--kind <kind>', `what the files hold: ${schemaNames().join(', ')}`, 'override')
    .option('--format <format>', 'diagnostics as text or json', 'text')
    .action((files: string[], o: ValidateOptions) => {
      process.exitCode = runValidate(files, o);
    });
}

function runValidate(files: string[], o: ValidateOptions): number {
  const bag = new DiagnosticBag();
  const entry = SCHEMAS[o.kind];
  if (!entry) {
    bag.report('OVC4032', { name: o.kind, known: schemaNames().join(', ') });
    printDiagnostics(bag.items, o.format);
    return EXIT.inputError;
  }
  const host = new DiskHost();
  const types = o.kind === 'override' ? loadTypes(host, o.modulepath, bag) : undefined;
  const schema = entry.build({});
  for (const file of files) {
    const source = readSource(host, file, bag);
    const doc = source ? loadYaml(source, bag) : undefined;
    if (!doc) continue;
    const before = bag.items.length;
    if (types) validateOverrideDocument(doc, types, bag);
    // The schema check skips lines a semantic check already explained (with a better message).
    const lineOf = (offset: number) => doc.source.position(offset).line;
    const explained = new Set(bag.items.slice(before).flatMap((d) => (d.location?.source === doc.source ? [lineOf(d.location.start)] : [])));
    validateAgainstSchema(doc, schema, bag, (location) => explained.has(lineOf(location.start)));
  }
  printDiagnostics(bag.items, o.format);
  if (bag.hasErrors) return EXIT.inputError;
  if (o.format === 'text') process.stdout.write(`${files.length} file${files.length === 1 ? '' : 's'} valid\n`);
  return EXIT.ok;
}
