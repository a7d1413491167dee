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
      // The switch is the environment variable the core reads, so EPP code and the cache follow it too.
      if (o.reference) process.env.OVERCAT_PARSER = 'ohm';
      const bag = new DiagnosticBag();
      const asts = parse(confinedHost([...files, o.cacheDir]), files, o.cacheDir !== undefined ? { cacheDir: o.cacheDir } : {}, bag);
      if (o.format === 'json') process.stdout.write(jsonText(asts));
      printDiagnostics(bag.items, o.format);
      process.exitCode = bag.hasErrors ? EXIT.inputError : EXIT.ok;
    });
}
