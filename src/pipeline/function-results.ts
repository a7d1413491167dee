// The function results a user pins for a compile: `NAME=JSON` texts (`--function-result`,
// repeatable) and a YAML or JSON file mapping names to values (`--function-results`); a text
// given on the command line wins over the file for the same name.
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Host } from '../host/host.js';
import { readSource } from '../host/read-source.js';
import { parseJson } from '../data/exact-number.js';
import { isHash } from '../data/value.js';
import { fromData, type Value } from '../puppet/values/index.js';
import { loadYaml } from '../yaml/load.js';

const FUNCTION_NAME = /^(?:::)?[a-z][a-z0-9_]*(?:::[a-z][a-z0-9_]*)*$/;

export interface PinnedResultsInput {
  /** `NAME=JSON` texts. */
  texts?: readonly string[];
  /** A YAML or JSON file: a map of function name to value. */
  file?: string;
}

/** The pinned results by function name; undefined when one could not be read (problems in `bag`). */
export function readFunctionResults(host: Host, input: PinnedResultsInput, bag: DiagnosticBag): Map<string, Value> | undefined {
  const out = new Map<string, Value>();
  let ok = true;
  if (input.file !== undefined) {
    const source = readSource(host, input.file, bag);
    const doc = source && loadYaml(source, bag);
    if (!doc) return undefined;
    if (!isHash(doc.value) || !Object.keys(doc.value).every((k) => FUNCTION_NAME.test(k))) {
      bag.report('OVC8011', { path: input.file }, { location: doc.locate([]) });
      return undefined;
    }
    for (const [name, value] of Object.entries(doc.value)) out.set(name.replace(/^::/, ''), fromData(value));
  }
  for (const text of input.texts ?? []) {
    const eq = text.indexOf('=');
    const name = eq < 0 ? text : text.slice(0, eq);
    if (eq < 0 || !FUNCTION_NAME.test(name)) {
      bag.report('OVC8010', { text, reason: eq < 0 ? 'no "="' : `'${name}' is not a function name` });
      ok = false;
      continue;
    }
    try {
      out.set(name.replace(/^::/, ''), fromData(parseJson(text.slice(eq + 1))));
    } catch (e) {
      bag.report('OVC8010', { text, reason: (e as Error).message });
      ok = false;
    }
  }
  return ok ? out : undefined;
}
