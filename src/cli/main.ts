#!/usr/bin/env -S node --max-semi-space-size=32
// overcat's entry point: parses arguments with commander, dispatches, maps failures to exit codes.
// The larger young generation (shebang) cuts parsing's garbage collection by a third: ohm
// allocates a CST node and memo entry per character; see README "Parser speed".
import './v8-flags.js';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError } from 'commander';
import { COMMANDS } from './commands/registry.js';
import { EXIT } from './exit-codes.js';

export function buildProgram(): Command {
  const program = new Command('overcat')
    .description('Puppet-style configuration override compiler and Heat environment assembler')
    .version('0.1.0')
    .showHelpAfterError()
    .exitOverride();
  for (const install of COMMANDS) install(program);
  return program;
}

/** Runs the CLI; resolves to the exit code instead of exiting, so tests can drive it. */
export async function runCli(argv: string[]): Promise<number> {
  const program = buildProgram();
  let code: number = EXIT.ok;
  process.exitCode = undefined;
  for (const c of program.commands) c.exitOverride();
  try {
    await program.parseAsync(argv, { from: 'user' });
    code = process.exitCode === undefined ? EXIT.ok : Number(process.exitCode);
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return EXIT.ok;
      return EXIT.usage;
    }
    process.stderr.write(`overcat: internal error: ${(e as Error)?.stack ?? String(e)}\nThis is a bug in overcat; please report it with the command and input that caused it.\n`);
    return EXIT.internal;
  }
  return code;
}

function invokedDirectly(): boolean {
  try {
    return process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (invokedDirectly()) {
  runCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
