// overcat's version, read from its package.json (the CLI's `--version`, a fleet's build fingerprint).
import { readFileSync } from 'node:fs';

/** The version in package.json (dist/src/cli/ and src/cli/ sit at different depths below it). */
export function packageVersion(): string {
  let dir = new URL('.', import.meta.url);
  for (let depth = 0; depth < 4; depth++, dir = new URL('..', dir)) {
    try {
      const manifest = JSON.parse(readFileSync(new URL('package.json', dir), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === 'overcat' && manifest.version) return manifest.version;
    } catch {
      // not here: one directory up
    }
  }
  return 'unknown';
}
