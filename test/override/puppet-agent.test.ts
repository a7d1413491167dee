// Every catalog the golden cases emit must be accepted by Puppet's agent side (deserialise, to_ral,
// relationship graph, cycle check) — what the oracle's `puppet_apply_catalog.sh --validate-only`
// checks, run by `puppet_validate_catalogs.sh` on all of them in one Puppet process.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { haveEngine, ORACLES, validateCatalogs } from '../helpers/engines.js';
import { caseNames, CASES_DIR, REPO } from './golden-cases.js';

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
      const verdicts = await validateCatalogs(catalogs, join(REPO, 'modules'), dir);
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
