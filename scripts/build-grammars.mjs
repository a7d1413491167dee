// Build step: compiles grammar/*.ohm into ohm bundles (once, at build time, not at every start)
// and places the bundle modules where both the TypeScript sources (vitest) and dist/ import them.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = createRequire(import.meta.url).resolve('@ohm-js/cli/index.js');
execFileSync(process.execPath, [cli, 'generateBundles', '--esm', '--withTypes', 'grammar/*.ohm'], { cwd: root, stdio: 'inherit' });
mkdirSync(join(root, 'dist/grammar'), { recursive: true });
for (const f of readdirSync(join(root, 'grammar'))) {
  if (f.endsWith('.ohm-bundle.js')) copyFileSync(join(root, 'grammar', f), join(root, 'dist/grammar', f));
}
