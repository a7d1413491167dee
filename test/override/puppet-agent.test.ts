// Every catalog the golden cases emit must be accepted by Puppet's agent side (deserialise, to_ral,
// relationship graph, cycle check) — what the oracle's `puppet_apply_catalog.sh --validate-only`
// checks, run by `puppet_validate_catalogs.sh` on all of them in one Puppet process.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
    expect(existsSync(join(ORACLES, 'puppet_validate_catalogs.sh')), `set OVERCAT_ORACLES (looked in ${ORACLES})`).toBe(true);
  });
  it('every one is accepted', { timeout: 600_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'overcat-agent-'));
    try {
      const list = join(dir, 'catalogs.txt');
      writeFileSync(list, `${catalogs.join('\n')}\n`);
      const stdout = await run(join(ORACLES, 'puppet_validate_catalogs.sh'), [list, '--modulepath', join(REPO, 'modules')], { maxBuffer: 1 << 26 }).then(
        (r) => r.stdout,
        (e: { stdout?: string }) => e.stdout ?? '',
      );
      const verdicts = new Map<string, { ok: boolean; line: string }>();
      for (const line of stdout.split('\n')) {
        if (!line.startsWith('{')) continue;
        const summary = JSON.parse(line) as { file: string; ok: boolean };
        verdicts.set(summary.file, { ok: summary.ok, line });
      }
      const failures = catalogs.flatMap((file) => {
        const verdict = verdicts.get(file);
        return verdict?.ok ? [] : [`${file.slice(REPO.length)}: ${verdict?.line ?? 'no verdict from Puppet'}`];
      });
      expect(failures).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
