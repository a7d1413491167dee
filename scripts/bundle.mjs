// Build step: bundles the CLI (dist/src/cli/main.js and everything it loads, the grammars
// included) into dist/bin/: overcat.mjs, the `overcat` command package.json's `bin` names, and the
// chunks it loads. Node 20 resolves, reads and links each of ~400 ES modules separately at every
// start (about 0.3 s of CPU for a compile, more than evaluating a 1,000-resource catalog); a few
// chunks are read at once and their functions compiled only when first called. Split at the
// commands' dynamic imports, `--version` and `--help` read only the small entry chunk, as the
// unbundled CLI did. ajv and ohm stay outside: they are loaded on demand with require
// (src/schemas/validate.ts, the grammar bundles of scripts/build-grammars.mjs), so a run that
// validates nothing never reads ajv, and one that parses no template nor invalid manifest never
// reads ohm.
// Beside them, overcat-core.cjs: the same CLI as one CommonJS script, which the entry compiles with
// V8's code cache when a command is given a cache directory (src/cli/code-cache.ts); its digest is
// built into the entry, which names the cache files by it.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Chunk names carry a content hash: an earlier build's chunks would stay beside the new ones.
rmSync(join(root, 'dist/bin'), { recursive: true, force: true });
const shared = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: ['ajv', 'ohm-js'],
  logLevel: 'warning',
};
const core = join(root, 'dist/bin/overcat-core.cjs');
await build({
  ...shared,
  entryPoints: [join(root, 'dist/src/cli/core.js')],
  outfile: core,
  format: 'cjs',
  // src/cli/bundled.ts: paths beside the running code differ in a bundle. A CommonJS script has no
  // import.meta: the URL of the file it was read from stands for it.
  define: { OVERCAT_BUNDLE: 'true', 'import.meta.url': 'overcatModuleUrl' },
  banner: { js: "const overcatModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
});
// ASCII only, so the entry reads it as one-byte text (V8 holds a source with one character beyond
// ASCII as two bytes a character, twice the memory to decode into and compile from). esbuild
// escapes strings but keeps comments and regexp literals as written: \u escapes are the same
// characters there (and in strings and identifiers).
writeFileSync(core, readFileSync(core, 'utf8').replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
const coreDigest = createHash('sha256').update(readFileSync(core)).digest('hex').slice(0, 32);
await build({
  // The fleet's worker threads run an entry of their own (dist/bin/fleet-worker.mjs).
  entryPoints: { overcat: join(root, 'dist/src/cli/main.js'), 'fleet-worker': join(root, 'dist/src/cli/fleet-worker.js') },
  outdir: join(root, 'dist/bin'),
  outExtension: { '.js': '.mjs' },
  splitting: true,
  // Chunks beside the entries: code in a chunk finds the fleet worker as a sibling.
  chunkNames: '[name]-[hash]',
  ...shared,
  define: { OVERCAT_BUNDLE: 'true', OVERCAT_CORE_DIGEST: JSON.stringify(coreDigest) },
  format: 'esm',
  // commander is CommonJS and requires Node's built-ins; an ES module has no `require` of its own.
  banner: { js: "import { createRequire as overcatCreateRequire } from 'node:module';\nconst require = overcatCreateRequire(import.meta.url);" },
});
