// V8 settings for the CLI process, applied when this module is evaluated: main.ts imports it first,
// so they hold before any parser function is first run.
import { setFlagsFromString } from 'node:v8';

// A larger tier-up budget: a cold `overcat parse` is over before code V8's optimising compiler
// builds (and rebuilds, as new constructs deoptimise it) pays back; see README "Parser".
setFlagsFromString('--interrupt-budget=1000000');
