// YAML and JSON text to Puppet values, as stdlib's parseyaml/loadyaml (Psych's safe load) and
// parsejson (Ruby's JSON) read them; a text that does not parse is an error with the reader's words.
import { DiagnosticBag } from '../../../diagnostics/diagnostic.js';
import { SourceFile } from '../../../diagnostics/source.js';
import { parseJson } from '../../../data/exact-number.js';
import { EVENT_ID, parseEvents } from 'js-yaml';
import { loadYaml, type PathSegment } from '../../../yaml/load.js';
import { RubySymbol } from '../../../yaml/ruby-symbol.js';
import { isHash } from '../../../data/value.js';
import { fromData, type Value } from '../../values/index.js';
import type { FunctionContext } from '../context.js';
import { FunctionError } from '../dispatcher.js';
import { rubyString } from '../ruby-values.js';

/**
 * What Psych's safe load is told: whether it follows aliases and permits Symbols. parseyaml calls
 * Psych 4's `YAML.load` (no aliases, Symbols permitted); stdlib 9's loadyaml
 * `YAML.safe_load(text, aliases: true)` (no Symbols).
 */
export interface SafeLoad {
  aliases: boolean;
  symbols: boolean;
}

/**
 * A YAML document's value (undef for an empty one), as Psych's safe load builds it: the first
 * alias (unless followed), date, time or Symbol (unless permitted) it meets, in the text's order,
 * fails the load; a permitted `:name` Symbol comes back to Puppet as the String `name`.
 */
export function yamlValue(text: string, name: string, load: SafeLoad): Value {
  const bag = new DiagnosticBag();
  const doc = loadYaml(new SourceFile(name, text), bag, { symbols: true });
  const error = bag.items.find((d) => d.severity === 'error');
  if (!doc || error) throw new FunctionError(`(${name}): ${error?.message ?? 'could not parse the YAML text'}`);
  // What the load itself refuses (a timestamp, a Ruby object: the document has no value then), else
  // a Symbol the caller does not permit; an alias fails first when it comes first in the text.
  const symbol = doc.refused || load.symbols ? undefined : firstSymbol(doc.value, []);
  const refusedAt = doc.refused ? doc.refused.location.start : symbol && doc.locate(symbol).start;
  const alias = load.aliases ? undefined : firstAlias(text);
  if (alias && (refusedAt === undefined || alias.at < refusedAt)) throw new FunctionError(`Unknown alias: ${alias.name}`);
  if (doc.refused) throw new FunctionError('type' in doc.refused ? `Tried to load unspecified class: ${doc.refused.type}` : doc.refused.message);
  if (symbol) throw new FunctionError('Tried to load unspecified class: Symbol');
  return fromData(symbolNames(doc.value));
}

/** The first alias of the text (Psych's safe load has aliases off), with where its name starts. */
function firstAlias(text: string): { name: string; at: number } | undefined {
  if (!text.includes('*')) return undefined;
  for (const e of parseEvents(text, {})) {
    if (e.type === EVENT_ID.ALIAS) return { name: text.slice(e.anchorStart, e.anchorEnd), at: e.anchorStart };
  }
  return undefined;
}

/** The path of the first Symbol of a value (in the text's order). */
function firstSymbol(v: unknown, path: PathSegment[]): PathSegment[] | undefined {
  if (v instanceof RubySymbol) return path;
  const entries: [PathSegment, unknown][] = Array.isArray(v) ? v.map((x, i) => [i, x]) : isHash(v) ? Object.entries(v) : [];
  for (const [k, x] of entries) {
    const found = firstSymbol(x, [...path, k]);
    if (found) return found;
  }
  return undefined;
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

/** The value with each Symbol its name, as a 3.x function's result reaches Puppet. */
function symbolNames(v: unknown): unknown {
  if (v instanceof RubySymbol) return v.name;
  if (Array.isArray(v)) return v.map(symbolNames);
  if (isHash(v)) {
    for (const [k, x] of Object.entries(v)) v[k] = symbolNames(x);
  }
  return v;
}

