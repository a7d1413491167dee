// The `override` and `explain` jobs: the overrides applied to catalogs read or compiled
// (override-inputs.ts, given the compiler and the module path scanner), or one value explained.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Host } from '../host/host.js';
import { explainValue, type Explanation, type ExplainStep } from '../override/explain.js';
import { parseJson } from '../data/exact-number.js';
import type { ValueOrigin } from '../puppet/evaluator/origins.js';
import { jsonText, toRichData } from '../puppet/values/index.js';
import { compile } from './compile.js';
import { ModulePath } from '../puppet/modulepath/module-path.js';
import { hintModulepath } from './modulepath-hint.js';
import { formatLocation } from '../override/source.js';
import { loadOverrideInputs as loadInputs, overrideWith, type OverrideInputOptions, type OverrideInputs, type OverrideOutcome } from './override-inputs.js';

/** Every tool a run may need: this module is the library's and explain's, which may compile. */
const TOOLS = { compile, scanTypes: (host: Host, modulepath: readonly string[], bag: DiagnosticBag) => ModulePath.scan(host, modulepath, bag) };

export { readCatalogs, readDataFiles, hieraOverrideSource, type OverrideInputOptions, type OverrideInputs, type OverrideOutcome } from './override-inputs.js';

/** Everything an override run needs, compiling the catalog when the options ask; undefined when a required input could not be read. */
export function loadOverrideInputs(host: Host, options: OverrideInputOptions, bag: DiagnosticBag): OverrideInputs | undefined {
  return loadInputs(host, options, bag, TOOLS);
}

/** Reads (or compiles) the inputs and applies the override data to copies of the catalogs. */
export function override(host: Host, options: OverrideInputOptions, bag: DiagnosticBag): OverrideOutcome {
  return overrideWith(host, options, bag, TOOLS);
}

/** One thing compilation did to a value, as an explanation step. */
function originStep(o: ValueOrigin): ExplainStep {
  return {
    kind: 'manifest',
    layer: o.detail ? `${o.kind} ${o.detail}` : o.kind,
    value: parseJson(jsonText(toRichData(o.value))),
    ...(o.location ? { location: formatLocation(o.location) } : {}),
  };
}

/**
 * `Type[title].param`: the chain of contributions that decided one value of the overridden catalog
 * (one explanation); `Type[title]`: one per parameter of the resource.
 */
export function explain(host: Host, value: string, options: OverrideInputOptions, bag: DiagnosticBag): Explanation[] | undefined {
  const before = bag.items.length;
  const inputs = loadOverrideInputs(host, options.compile ? { ...options, compile: { ...options.compile, recordOrigins: true } } : options, bag);
  const originsOf = inputs?.compiled?.originsOf;
  const steps = originsOf && ((type: string, title: string, parameter: string) => originsOf(type, title, parameter).map(originStep));
  const explanations = inputs ? explainValue(value, inputs, bag, steps) : undefined;
  if ((options.modulepath ?? []).length === 0) hintModulepath(bag.items.slice(before));
  return explanations;
}
