// Golden-folder suites: each case's actual files compared with its expected/ folder; with
// UPDATE_GOLDEN=1 expected/ is rewritten first (the diff is the review).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** The cases of `casesDir`, sorted: its folders that hold a `marker` file (options.yaml, case.yaml). */
export function caseFolders(casesDir: string, marker: string): string[] {
  return readdirSync(casesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(casesDir, d.name, marker)))
    .map((d) => d.name)
    .sort();
}

/** One test per case of `casesDir`; `run(name)` returns the files (name → text) the case produces. */
export function describeGolden(title: string, casesDir: string, names: readonly string[], run: (name: string) => Map<string, string>, minimumCases: number): void {
  describe(title, () => {
    it('has cases', () => expect(names.length).toBeGreaterThanOrEqual(minimumCases));
    for (const name of names) {
      it(name, () => {
        const actual = run(name);
        const expectedDir = join(casesDir, name, 'expected');
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
}
