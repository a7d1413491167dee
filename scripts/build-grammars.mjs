// Build step: compiles grammar/*.ohm into ohm bundles (once, at build time, not at every start)
// and places the bundle modules where both the TypeScript sources (vitest) and dist/ import them.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = createRequire(import.meta.url).resolve('@ohm-js/cli/index.js');
execFileSync(process.execPath, [cli, 'generateBundles', '--esm', '--withTypes', 'grammar/*.ohm'], { cwd: root, stdio: 'inherit' });

// The bundles of the grammars there are now; a grammar deleted since the last build leaves its
// bundle behind (untracked), which would otherwise be rewritten and shipped again.
const grammars = new Set(readdirSync(join(root, 'grammar')).filter((f) => f.endsWith('.ohm')).map((f) => `${f}-bundle.js`));
for (const f of readdirSync(join(root, 'grammar'))) {
  if (f.endsWith('.ohm-bundle.js') && !grammars.has(f)) for (const stale of [f, f.replace(/\.js$/, '.d.ts')]) rmSync(join(root, 'grammar', stale), { force: true });
}

// Each bundle builds its grammar on first use, not when imported: a compile imports four grammars
// (the reference parser's, EPP, ERB, YAQL) and often uses none, and building them cost every
// start tens of milliseconds. ohm itself is required then too, not imported: loading it builds
// ohm's own grammar and compiles 160 KB of code, about 15 ms of every start. `recipeDigest` names
// the grammar without building it (the parse cache keys its entries on it).
for (const f of readdirSync(join(root, 'grammar'))) {
  if (!f.endsWith('.ohm-bundle.js')) continue;
  const file = join(root, 'grammar', f);
  const bundle = /^import \{makeRecipe\} from 'ohm-js';const result=makeRecipe\((.*)\);export default result;\s*$/s.exec(readFileSync(file, 'utf8'));
  if (!bundle) throw new Error(`${f}: not the bundle shape this script knows (ohm's generateBundles changed?)`);
  const recipe = bundle[1];
  writeFileSync(
    file,
    [
      "import {createRequire} from 'node:module';",
      'let built;',
      `const build = () => (built ??= createRequire(import.meta.url)('ohm-js').makeRecipe(${recipe}));`,
      'export default new Proxy({}, { get(_target, key) { const g = build(); const v = g[key]; return typeof v === "function" ? v.bind(g) : v; } });',
      `export const recipeDigest = '${createHash('sha256').update(recipe).digest('hex')}';`,
      '',
    ].join('\n'),
  );
  appendFileSync(join(root, 'grammar', f.replace(/\.js$/, '.d.ts')), '\n/** A digest of the grammar (changes whenever it does). */\nexport declare const recipeDigest: string;\n');
}

mkdirSync(join(root, 'dist/grammar'), { recursive: true });
for (const f of readdirSync(join(root, 'grammar'))) {
  if (f.endsWith('.ohm-bundle.js')) copyFileSync(join(root, 'grammar', f), join(root, 'dist/grammar', f));
}
