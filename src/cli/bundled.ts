// Whether the CLI runs from the esbuild bundle (dist/bin/overcat.mjs, made by scripts/bundle.mjs, which
// defines OVERCAT_BUNDLE) or from the compiled tree (dist/src/cli/): files beside the running code
// (the fleet worker, the code a build fingerprint covers) are found differently in each.
declare const OVERCAT_BUNDLE: boolean | undefined;

export const bundled = typeof OVERCAT_BUNDLE !== 'undefined' && OVERCAT_BUNDLE === true;
