// overcat's build as part of a fleet unit's content address: the package version and a digest of
// the code actually running (a rebuilt overcat may compile differently, so it reuses nothing).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundled } from './bundled.js';

function codeFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((e) => (e.isDirectory() ? codeFiles(join(dir, e.name)) : /\.([cm]?js|ts|ohm)$/.test(e.name) ? [join(dir, e.name)] : []))
    .sort();
}

/**
 * `VERSION+DIGEST`: the digest covers the code running — the bundle's entries and chunks
 * (dist/bin/, which hold it all, grammars included) when this module was bundled, else the source
 * tree (src/) and the grammars beside it.
 */
export function buildFingerprint(version: string): string {
  const h = createHash('sha256');
  if (bundled) {
    const bin = dirname(fileURLToPath(import.meta.url));
    for (const f of codeFiles(bin).filter((p) => /\.[mc]js$/.test(p))) h.update(relative(bin, f)).update('\0').update(readFileSync(f)).update('\0');
    return `${version}+${h.digest('hex').slice(0, 16)}`;
  }
  const root = fileURLToPath(new URL('../../', import.meta.url));
  // Paths relative to the install, so two copies of one build (two machines, two pods) agree.
  for (const f of [...codeFiles(join(root, 'src')), ...codeFiles(join(root, 'grammar'))]) h.update(relative(root, f)).update('\0').update(readFileSync(f)).update('\0');
  return `${version}+${h.digest('hex').slice(0, 16)}`;
}
