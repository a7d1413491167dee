// The entry of overcat-core.cjs (scripts/bundle.mjs): the whole CLI as one CommonJS script, which
// code-cache.ts compiles with V8's code cache.
export { runCli } from './run.js';
export { cacheDirUsed } from './cache-dir-used.js';
