// Runs before any test: builds grammars, dist/ and the CLI bundle (type-checking src/ and test/ on the way), so a
// plain `npx vitest run` checks the current code, never whatever dist/ held from an earlier build.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, ['scripts/build-grammars.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: root, encoding: 'utf8' });
  } catch (e) {
    throw new Error(`the build failed (tsc):\n${(e as { stdout?: string }).stdout ?? String(e)}`);
  }
  // The `overcat` command as package.json's bin ships it: the CLI tests run this bundle.
  execFileSync(process.execPath, ['scripts/bundle.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
