// V8 settings for the CLI process, applied when this module is evaluated: main.ts imports it first,
// so they hold before any parser function is first run.
import { setFlagsFromString } from 'node:v8';

/**
 * Every V8 flag overcat sets at run time: this module's, and the ones modules set when loaded
 * (data/linear-regex.ts, yaql/evaluate.ts: the linear regexp engine). A V8 code cache is accepted
 * only under the flags it was made with, so all are set here, before the code-cached bundle is
 * compiled (code-cache.ts); a test holds this list to the modules' own calls.
 */
export const RUNTIME_V8_FLAGS = [
  // A larger tier-up budget: a cold `overcat parse` is over before code V8's optimising compiler
  // builds (and rebuilds, as new constructs deoptimise it) pays back; see README "Parser".
  '--interrupt-budget=1000000',
  '--enable-experimental-regexp-engine',
  '--enable-experimental-regexp-engine-on-excessive-backtracks',
];

for (const flag of RUNTIME_V8_FLAGS) setFlagsFromString(flag);
