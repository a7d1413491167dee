// Differential fuzzing of the block-subset YAML reader against js-yaml: real environment files
// mutated line by line (indicators, traps, indentation, deletions); on every mutant the subset
// reader must give js-yaml's exact value or give up. Used by the test suite (a sample) and by
// `npm run fuzz -- --target yaml-subset --count N --seed S` (the full run).
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { loadBlockSubset } from '../../src/yaml/block-subset.js';
import { loadYaml } from '../../src/yaml/load.js';

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

/** Text pieces YAML treats specially, spliced into values, keys and line starts. */
const TOKENS = [
  '- ', '-', '? ', '?', ': ', ':', '#', ' #', '&a ', '*a', '!', '!!str ', '|', '>', '[', ']', '{', '}', ',', "'", '"', '%', '@', '`',
  'yes', 'No', 'on', '~', 'null', '0x1f', '0o7', '010', '1_0', '1:30', '2.0', '1e3', '.inf', '12345678901234567890', '2016-10-14', '\t', ' ', '  ', '\\',
];

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

/** One mutant of `text`: 1 to 3 line mutations, now and then a duplicated or dropped line. */
export function mutate(text: string, r: (n: number) => number): string {
  const lines = text.split('\n');
  for (let m = 1 + r(3); m > 0; m--) {
    const i = r(lines.length);
    const op = r(10);
    if (op === 0) lines.splice(i, 0, lines[i] ?? '');
    else if (op === 1) lines.splice(i, 1);
    else lines[i] = mutateLine(lines[i] ?? '', r);
  }
  return lines.join('\n');
}

export interface Disagreement {
  text: string;
  reason: string;
  fast: unknown;
  reference: unknown;
}

/** js-yaml's reading (loadYaml without the subset reader) and whether it was clean. */
export function reference(text: string): { value: unknown; clean: boolean } | undefined {
  const bag = new DiagnosticBag();
  const doc = loadYaml(new SourceFile('t.yaml', text), bag, { python: true });
  return doc && !doc.empty ? { value: doc.value, clean: bag.items.length === 0 } : undefined;
}

/** True when some container carries a Python spelling record (the subset reader never makes one). */
export function spelled(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return false;
  return Object.getOwnPropertySymbols(v).length > 0 || Object.values(v).some(spelled);
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** undefined when the subset reader gave up or agreed; otherwise what went wrong. */
export function compare(text: string): Disagreement | undefined {
  const fast = loadBlockSubset(text, 100);
  if (fast === undefined) return undefined;
  const ref = reference(text);
  const fail = (reason: string) => ({ text, reason, fast, reference: ref?.value });
  if (!ref) return fail('js-yaml refuses the text or finds no document');
  if (!ref.clean) return fail('js-yaml reports a problem the subset reader did not see');
  if (spelled(ref.value)) return fail('js-yaml kept a Python spelling');
  if (!same(fast, ref.value)) return fail('values differ');
  return undefined;
}

/** Runs `count` mutants of the seed texts; returns the disagreements (at most `keep`) and how many the subset took. */
export function fuzzSubset(seeds: readonly string[], count: number, seed: number, keep = 10): { runs: number; taken: number; disagreements: Disagreement[] } {
  const r = rng(seed);
  const disagreements: Disagreement[] = [];
  let taken = 0;
  for (let n = 0; n < count; n++) {
    const text = mutate(seeds[r(seeds.length)]!, r);
    if (loadBlockSubset(text, 100) !== undefined) taken++;
    const d = compare(text);
    if (d && disagreements.length < keep) disagreements.push(d);
  }
  return { runs: count, taken, disagreements };
}
