// V8 code cache for commands given a cache directory: the CLI's code is compiled from a CommonJS
// copy of the bundle (dist/bin/overcat-core.cjs, scripts/bundle.mjs) with the bytecode V8 kept
// from an earlier run in `<cache-dir>/code/`, so a warm run does not parse and compile overcat's
// own 2.6 MB of JavaScript again (Node 20 offers no code cache to ES modules; Node 22's
// module.enableCompileCache does this for them). Nothing here runs without --cache-dir.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import type { runCli } from './run.js';

/** Set by scripts/bundle.mjs: the digest of overcat-core.cjs, absent outside the bundle. */
declare const OVERCAT_CORE_DIGEST: string | undefined;

/** The commands whose `--cache-dir` the code cache goes in. */
const CACHING = new Set(['compile', 'parse']);

/** What overcat-core.cjs exports (src/cli/core.ts). */
interface Core {
  runCli: typeof runCli;
  cacheDirUsed(): string | undefined;
}

/**
 * The cache directory `argv` gives a command that keeps one, read as commander reads options
 * (`--cache-dir DIR` or `--cache-dir=DIR`, none after `--`); undefined when there is none or this
 * is not the bundle. A guess: the command confirms it (see {@link runWithCodeCache}).
 */
export function codeCacheDir(argv: readonly string[], command: string | undefined): string | undefined {
  if (typeof OVERCAT_CORE_DIGEST === 'undefined' || command === undefined || !CACHING.has(command)) return undefined;
  let dir: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') break;
    if (a === '--cache-dir' && i + 1 < argv.length) dir = argv[++i];
    else if (a.startsWith('--cache-dir=')) dir = a.slice('--cache-dir='.length);
  }
  return dir === undefined || dir === '' ? undefined : resolve(dir);
}

/**
 * Runs the CLI from overcat-core.cjs compiled with the code cache in `dir` when there is a sound
 * one, and writes one there after the run (then holding the functions the run compiled) when there
 * was none or V8 refused it (another Node, other flags), if the command used `dir` as its cache
 * directory. The file is named by the bundle's digest (V8 itself checks only the source's length)
 * and carries a SHA-256 of its bytes: V8 does not check them, and crashes on damaged ones.
 */
export async function runWithCodeCache(dir: string, argv: string[]): Promise<number> {
  const bundle = fileURLToPath(new URL('./overcat-core.cjs', import.meta.url));
  const file = join(dir, 'code', `${OVERCAT_CORE_DIGEST}-${process.version}-${process.arch}.v8`);
  const cached = soundCache(file);
  // Latin-1: scripts/bundle.mjs writes the bundle in ASCII, which V8 keeps one byte a character.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(bundle, 'latin1')}\n})`, {
    filename: bundle,
    ...(cached ? { cachedData: cached } : {}),
  });
  const module = { exports: {} as Core };
  (script.runInThisContext() as (...a: unknown[]) => void)(module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  const code = await module.exports.runCli(argv);
  if ((!cached || script.cachedDataRejected) && module.exports.cacheDirUsed() === dir) await writeCache(file, script.createCachedData());
  return code;
}

const DIGEST_BYTES = 32;

/** The cache's data when the file's digest matches it. */
function soundCache(file: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  const data = bytes.subarray(DIGEST_BYTES);
  return bytes.length > DIGEST_BYTES && createHash('sha256').update(data).digest().equals(bytes.subarray(0, DIGEST_BYTES)) ? data : undefined;
}

/**
 * Writes the cache atomically (through the Host, loaded only for this: a warm run never writes);
 * a cache that cannot be written is only lost time.
 */
async function writeCache(file: string, data: Buffer): Promise<void> {
  const [{ DiskHost }, { HostWriteError }] = await Promise.all([import('../host/disk-host.js'), import('../host/host.js')]);
  try {
    new DiskHost().writeFileAtomic(file, [createHash('sha256').update(data).digest(), data], { mode: 0o600 });
  } catch (e) {
    // The next run compiles without a cache, as this one did.
    if (!(e instanceof HostWriteError)) throw e;
  }
}
