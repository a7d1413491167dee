// The real engines some tests check overcat against (Puppet 7, Heat 19) and the oracle scripts in
// scripts/oracles/. On a plain clone without them those tests are skipped with a printed notice
// naming what to install; under CI (CI=true), which installs both, a missing engine fails instead.
import { execFile, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const ORACLES = process.env.OVERCAT_ORACLES ?? fileURLToPath(new URL('../../scripts/oracles/', import.meta.url));

const probe = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore', timeout: 60_000 }).status === 0;

const ENGINES = {
  puppet: { present: () => probe('puppet', ['--version']), install: 'apt-get install -y puppet' },
  heat: { present: () => probe('/usr/bin/python3', ['-c', 'import heat']), install: 'apt-get install -y python3-heat python3-heatclient' },
} as const;

const seen = new Map<string, boolean>();

/** Whether `engine` is installed; prints once why its tests are skipped when it is not. */
export function haveEngine(engine: keyof typeof ENGINES): boolean {
  let present = seen.get(engine);
  if (present === undefined) {
    present = ENGINES[engine].present();
    seen.set(engine, present);
    if (!present && !process.env.CI) console.warn(`[overcat tests] ${engine} is not installed: its conformance checks are skipped (${ENGINES[engine].install})`);
  }
  // CI installs every engine: there a missing one is a failure, never a skip.
  return present || process.env.CI === 'true' || process.env.CI === '1';
}

/** Puppet's agent-side verdict on one catalog (a summary line of puppet_validate_catalogs.sh). */
export interface AgentVerdict {
  ok: boolean;
  line: string;
}

/**
 * Puppet's agent-side check (`puppet_apply_catalog.sh --validate-only`) of every catalog in
 * `files`, in one Puppet process: verdicts by file; a file missing from the map got none.
 */
export async function validateCatalogs(files: readonly string[], modulepath: string | undefined, scratch: string): Promise<Map<string, AgentVerdict>> {
  const list = join(scratch, `catalogs-${++lists}.txt`);
  writeFileSync(list, `${files.join('\n')}\n`);
  const args = [list, ...(modulepath ? ['--modulepath', modulepath] : [])];
  const stdout = await promisify(execFile)(join(ORACLES, 'puppet_validate_catalogs.sh'), args, { maxBuffer: 1 << 26 }).then(
    (r) => r.stdout,
    (e: { stdout?: string }) => e.stdout ?? '',
  );
  const verdicts = new Map<string, AgentVerdict>();
  for (const line of stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    const summary = JSON.parse(line) as { file: string; ok: boolean };
    verdicts.set(summary.file, { ok: summary.ok, line });
  }
  return verdicts;
}
let lists = 0;
