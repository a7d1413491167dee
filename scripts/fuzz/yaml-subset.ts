// Differential fuzzing of the subset YAML reader (block-subset.ts) against js-yaml: loadYaml with
// the subset reader and without it must give the same document (the value to the last ExactNumber,
// key order and Python spelling, every node of its spans in its order) and the same diagnostics,
// under every set of options the commands load with. Texts are real files mutated (indicators,
// traps, indentation, single characters deleted or inserted). Used by the test suite (a sample)
// and by `npm run fuzz -- --target yaml-subset --count N --seed S` (the full run).
import { readFileSync } from 'node:fs';
import { generateData } from '../../bench/override.js';
import { isExactNumber } from '../../src/data/exact-number.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../src/diagnostics/render-json.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { readBlockSubset } from '../../src/yaml/block-subset.js';
import type { SpanId, Spans } from '../../src/yaml/spans.js';
import { loadSchema, loadYaml, DEFAULT_YAML_LIMITS, type YamlDocument, type YamlLoadOptions } from '../../src/yaml/load.js';

/** A small deterministic generator (the same seed gives the same mutants on every machine). */
export function rng(seed: number): (n: number) => number {
  let s = seed >>> 0 || 1;
  return (n) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

/** The option sets the commands load with, and tight limits. */
export const OPTION_SETS: readonly YamlLoadOptions[] = [
  { lintDialect: true, locate: 'always' }, // override --data
  { python: true, locate: 'rarely', lintDialect: true }, // Heat environments
  {}, // Hiera data, facts, tasks
  { python: true },
  { timestamps: 'date', lintDialect: true },
  { locate: 'always', limits: { maxDepth: 3, maxNodes: 12 } },
  { limits: { maxDepth: 4, maxNodes: 40 } },
];

/** The texts mutants are made of: the example Heat environments and override data as the bench writes it. */
export function subsetSeeds(): string[] {
  const seeds = ['examples/heat/base.yaml', 'examples/heat/debug.yaml', 'examples/heat/production.yaml'].map((p) => readFileSync(p, 'utf8'));
  return [...seeds, generateData(30, 150), generateData(12, 60).replace('configuration:', '---\nconfiguration: # data\n')];
}

/** Text pieces YAML treats specially, spliced into values, keys and line starts. */
const TOKENS = [
  '- ', '-', '? ', '?', ': ', ':', '#', ' #', '&a ', '*a', '!', '!!str ', '|', '>', '[', ']', '{', '}', ',', "'", '"', '%', '@', '`',
  'yes', 'No', 'on', '~', 'null', '0x1f', '0o7', '010', '1_0', '1:30', '2.0', '4.0', '1e3', '.inf', '12345678901234567890', '2016-10-14', '\t', ' ', '  ', '\\',
  '{a: 1}', '[x, y]', '{}', '[]', "'q'", '"d\\n"', '"\\x41\\u00e9"', '<<', '---', '...', '\ud800', '\u00e9', '😀',
];

/** Single characters inserted or deleted anywhere (flow and quoting structure, lines, indentation). */
const CHARS = ['{', '}', '[', ']', ',', ':', "'", '"', '#', '-', ' ', '\n', '\\'];

function mutateLine(line: string, r: (n: number) => number): string {
  const at = r(line.length + 1);
  const token = TOKENS[r(TOKENS.length)]!;
  switch (r(7)) {
    case 0: // splice a token anywhere
      return line.slice(0, at) + token + line.slice(at);
    case 1: // delete a character
      return line.slice(0, at) + line.slice(at + 1);
    case 2: { // replace the value after the key
      const colon = line.indexOf(': ');
      return colon < 0 ? `${line}: ${token}` : `${line.slice(0, colon + 2)}${token}${r(2) ? line.slice(colon + 2) : ''}`;
    }
    case 3: // start the value or the line with a list indicator
      return r(2) ? line.replace(/^(\s*)/, '$1- ') : line.replace(': ', ': - ');
    case 4: // shift the indentation
      return r(2) ? ` ${line}` : line.replace(/^ /, '');
    case 5: // a comment or an anchor after the value
      return `${line}${r(2) ? ' # c' : ' &x'}`;
    default: // replace the key
      return line.replace(/^(\s*)[^:]*:/, `$1${token}:`);
  }
}

/** One mutant of `text`: 1 to 3 line mutations or single-character edits, now and then a duplicated or dropped line. */
export function mutate(text: string, r: (n: number) => number): string {
  let out = text;
  for (let m = 1 + r(3); m > 0; m--) {
    const op = r(10);
    if (op < 3) {
      const at = r(out.length + 1);
      out = op === 0 ? out.slice(0, at) + out.slice(at + 1) : out.slice(0, at) + CHARS[r(CHARS.length)]! + out.slice(at);
      continue;
    }
    const lines = out.split('\n');
    const i = r(lines.length);
    if (op === 3) lines.splice(i, 0, lines[i] ?? '');
    else if (op === 4) lines.splice(i, 1);
    else lines[i] = mutateLine(lines[i] ?? '', r);
    out = lines.join('\n');
  }
  return out;
}

/** Everything loadYaml gives: the document and its spans (asked for, when they are made lazily) and the diagnostics. */
interface Loaded {
  doc: YamlDocument | undefined;
  spans: unknown;
  diagnostics: unknown[];
}

/** The spans from `node` (the root unless given) as nested arrays, members in their order, for valueDifference. */
function spanList(spans: Spans | undefined, node: SpanId = spans ? spans.root : -1): unknown {
  return spans && node >= 0 && [spans.start(node), spans.end(node), spans.keyStart(node), spans.keyEnd(node), spans.members(node).map((m) => [spans.segment(m), spanList(spans, m)])];
}

function loadWith(text: string, options: YamlLoadOptions, subset: boolean): Loaded {
  const bag = new DiagnosticBag();
  const doc = loadYaml(new SourceFile('t.yaml', text), bag, { ...options, subset });
  // The spans are private to the document; every node is compared here.
  const spans = doc && spanList((doc as unknown as { spans: Spans | undefined }).spans);
  return { doc, spans, diagnostics: bag.items.map(diagnosticToJson) };
}

/** Where two values differ (a path and what differs), or undefined when they are the same to the last detail. */
export function valueDifference(a: unknown, b: unknown, at = '$'): string | undefined {
  if (typeof a !== typeof b) return `${at}: ${typeof a} vs ${typeof b}`;
  if (a === null || b === null || typeof a !== 'object') return Object.is(a, b) ? undefined : `${at}: ${String(a)} vs ${String(b)}`;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return `${at}: prototypes differ`;
  if (isExactNumber(a)) return a.kind === (b as typeof a).kind && a.text === (b as typeof a).text ? undefined : `${at}: ${a.kind} ${a.text} vs ${(b as typeof a).kind} ${(b as typeof a).text}`;
  const ka = Reflect.ownKeys(a);
  const kb = Reflect.ownKeys(b as object);
  if (ka.length !== kb.length || ka.some((k, i) => k !== kb[i])) return `${at}: keys ${ka.map(String).join(',')} vs ${kb.map(String).join(',')}`;
  for (const k of ka) {
    const d = valueDifference((a as Record<PropertyKey, unknown>)[k], (b as Record<PropertyKey, unknown>)[k], `${at}.${String(k)}`);
    if (d) return d;
  }
  return undefined;
}

export interface Disagreement {
  text: string;
  options: YamlLoadOptions;
  reason: string;
}

/** Whether the subset reader reads `text` under `options` (else loadYaml gives it to js-yaml). */
export function subsetReads(text: string, options: YamlLoadOptions): boolean {
  const limits = { ...DEFAULT_YAML_LIMITS, ...options.limits };
  return readBlockSubset(text, { schema: loadSchema(options), maxDepth: limits.maxDepth, maxNodes: limits.maxNodes, spans: false }) !== undefined;
}

/** undefined when loadYaml gives the same with and without the subset reader; otherwise what differs. */
export function compare(text: string, options: YamlLoadOptions): Disagreement | undefined {
  const fast = loadWith(text, options, true);
  const ref = loadWith(text, options, false);
  const fail = (reason: string) => ({ text, options, reason });
  if (!fast.doc !== !ref.doc) return fail(`one reader gave no document (subset: ${fast.doc ? 'a document' : 'none'})`);
  const diagnostics = valueDifference(fast.diagnostics, ref.diagnostics);
  if (diagnostics) return fail(`diagnostics differ at ${diagnostics}: ${JSON.stringify(fast.diagnostics)} vs ${JSON.stringify(ref.diagnostics)}`);
  if (!fast.doc || !ref.doc) return undefined;
  if (fast.doc.empty !== ref.doc.empty) return fail('emptiness differs');
  const value = valueDifference(fast.doc.value, ref.doc.value);
  if (value) return fail(`values differ at ${value}`);
  const spans = valueDifference(fast.spans, ref.spans);
  if (spans) return fail(`spans differ at ${spans}`);
  return undefined;
}

/**
 * Runs `count` mutants of the seed texts, each under one of OPTION_SETS in turn; returns the
 * disagreements (at most `keep`) and how many the subset reader read.
 */
export function fuzzSubset(seeds: readonly string[], count: number, seed: number, keep = 10): { runs: number; taken: number; disagreements: Disagreement[] } {
  const r = rng(seed);
  const disagreements: Disagreement[] = [];
  let taken = 0;
  for (let n = 0; n < count; n++) {
    const text = mutate(seeds[r(seeds.length)]!, r);
    const options = OPTION_SETS[n % OPTION_SETS.length]!;
    if (subsetReads(text, options)) taken++;
    const d = compare(text, options);
    if (d && disagreements.length < keep) disagreements.push(d);
  }
  return { runs: count, taken, disagreements };
}
