// `overcat schema [NAME]`: prints a draft-07 JSON Schema (for yaml-language-server modelines);
// without NAME, lists the schemas. With --modulepath the override schema lists its types.
import type { Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { schema, schemaList } from '../../pipeline/schema.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost, splitModulepath } from '../host.js';
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
    for (const s of schemaList()) process.stdout.write(`${s.name.padEnd(12)} ${s.description}\n`);
    return EXIT.ok;
  }
  const bag = new DiagnosticBag();
  const modulepath = splitModulepath(o.modulepath);
  const built = schema(confinedHost(modulepath), name, { modulepath }, bag);
  printDiagnostics(bag.items, 'text');
  if (!built) return EXIT.inputError;
  process.stdout.write(jsonText(built));
  return EXIT.ok;
}
