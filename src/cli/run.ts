// The CLI as a library: parses arguments with commander, loads and runs the one command named,
// maps failures to exit codes. main.ts runs it as the `overcat` command; tests and the fuzzer call
// runCli directly; the code-cached bundle (code-cache.ts) exports it.
import type { Command, Option } from 'commander';
import { COMMANDS } from './commands/registry.js';
import { EXIT } from './exit-codes.js';
import { packageVersion } from './package-version.js';

/** The command the arguments name (`overcat help X` names X), if any. */
export function namedCommand(argv: readonly string[]): string | undefined {
  const words = argv.filter((a) => !a.startsWith('-'));
  return words[0] === 'help' ? words[1] : words[0];
}

/** `overcat heat stack create`: a command's full name for usage lines. */
function fullName(command: Command): string {
  return command.parent ? `${fullName(command.parent)} ${command.name()}` : command.name();
}

/**
 * Usage errors the same way on every command: commander's one-line error, then a short usage line
 * (not the whole help); a required option is checked after unknown options, so a typo such as
 * `--catlog` is named instead of hidden behind "required option --catalog not specified".
 */
function configureErrors(command: Command): void {
  command.exitOverride();
  command.showHelpAfterError(`usage: ${fullName(command)} ${command.usage()}\n(run '${fullName(command)} --help' for the options)`);
  const required: Option[] = command.options.filter((o) => o.mandatory);
  for (const o of required) o.mandatory = false;
  if (required.length > 0) {
    command.hook('preAction', (_hooked, actionCommand) => {
      if (actionCommand !== command) return;
      const missing = required.find((o) => command.getOptionValue(o.attributeName()) === undefined);
      if (missing) command.error(`error: required option '${missing.flags}' not specified`, { exitCode: EXIT.usage, code: 'commander.missingMandatoryOptionValue' });
    });
  }
  for (const sub of command.commands) configureErrors(sub);
}

/** The program with every command listed, and only the command `argv` names loaded. */
export async function buildProgram(argv: readonly string[] = []): Promise<Command> {
  const { Command } = await import('commander');
  const program = new Command('overcat').description('Puppet-style configuration override compiler and Heat environment assembler').version(packageVersion());
  const named = namedCommand(argv);
  for (const entry of COMMANDS) {
    const command = program.command(entry.name).description(entry.description);
    if (entry.name === named) (await entry.load())(command);
  }
  configureErrors(program);
  return program;
}

/** Runs the CLI; resolves to the exit code instead of exiting, so tests can drive it. */
export async function runCli(argv: string[]): Promise<number> {
  // `overcat --version` alone needs no argument parser (the start-up budget: README "Start-up").
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
    process.stdout.write(`${packageVersion()}\n`);
    return EXIT.ok;
  }
  const { CommanderError } = await import('commander');
  const program = await buildProgram(argv);
  process.exitCode = undefined;
  try {
    await program.parseAsync(argv, { from: 'user' });
    return process.exitCode === undefined ? EXIT.ok : Number(process.exitCode);
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return EXIT.ok;
      return EXIT.usage;
    }
    process.stderr.write(`overcat: internal error: ${(e as Error)?.stack ?? String(e)}\nThis is a bug in overcat; please report it with the command and input that caused it.\n`);
    return EXIT.internal;
  }
}
