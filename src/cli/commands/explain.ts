// `overcat explain 'Type[title].param'` (or a whole `'Type[title]'`): how the values of the
// overridden catalog came to be.
import type { Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { renderExplanationText } from '../../override/explain.js';
import { explain } from '../../pipeline/override.js';
import { EXIT } from '../exit-codes.js';
import { confinedHost, splitModulepath } from '../host.js';
import * as path from 'node:path';
import { addFormatOption, emit, relativeLocation, type OutputFormat } from '../output.js';
import { addFunctionResultOptions, functionResultOptions, type FunctionResultCliOptions } from './function-result-options.js';
import { addOverrideInputOptions, overrideHost, overrideInputs, overrideUsageError, type OverrideInputCliOptions } from './override.js';

interface ExplainOptions extends OverrideInputCliOptions, FunctionResultCliOptions {
  format: OutputFormat;
  manifest?: string;
  class: string[];
  code?: string;
}

/** `Type[title]...`: what a value reference looks like (a file name never starts so and ends in `]` or `].param`). */
const REFERENCE = /^(::)?[A-Za-z][\w:]*\[.*\](\.\w+)?$/s;

export function installExplain(command: Command): void {
  addFunctionResultOptions(addFormatOption(addOverrideInputOptions(command.argument('[value]', "the value, e.g. 'Package[mc].ensure', or a whole resource 'Package[mc]'"), 'optional')))
    .option('--manifest <path>', 'compile the catalog from this site manifest (a file or a directory) instead of reading --catalog')
    .option('--class <name>', 'compile the catalog with this class, as an ENC would (repeatable)', (v: string, acc: string[]) => [...acc, v], [] as string[])
    .option('--code <text>', 'compile the catalog from this manifest text')
    .action((value: string | undefined, o: ExplainOptions) => {
      process.exitCode = runExplain(value, o);
    });
}

/**
 * The value reference wherever it was written: commander's variadic `--data <file...>` and
 * `--catalog <file...>` take every word that follows them, the reference too
 * (`explain --data a.yaml 'Package[mc].ensure'`), so it is taken back out of them.
 */
function takeReference(value: string | undefined, o: ExplainOptions): string | string[] {
  const found = value === undefined ? [] : [value];
  for (const key of ['data', 'catalog'] as const) {
    const list = o[key];
    if (!list) continue;
    found.push(...list.filter((v) => REFERENCE.test(v)));
    o[key] = list.filter((v) => !REFERENCE.test(v));
  }
  return found.length === 1 ? found[0]! : found;
}

/** Compiling needs the node and its facts (which --hiera then uses too), and no catalog file beside. */
function compileUsageError(o: ExplainOptions): string | undefined {
  if (o.catalog) return '--catalog and --manifest/--class/--code are two ways to get the catalog: give one';
  return !o.node || !o.facts ? 'compiling the catalog needs --node NAME and --facts FILE' : undefined;
}

function runExplain(value: string | undefined, o: ExplainOptions): number {
  const reference = takeReference(value, o);
  const compiling = o.manifest !== undefined || o.class.length > 0 || o.code !== undefined;
  const usage =
    typeof reference !== 'string'
      ? reference.length === 0
        ? "missing the value to explain, e.g. 'Package[mc].ensure'"
        : `one value at a time (got ${reference.join(', ')})`
      : compiling
        ? compileUsageError(o)
        : o.catalog
          ? overrideUsageError(o)
          : 'give --catalog FILE..., or --manifest/--class/--code with --node and --facts to compile it';
  if (usage || typeof reference !== 'string') {
    process.stderr.write(`overcat explain: ${usage}\nusage: overcat explain [options] 'Type[title].param'\n`);
    return EXIT.usage;
  }
  const bag = new DiagnosticBag();
  const inputs = overrideInputs(o);
  if (compiling) {
    inputs.compile = {
      modulepath: inputs.modulepath ?? [],
      facts: o.facts!,
      node: o.node!,
      environment: o.environment,
      ...(o.hiera ? { hiera: o.hiera } : {}),
      ...(o.manifest !== undefined ? { manifest: o.manifest } : {}),
      ...(o.class.length > 0 ? { classes: o.class } : {}),
      ...(o.code !== undefined ? { code: o.code } : {}),
      ...functionResultOptions(o),
    };
  }
  // Compiling reads what `overcat compile` reads: the module path (and the directories it sits in), the manifest.
  const modulepath = splitModulepath(o.modulepath);
  const host = compiling
    ? confinedHost([...(o.data ?? []).map((d) => path.dirname(d)), o.hiera && path.dirname(o.hiera), o.facts, ...modulepath, ...modulepath.map((d) => path.dirname(d)), o.manifest, o.functionResults])
    : overrideHost(o);
  const explanations = explain(host, reference, inputs, bag)?.map((e) => ({ ...e, steps: e.steps.map((s) => (s.location ? { ...s, location: relativeLocation(s.location) } : s)) }));
  const ok = explanations !== undefined && !bag.hasErrors;
  emit(o.format, bag, ok ? { explanations } : {}, () => (ok ? explanations.map(renderExplanationText).join('') : undefined));
  return ok ? EXIT.ok : EXIT.inputError;
}
