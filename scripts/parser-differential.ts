// Differential check of the two Puppet parsers on one text: the descent parser (the default) and
// the ohm path (the reference). Identical means the same AST, byte for byte as JSON, and the same
// diagnostics; `fellBack` counts texts the reference accepts but the descent parser leaves to it.
import { DiagnosticBag } from '../src/diagnostics/diagnostic.js';
import { diagnosticToJson } from '../src/diagnostics/render-json.js';
import { SourceFile } from '../src/diagnostics/source.js';
import { parseDescent } from '../src/puppet/parser/descent-parser.js';
import { parseManifest, parseManifestReference } from '../src/puppet/parser/parse.js';

export interface Comparison {
  identical: boolean;
  /** The reference accepts the text. */
  valid: boolean;
  /** The descent parser refused a text the reference accepts (correct through the fallback, but slow). */
  fellBack: boolean;
  /** What differs, when something does. */
  detail?: string;
}

function run(parse: (s: SourceFile, b: DiagnosticBag) => unknown, path: string, text: string): { ast: string; diagnostics: string } {
  const bag = new DiagnosticBag();
  const ast = parse(new SourceFile(path, text), bag);
  return { ast: JSON.stringify(ast) ?? 'undefined', diagnostics: JSON.stringify(bag.items.map(diagnosticToJson)) };
}

export function compareParsers(path: string, text: string): Comparison {
  const reference = run(parseManifestReference, path, text);
  const ours = run((s, b) => parseManifest(s, b, { parser: 'descent' }), path, text);
  const valid = reference.ast !== 'undefined';
  const fellBack = valid && parseDescent(text) === undefined;
  if (ours.ast !== reference.ast) return { identical: false, valid, fellBack, detail: firstDifference(ours.ast, reference.ast) };
  if (ours.diagnostics !== reference.diagnostics) return { identical: false, valid, fellBack, detail: `diagnostics: ${ours.diagnostics} vs ${reference.diagnostics}` };
  return { identical: true, valid, fellBack };
}

/** The first place two JSON texts differ, with a little context. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}: descent …${a.slice(Math.max(0, i - 80), i + 80)}… reference …${b.slice(Math.max(0, i - 80), i + 80)}…`;
}
