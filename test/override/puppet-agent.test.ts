// Every catalog the golden cases emit must be accepted by Puppet's agent side (deserialise, to_ral,
// relationship graph, cycle check) — checked with the oracle's `puppet_apply_catalog.sh --validate-only`.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { haveEngine, ORACLES } from '../helpers/engines.js';
import { caseNames, CASES_DIR, REPO } from './golden-cases.js';

const run = promisify(execFile);

describe.runIf(haveEngine('puppet'))("emitted catalogs pass Puppet's agent validation", () => {
  const catalogs = caseNames().flatMap((name) => {
    const dir = join(CASES_DIR, name, 'expected');
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json') && f !== 'report.json')
      .map((f) => join(dir, f));
  });
  it('has catalogs to check, and the oracle to check them with', () => {
    expect(catalogs.length).toBeGreaterThan(20);
    expect(existsSync(join(ORACLES, 'puppet_apply_catalog.sh')), `set OVERCAT_ORACLES (looked in ${ORACLES})`).toBe(true);
  });
  it('every one is accepted', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    // Two at a time: each check starts a Ruby process with Puppet (about 1.5 s).
    for (let i = 0; i < catalogs.length; i += 2) {
      await Promise.all(
        catalogs.slice(i, i + 2).map(async (file) => {
          try {
            await run(join(ORACLES, 'puppet_apply_catalog.sh'), [file, '--validate-only', '--modulepath', join(REPO, 'modules')]);
          } catch (e) {
            failures.push(`${file.slice(REPO.length)}: ${(e as { stdout?: string }).stdout ?? String(e)}`);
          }
        }),
      );
    }
    expect(failures).toEqual([]);
  });
});
