// Runs every override golden case and compares with expected/; UPDATE_GOLDEN=1 rewrites expected/
// (the diff is the review). The input catalogs are compiled by Puppet (examples/catalogs/compile.sh).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseNames, CASES_DIR, runCase } from './golden-cases.js';

const UPDATE = process.env.UPDATE_GOLDEN === '1';

describe('override golden cases', () => {
  const names = caseNames();
  it('has cases', () => expect(names.length).toBeGreaterThan(20));
  for (const name of names) {
    it(name, () => {
      const actual = runCase(name);
      const expectedDir = join(CASES_DIR, name, 'expected');
      if (UPDATE) {
        rmSync(expectedDir, { recursive: true, force: true });
        mkdirSync(expectedDir, { recursive: true });
        for (const [file, text] of actual) writeFileSync(join(expectedDir, file), text);
      }
      const expectedFiles = readdirSync(expectedDir).sort();
      expect([...actual.keys()].sort()).toEqual(expectedFiles);
      for (const file of expectedFiles) expect(actual.get(file), `${name}/expected/${file}`).toBe(readFileSync(join(expectedDir, file), 'utf8'));
    });
  }
});
