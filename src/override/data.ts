// Reads `configuration` / `configuration_options` into checked entries and options (DESIGN §7 step 1):
// the structure of every entry is validated before any filter applies, every problem is reported.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { dataEntries } from '../data/key-order.js';
import { isHash as isMapping, kindOf } from '../data/value.js';
import type { PathSegment } from '../yaml/load.js';
import type { OverrideKey, OverrideSource } from './source.js';
import { didYouMean } from '../diagnostics/suggest.js';

/** One `configuration.<type>.<title>` entry, in data order. */
export interface OverrideEntry {
  /** The type key as written (compared case-insensitively). */
  type: string;
  title: string;
  /** The entry's own parameters, as written. */
  parameters: Record<string, unknown>;
}

export interface OverrideOptions {
  create: boolean;
  typesFilter: string[];
  titlesFilter: string[];
  typesCreateException: string[];
  titlesCreateException: string[];
  /** Per type (lower-cased key) the default parameters, with the type key as written. */
  defaults: Map<string, { type: string; parameters: Record<string, unknown> }>;
}

export interface OverrideData {
  entries: OverrideEntry[];
  options: OverrideOptions;
}

/** The list options: their keys in the data and their fields in OverrideOptions. */
export const LIST_OPTIONS = {
  types_filter: 'typesFilter',
  titles_filter: 'titlesFilter',
  types_create_exception: 'typesCreateException',
  titles_create_exception: 'titlesCreateException',
} as const;
export const OPTION_NAMES = ['create', ...Object.keys(LIST_OPTIONS), 'defaults'] as const;

/** The spec's defaults: create true, every list empty, no defaults. */
export function defaultOptions(): OverrideOptions {
  return { create: true, typesFilter: [], titlesFilter: [], typesCreateException: [], titlesCreateException: [], defaults: new Map() };
}

/**
 * Validates and extracts the override data. Structural problems are reported to `bag` and the
 * offending entries dropped; the caller must not apply anything when `bag` has errors.
 */
export function readOverrideData(source: OverrideSource, bag: DiagnosticBag): OverrideData {
  const at = (key: OverrideKey, path: PathSegment[]) => {
    const location = source.locate(key, path);
    return location ? { location } : {};
  };
  const entries: OverrideEntry[] = [];
  const configuration = source.value('configuration');
  if (configuration !== undefined && configuration !== null && !isMapping(configuration)) {
    bag.report('OVC4001', { kind: kindOf(configuration) }, at('configuration', []));
  } else if (isMapping(configuration)) {
    for (const [type, titles] of dataEntries(configuration)) {
      if (type.trim() === '') {
        bag.report('OVC4003', {}, at('configuration', [type]));
        continue;
      }
      if (!isMapping(titles)) {
        bag.report('OVC4004', { type, kind: kindOf(titles) }, at('configuration', [type]));
        continue;
      }
      for (const [title, parameters] of dataEntries(titles)) {
        if (title.trim() === '') {
          bag.report('OVC4005', { type }, at('configuration', [type, title]));
          continue;
        }
        if (!isMapping(parameters)) {
          bag.report('OVC4006', { ref: `${type}[${title}]`, title, kind: kindOf(parameters) }, at('configuration', [type, title]));
          continue;
        }
        entries.push({ type, title, parameters });
      }
    }
  }
  return { entries, options: readOptions(source, bag, at) };
}

function readOptions(
  source: OverrideSource,
  bag: DiagnosticBag,
  at: (key: OverrideKey, path: PathSegment[]) => object,
): OverrideOptions {
  const options = defaultOptions();
  const raw = source.value('configuration_options');
  if (raw === undefined || raw === null) return options;
  if (!isMapping(raw)) {
    bag.report('OVC4002', { kind: kindOf(raw) }, at('configuration_options', []));
    return options;
  }
  for (const [name, value] of Object.entries(raw)) {
    const where = at('configuration_options', [name]);
    if (name === 'create') {
      if (typeof value === 'boolean') options.create = value;
      else bag.report('OVC4007', { option: name, expected: 'true or false', kind: kindOf(value) }, where);
    } else if (Object.hasOwn(LIST_OPTIONS, name)) {
      // An absent (null) list is the empty list, as in the spec.
      if (value === null) continue;
      if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
        options[LIST_OPTIONS[name as keyof typeof LIST_OPTIONS]] = value as string[];
      } else {
        bag.report('OVC4007', { option: name, expected: 'a list of strings', kind: kindOf(value) }, where);
      }
    } else if (name === 'defaults') {
      readDefaults(value, options, bag, (path) => at('configuration_options', ['defaults', ...path]));
    } else {
      const hint = didYouMean(name, OPTION_NAMES);
      bag.report('OVC4008', { option: name }, { ...where, ...(hint ? { hint } : {}) });
    }
  }
  return options;
}

function readDefaults(value: unknown, options: OverrideOptions, bag: DiagnosticBag, at: (path: PathSegment[]) => object): void {
  if (value === null) return;
  if (!isMapping(value)) {
    bag.report('OVC4007', { option: 'defaults', expected: 'a mapping of types to parameters', kind: kindOf(value) }, at([]));
    return;
  }
  for (const [type, parameters] of Object.entries(value)) {
    if (!isMapping(parameters)) {
      bag.report('OVC4007', { option: `defaults.${type}`, expected: 'a mapping of parameters', kind: kindOf(parameters) }, at([type]));
      continue;
    }
    // Type names compare case-insensitively everywhere; a later spelling adds to an earlier one.
    const key = type.toLowerCase();
    const prev = options.defaults.get(key);
    options.defaults.set(key, { type: prev?.type ?? type, parameters: { ...prev?.parameters, ...parameters } });
  }
}
