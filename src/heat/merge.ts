// Assembles a Heat request's environment: env files in order through the merge core, then the
// explicit parameters (seed rule: applied last), warning where Heat 19 would give another value.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Location } from '../diagnostics/source.js';
import type { PathSegment } from '../yaml/load.js';
import type { Layer, Provenance } from '../merge/layer.js';
import { layerLocation } from '../merge/provenance.js';
import { HEAT_EMPTY_ENVIRONMENT, HeatMergeError, mergeHeatEnvironments, type DroppedValue, type HeatParameterType, type HeatStrategy } from '../merge/heat-strategies.js';
import { isHash, type DataHash } from '../data/value.js';
import { putKey, updatedHash } from '../data/key-order.js';
import { carryMember } from '../yaml/python-spelling.js';
import { checkEnvironmentShape } from './environment/shape.js';

export interface HeatMergeResult {
  environment: DataHash;
  /** Effective value per parameter: parameter_defaults, then parameters, then explicit ones. */
  parameters: DataHash;
  provenance: Provenance;
  /** The merge strategy each parameter ended with (what parameter_merge_strategies decided). */
  strategies: ReadonlyMap<string, HeatStrategy>;
}

/** Without a template, a parameter's type is read off its first value (Heat needs the template's). */
function inferSchemata(files: readonly Layer[]): Map<string, HeatParameterType> {
  const schemata = new Map<string, HeatParameterType>();
  for (const f of files) {
    if (!isHash(f.value)) continue;
    for (const section of ['parameter_defaults', 'parameters']) {
      const s = f.value[section];
      if (!isHash(s)) continue;
      for (const [k, v] of Object.entries(s)) {
        if (schemata.has(k)) continue;
        schemata.set(k, isHash(v) ? 'json' : Array.isArray(v) ? 'comma_delimited_list' : typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : 'string');
      }
    }
  }
  return schemata;
}

export interface HeatMergeOptions {
  /** Heat 19's order: explicit parameters seed `parameters` and the files merge over them. */
  heatCompat?: boolean;
  /** Parameter types (from the template); read off the files' values when absent. */
  schemata?: ReadonlyMap<string, HeatParameterType>;
  /** The environment the files merge over (an inline environment); Heat's empty sections when absent. */
  base?: Readonly<DataHash>;
  /** Warn (OVC6005) where Heat's order gives another value; off when the caller compares whole results. */
  warnDifferences?: boolean;
  /** Record each file's contribution per parameter (the result's provenance, for --explain); on unless turned off. */
  provenance?: boolean;
}

export function mergeHeatRequest(files: readonly Layer[], explicit: DataHash, bag: DiagnosticBag, options: HeatMergeOptions = {}): HeatMergeResult | undefined {
  const schemata = options.schemata ?? inferSchemata(options.base ? [{ name: '<environment>', value: options.base }, ...files] : files);
  const base = { ...HEAT_EMPTY_ENVIRONMENT, ...options.base };
  // Without a template every name is declared (types read off the values): nothing is dropped for want of one.
  const report = (dropped: readonly DroppedValue[]) => {
    if (options.schemata) for (const d of dropped) bag.report('OVC6007', { name: d.name, section: d.section, file: d.file });
  };
  if (options.heatCompat) return heatOrder(files, explicit, bag, schemata, base, options.provenance !== false, report);
  const merged = guarded(bag, () => mergeHeatEnvironments(files, schemata, base, options.provenance !== false));
  if (!merged || !checkEnvironmentShape(merged.environment, bag, (path) => sectionLocation(files, path))) return undefined;
  report(merged.dropped);
  const environment = merged.environment;
  const fromFiles = isHash(environment.parameters) ? environment.parameters : {};
  for (const [name, value] of Object.entries(explicit)) {
    // Heat merges explicit parameters first, so a file's value for the same name wins there.
    if (options.warnDifferences !== false && Object.hasOwn(fromFiles, name) && JSON.stringify(fromFiles[name]) !== JSON.stringify(value)) {
      bag.report('OVC6005', { name, ours: JSON.stringify(value), heat: JSON.stringify(fromFiles[name]) });
    }
    merged.provenance.set(`.parameters.${name}`, [...(merged.provenance.get(`.parameters.${name}`) ?? []), { layer: '-P', strategy: 'overwrite', value }]);
  }
  environment.parameters = updatedHash(fromFiles, explicit);
  return { environment, parameters: effective(environment), provenance: merged.provenance, strategies: merged.strategies };
}

/** Heat 19 (reference §3): explicit parameters update the starting environment's parameters, the files merge over them. */
function heatOrder(files: readonly Layer[], explicit: DataHash, bag: DiagnosticBag, schemata: ReadonlyMap<string, HeatParameterType>, base: DataHash, provenance: boolean, report: (dropped: readonly DroppedValue[]) => void): HeatMergeResult | undefined {
  const parameters = updatedHash(isHash(base.parameters) ? base.parameters : {}, explicit);
  const merged = guarded(bag, () => mergeHeatEnvironments(files, schemata, { ...base, parameters }, provenance));
  if (!merged || !checkEnvironmentShape(merged.environment, bag, (path) => sectionLocation(files, path))) return undefined;
  report(merged.dropped);
  for (const [name, value] of Object.entries(explicit)) merged.provenance.set(`.parameters.${name}`, [{ layer: '-P', strategy: 'overwrite', value }, ...(merged.provenance.get(`.parameters.${name}`) ?? [])]);
  return { environment: merged.environment, parameters: effective(merged.environment), provenance: merged.provenance, strategies: merged.strategies };
}

/** Where a merged section's `path` was written: in the last file that has the section (the one that set or last merged into it). */
function sectionLocation(files: readonly Layer[], path: readonly PathSegment[]): Location | undefined {
  for (let i = files.length - 1; i >= 0; i--) {
    const f = files[i]!;
    if (isHash(f.value) && Object.hasOwn(f.value, path[0] as string)) return layerLocation(f, path);
  }
  return undefined;
}

/** Runs a merge, turning Heat's refusals into OVC6004 carrying Heat's exception class. */
function guarded<T>(bag: DiagnosticBag, run: () => T): T | undefined {
  try {
    return run();
  } catch (e) {
    if (!(e instanceof HeatMergeError)) throw e;
    bag.report('OVC6004', { message: e.problem ?? e.message }, { ...(e.location ? { location: e.location } : {}), data: { heatClass: e.heatClass, ...(e.problem ? { heatMessage: e.message } : {}) } });
    return undefined;
  }
}

/** parameters win over parameter_defaults (reference §5). */
export function effective(environment: DataHash): DataHash {
  const defaults = isHash(environment.parameter_defaults) ? environment.parameter_defaults : {};
  const parameters = isHash(environment.parameters) ? environment.parameters : {};
  const out: DataHash = {};
  for (const name of [...new Set([...Object.keys(defaults), ...Object.keys(parameters)])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    const from = Object.hasOwn(parameters, name) ? parameters : defaults;
    putKey(out, name, from[name]);
    // A value keeps its Python spelling (16.0 stays a float) in the effective parameters too.
    carryMember(out, name, from, name, undefined);
  }
  return out;
}
