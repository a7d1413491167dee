// `overcat schema [NAME]`: prints a draft-07 JSON Schema (for yaml-language-server modelines);
// without NAME, lists the schemas. With --modulepath the override schema lists its types.
import type { Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { DiskHost } from '../../host/disk-host.js';
import { loadTypes } from '../../override/types.js';
import { SCHEMAS, schemaNames } from '../../schemas/index.js';
import { EXIT } from '../exit-codes.js';
import { jsonText, printDiagnostics } from '../output.js';

export function installSchema(program: Command): void {
  program
    .command('schema')
    .argument('[name]', 'schema to print')
    .description('print a JSON Schema (draft-07); without a name, list them')
    .option('--modulepath <dir>', "specialise the override schema to this module path's types and parameters")
    .action((name: string | undefined, o: { modulepath?: string }) => {
      process.exitCode = runSchema(name, o);
    });
}

function runSchema(name: string | undefined, o: { modulepath?: string }): number {
  if (name === undefined) {
    for (const n of schemaNames()) process.stdout.write(`${n.padEnd(12)} ${SCHEMAS[n]!.description}\n`);
    return EXIT.ok;
  }
  const bag = new DiagnosticBag();
  const entry = SCHEMAS[name];
  if (!entry) {
    bag.report('OVC4032', { name, known: schemaNames().join(', ') });
    printDiagnostics(bag.items, 'text');
    return EXIT.inputError;
  }
  const types = o.modulepath ? loadTypes(new DiskHost(), o.modulepath, bag) : undefined;
  printDiagnostics(bag.items, 'text');
  if (bag.hasErrors) return EXIT.inputError;
  process.stdout.write(jsonText(entry.build(types ? { types } : {})));
  return EXIT.ok;
}
