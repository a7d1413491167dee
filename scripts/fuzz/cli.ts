// What the case generators share at their command line: their options, and the directory of
// generated cases they rewrite whole.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The value after `--name` on the command line, if given. */
export function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : undefined;
}

/**
 * Empties `dir` (an earlier seed's cases would stay beside the new ones) and writes `site.pp` of
 * cases case-1 ... case-<count>, numbered to one width so they sort in order.
 */
export function writeManifestCases(dir: string, count: number, manifest: (i: number) => string): void {
  mkdirSync(dir, { recursive: true });
  for (const stale of readdirSync(dir)) rmSync(join(dir, stale), { recursive: true });
  const width = String(count).length;
  for (let i = 1; i <= count; i++) {
    const caseDir = join(dir, `case-${String(i).padStart(width, '0')}`);
    mkdirSync(caseDir);
    writeFileSync(join(caseDir, 'site.pp'), manifest(i));
  }
}
