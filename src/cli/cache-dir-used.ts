// The cache directory the running command keeps parsed files in (--cache-dir), as the command
// itself resolved it: where code-cache.ts may write V8's code cache once the run is over.
import { resolve } from 'node:path';

let used: string | undefined;

export function useCacheDir(dir: string): void {
  used = resolve(dir);
}

export function cacheDirUsed(): string | undefined {
  return used;
}
