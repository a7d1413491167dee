// `overcat parse FILE...`: syntax check like `puppet parser validate` (manifests) and `puppet epp
// validate` (`.epp` templates); `--format json` prints the AST.
import type { Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { parse } from '../../pipeline/parse.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost } from '../host.js';
import { jsonText, printDiagnostics, type OutputFormat } from '../output.js';

export function installParse(program: Command): void {
  program
    .command('parse')
    .description('check the syntax of Puppet manifests and EPP templates (exit 0 when all parse, 1 otherwise)')
    .argument('<file...>', 'manifests (.pp) and templates (.epp)')
    .option('--format <format>', 'text (diagnostics only) or json (the AST of each file)', 'text')
    .option('--cache-dir <dir>', 'keep parsed files here (by content hash) and reuse them across runs')
    .option('--reference', 'parse with the ohm grammar (grammar/puppet.ohm), the reference the default parser is held to; as OVERCAT_PARSER=ohm')
    .action((files: string[], o: { format: OutputFormat; cacheDir?: string; reference?: boolean }) => {
      if (o.format !== 'text' && o.format !== 'json') {
        process.stderr.write('overcat parse: --format must be text or json\n');
        process.exitCode = EXIT.usage;
        return;
      }
      const bag = new DiagnosticBag();
      // OVERCAT_PARSER=ohm is the same switch for scripts; the core itself reads no environment.
      const reference = o.reference === true || process.env.OVERCAT_PARSER === 'ohm';
      const asts = parse(confinedHost([...files, o.cacheDir]), files, { ...(o.cacheDir !== undefined ? { cacheDir: o.cacheDir } : {}), reference }, bag);
      if (o.format === 'json') process.stdout.write(jsonText(asts));
      printDiagnostics(bag.items, o.format);
      process.exitCode = bag.hasErrors ? EXIT.inputError : EXIT.ok;
    });
}
