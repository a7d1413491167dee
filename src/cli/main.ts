#!/usr/bin/env node
// overcat's entry point: runs the CLI (run.ts) as the `overcat` command, in a process set up for
// the command named. A plain `env node` shebang: BusyBox's env (Alpine) has no `-S`.
// First: V8's flags must be set before any parser function runs (README "Parser").
import './v8-flags.js';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EXIT } from './exit-codes.js';
import { namedCommand, runCli } from './run.js';

/**
 * A reader that goes away (`overcat schema override | head -c1`) ends the process quietly, as
 * Unix tools do, instead of an unhandled EPIPE with a stack trace.
 */
function quietOnClosedOutput(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') throw e;
      process.exit(process.exitCode ?? EXIT.ok);
    });
  }
}

/**
 * `parse` and `registry` parse manifests in bulk: ohm allocates a CST node and memo entry per
 * character, and a 32 MB young generation halves the scavenges (README "Parser speed"). V8 reads
 * that size only when it starts (v8.setFlagsFromString later has no effect, measured), so these
 * two commands re-run Node once with the flag; every other command starts without the cost.
 */
const PARSE_HEAVY = new Set(['parse', 'registry']);
const SEMI_SPACE = '--max-semi-space-size=32';

async function rerunWithLargerYoungGeneration(argv: readonly string[]): Promise<boolean> {
  const command = namedCommand(argv);
  if (command === undefined || !PARSE_HEAVY.has(command) || process.execArgv.some((a) => a.startsWith('--max-semi-space-size'))) return false;
  const { spawnSync } = await import('node:child_process');
  const r = spawnSync(process.execPath, [...process.execArgv, SEMI_SPACE, process.argv[1]!, ...argv], { stdio: 'inherit' });
  process.exitCode = r.status ?? EXIT.internal;
  return true;
}

function invokedDirectly(): boolean {
  try {
    return process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

/** Runs the CLI, from the code-cached bundle when the command keeps a cache directory (code-cache.ts). */
async function run(argv: string[]): Promise<number> {
  if (argv.some((a) => a.startsWith('--cache-dir'))) {
    const { codeCacheDir, runWithCodeCache } = await import('./code-cache.js');
    const dir = codeCacheDir(argv, namedCommand(argv));
    if (dir !== undefined) return runWithCodeCache(dir, argv);
  }
  return runCli(argv);
}

if (invokedDirectly() && !(await rerunWithLargerYoungGeneration(process.argv.slice(2)))) {
  quietOnClosedOutput();
  process.exitCode = await run(process.argv.slice(2));
}
