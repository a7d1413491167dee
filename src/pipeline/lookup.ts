// The `lookup` job: Hiera 5 lookups as `puppet lookup` does them, for one node's facts.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { readFacts } from '../hiera/facts.js';
import type { ConvertTo } from '../hiera/convert.js';
import { createHiera, type LookupResult, type OptionsExplanation } from '../hiera/hiera.js';
import type { Host } from '../host/host.js';
import { existingModuleDirectories } from '../puppet/modulepath/existing-directories.js';

export interface LookupOptions {
  /** Keys to look up; like Puppet, several keys answer with the first one found. */
  keys: readonly string[];
  /** Facts file of the node (JSON or YAML). */
  facts: string;
  /** The environment layer's hiera.yaml (version 5). */
  hiera?: string;
  /** Node name: sets trusted.certname (default: the clientcert fact, then fqdn). */
  node?: string;
  /** Module directories whose modules' hiera.yaml form the module layer. */
  modulepath?: readonly string[];
  /** A merge strategy name or a hash with `strategy` and deep-merge options; overrides lookup_options. */
  merge?: unknown;
  /** Returned when no level has any of the keys. */
  default?: unknown;
  /** Keep every level tried (the explanation); a missing key is then not an error. */
  explain?: boolean;
  /** Also explain how the first key's lookup_options were found (`optionsExplanation`). */
  explainOptions?: boolean;
  /** The node's environment (`%{::environment}`), production unless given. */
  environment?: string;
  /**
   * How lookup_options' convert_to converts: pipeline/lookup-convert.ts's puppetConvertTo is
   * Puppet's own `new` (String.new's formats, Integer.new's octal), which loads Puppet's value
   * model and functions; without it Hiera's approximation (hiera/convert.ts).
   */
  convert?: ConvertTo;
}

/** A lookup's result, with how its lookup_options were found when asked. */
export type LookupJobResult = LookupResult & { optionsExplanation?: OptionsExplanation };

/** The lookup's result (undefined when the facts could not be read); problems go to `bag`. */
export function lookup(host: Host, options: LookupOptions, bag: DiagnosticBag): LookupJobResult | undefined {
  const facts = readFacts(host, options.facts, bag);
  const modulepath = existingModuleDirectories(host, options.modulepath ?? [], bag);
  if (!facts || options.keys.length === 0) return undefined;
  const errors = bag.errorCount;
  const hiera = createHiera(
    {
      host,
      facts,
      modulepath,
      // --explain is where a user asks why a value is what it is: a YAML 1.1 surprise is one answer.
      lintDialect: options.explain === true,
      ...(options.convert ? { convert: options.convert } : {}),
      ...(options.hiera ? { hieraConfig: options.hiera } : {}),
      ...(options.node ? { node: options.node } : {}),
      ...(options.environment ? { environment: options.environment } : {}),
    },
    bag,
  );
  let result: LookupResult | undefined;
  for (const key of options.keys) {
    result = hiera.lookup(key, { merge: options.merge });
    if (result.found) break;
  }
  // The default applies after every key was tried.
  if (result && !result.found && options.default !== undefined) result = hiera.lookup(options.keys[0]!, { merge: options.merge, default: options.default });
  // A configuration that could not be read already says why nothing was found.
  if (result && !result.found && !options.explain && !options.explainOptions && bag.errorCount === errors) bag.report('OVC5001', { key: options.keys[0]! });
  return result && options.explainOptions ? { ...result, optionsExplanation: hiera.explainOptions(options.keys[0]!) } : result;
}
