// Build step: bundles the CLI (dist/src/cli/main.js and everything it loads, ohm and the grammars
// included) into one file, dist/overcat.mjs, the `overcat` command package.json's `bin` names.
// Node 20 resolves, reads and links each of ~400 ES modules separately at every start (about
// 0.3 s of CPU for a compile, more than evaluating a 1,000-resource catalog); one file is read
// once and its functions compiled only when first called. ajv stays outside: it is loaded on demand
// with require (src/schemas/validate.ts), so a run that validates nothing never reads it.
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
await build({
  entryPoints: [join(root, 'dist/src/cli/main.js')],
  outfile: join(root, 'dist/overcat.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['ajv'],
  // commander is CommonJS and requires Node's built-ins; an ES module has no `require` of its own.
  banner: { js: "import { createRequire as overcatCreateRequire } from 'node:module';\nconst require = overcatCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
