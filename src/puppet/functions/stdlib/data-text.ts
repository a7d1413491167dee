// YAML and JSON text to Puppet values, as stdlib's parseyaml/loadyaml (Psych's safe load) and
// parsejson (Ruby's JSON) read them; a text that does not parse is an error with the reader's words.
import { DiagnosticBag } from '../../../diagnostics/diagnostic.js';
import { SourceFile } from '../../../diagnostics/source.js';
import { parseJson } from '../../../data/exact-number.js';
import { loadYaml } from '../../../yaml/load.js';
import { fromData, type Value } from '../../values/index.js';
import type { FunctionContext } from '../context.js';
import { FunctionError } from '../dispatcher.js';
import { rubyString } from '../ruby-values.js';

/** A YAML document's value (undef for an empty one). */
export function yamlValue(text: string, name: string): Value {
  const bag = new DiagnosticBag();
  const doc = loadYaml(new SourceFile(name, text), bag);
  const error = bag.items.find((d) => d.severity === 'error');
  if (!doc || error) throw new FunctionError(`(${name}): ${error?.message ?? 'could not parse the YAML text'}`);
  return fromData(doc.value);
}

/** A JSON text's value. */
export function jsonValue(text: string): Value {
  try {
    return fromData(parseJson(text));
  } catch (e) {
    throw new FunctionError(`unexpected token in JSON text: ${(e as Error).message}`);
  }
}

/** Ruby's `x || default` after parsing: nil and false give the default (undef when there is none). */
export const orDefault = (v: Value, fallback: Value | undefined): Value => (v === null || v === false ? (fallback ?? null) : v);

/** Whether a default was given (Ruby's `raise e unless arguments[1]`: nil and false are none). */
export const hasDefault = (v: Value | undefined): v is Value => v !== undefined && v !== null && v !== false;

/**
 * loadyaml and loadjson: a file's value by `parse` (the default when it is null, false or does not
 * parse; a warning and the default when the file does not exist). URLs are refused: a compilation
 * does not fetch.
 */
export function loadDataFile(ctx: FunctionContext, name: string, args: readonly Value[], parse: (text: string, path: string) => Value): Value {
  const path = rubyString(args[0]!);
  if (/^https?:\/\//.test(path)) throw new FunctionError(`${name}() of a URL: overcat does not fetch URLs during a compilation`, 'OVC3109', { name, where: ' for a URL' });
  const text = ctx.fileKind(path) === 'file' ? ctx.readTextFile(path) : undefined;
  if (text === undefined) {
    ctx.log('warning', `Can't load '${path}' File does not exist!`);
    return args[1] ?? null;
  }
  try {
    return orDefault(parse(text, path), args[1]);
  } catch (e) {
    if (hasDefault(args[1])) return args[1]!;
    throw e;
  }
}
