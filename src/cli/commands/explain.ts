// `overcat explain 'Type[title].param'` (or a whole `'Type[title]'`): how the values of the
// overridden catalog came to be.
import type { Command } from 'commander';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { renderExplanationText } from '../../override/explain.js';
import { explain } from '../../pipeline/override.js';
import { EXIT } from '../exit-codes.js';
import { addFormatOption, emit, relativeLocation, type OutputFormat } from '../output.js';
import { addOverrideInputOptions, overrideHost, overrideInputs, overrideUsageError, type OverrideInputCliOptions } from './override.js';

interface ExplainOptions extends OverrideInputCliOptions {
  format: OutputFormat;
}

/** `Type[title]...`: what a value reference looks like (a file name never starts so and ends in `]` or `].param`). */
const REFERENCE = /^(::)?[A-Za-z][\w:]*\[.*\](\.\w+)?$/s;

export function installExplain(command: Command): void {
  addFormatOption(addOverrideInputOptions(command.argument('[value]', "the value, e.g. 'Package[mc].ensure', or a whole resource 'Package[mc]'")))
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

function runExplain(value: string | undefined, o: ExplainOptions): number {
  const reference = takeReference(value, o);
  const usage = typeof reference !== 'string' ? (reference.length === 0 ? "missing the value to explain, e.g. 'Package[mc].ensure'" : `one value at a time (got ${reference.join(', ')})`) : overrideUsageError(o);
  if (usage || typeof reference !== 'string') {
    process.stderr.write(`overcat explain: ${usage}\nusage: overcat explain [options] 'Type[title].param'\n`);
    return EXIT.usage;
  }
  const bag = new DiagnosticBag();
  const explanations = explain(overrideHost(o), reference, overrideInputs(o), bag)?.map((e) => ({ ...e, steps: e.steps.map((s) => (s.location ? { ...s, location: relativeLocation(s.location) } : s)) }));
  const ok = explanations !== undefined && !bag.hasErrors;
  emit(o.format, bag, ok ? { explanations } : {}, () => (ok ? explanations.map(renderExplanationText).join('') : undefined));
  return ok ? EXIT.ok : EXIT.inputError;
}
