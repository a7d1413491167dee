// The real engines some tests check overcat against (Puppet 7, Heat 19) and the oracle scripts in
// scripts/oracles/. On a plain clone without them those tests are skipped with a printed notice
// naming what to install; under CI (CI=true), which installs both, a missing engine fails instead.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
