// The JSON reader for YAML documents against js-yaml: on generated JSON texts full of YAML 1.1
// traps (exponents, integral floats, big integers, -0, duplicate keys, characters YAML refuses),
// on their mutants, and on every JSON-looking data file of the repository, it either gives up or
// gives exactly the value js-yaml's YAML 1.1 schema gives, with no diagnostic there.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rng } from '../../scripts/fuzz/yaml-subset.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { loadJsonSubset } from '../../src/yaml/json-subset.js';
import { lintYamlDialect } from '../../src/yaml/dialect-lint.js';
import { loadYaml } from '../../src/yaml/load.js';

/** js-yaml's reading (no fast path). */
function reference(text: string): { value: unknown; clean: boolean } | undefined {
  const bag = new DiagnosticBag();
  const doc = loadYaml(new SourceFile('t.yaml', text), bag, { subset: false });
  return doc && !doc.empty ? { value: doc.value, clean: bag.items.length === 0 } : undefined;
}

/** Checks one text; says whether the JSON reader took it. */
function agrees(text: string): boolean {
  const fast = loadJsonSubset(text, 100, 1_000_000);
  if (fast === undefined) return false;
  const ref = reference(text);
  expect(ref, text).toBeDefined();
  expect(ref!.clean, text).toBe(true);
  expect(fast, text).toStrictEqual(ref!.value);
  // loadYaml skips the dialect lint on what this reader takes: it must have nothing to report.
  const lint = new DiagnosticBag();
  lintYamlDialect(new SourceFile('t.yaml', text), lint);
  expect(lint.items, text).toEqual([]);
  // And a document read through it still tells where its values were written.
  const doc = loadYaml(new SourceFile('t.yaml', text), new DiagnosticBag());
  expect(doc?.value, text).toStrictEqual(fast);
  return true;
}

const KEYS = ['a', 'b', 'name', 'gen::c1::owner', 'lookup_options', 'Key With Spaces', '', 'yes', 'on', '~', 'null', '1', '2.0', '0x1f', '<<', 'a: b', '# c', '-k', '?k', 'ü', '日本', 'tab\there', 'new\nline'];
const STRINGS = ['plain', '', 'yes', 'No', 'on', '~', 'null', 'true', '0644', '0x1F', '1_000', '1e5', '2016-10-14', '12:30', 'a: b', 'a #b', '- x', '&a', '*a', '!!str', '|', '>', '%', '@', '`', '"q"', "'s'", '\\', 'é', '😀', '\u2028', '\u0085', '\u007f', '\u0000', '\ud800', 'tab\t', 'line\nbreak', ' lead', 'trail '];
const NUMBERS = ['0', '7', '-3', '-0', '10000', '9007199254740991', '12345678901234567890', '1.5', '-0.25', '0.1', '2.0', '1.50', '1e5', '1E+5', '1.5e-5', '1.0e+3', '3.14159'];

function value(r: (n: number) => number, depth: number): string {
  const pick = r(depth > 3 ? 3 : 6);
  if (pick === 0) return JSON.stringify(STRINGS[r(STRINGS.length)]);
  if (pick === 1) return NUMBERS[r(NUMBERS.length)]!;
  if (pick === 2) return ['true', 'false', 'null'][r(3)]!;
  const n = r(4);
  const items: string[] = [];
  if (pick === 3 || pick === 4) {
    for (let i = 0; i < n; i++) items.push(`${JSON.stringify(KEYS[r(KEYS.length)])}:${value(r, depth + 1)}`);
    return `{${items.join(',')}}`;
  }
  for (let i = 0; i < n; i++) items.push(value(r, depth + 1));
  return `[${items.join(',')}]`;
}

/** A document: a top-level object, compact or laid out (JSON.stringify's layout, or with tabs) when it parses. */
function generate(r: (n: number) => number): string {
  const items: string[] = [];
  const n = 1 + r(5);
  for (let i = 0; i < n; i++) items.push(`${JSON.stringify(KEYS[r(KEYS.length)])}:${value(r, 1)}`);
  const text = `{${items.join(',')}}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  return [text, `${JSON.stringify(parsed, null, 2)}\n`, JSON.stringify(parsed, null, '\t'), ` ${JSON.stringify(parsed, null, 1)}  \n\n`][r(4)]!;
}

const EDITS = ['"', ',', ':', '{', '}', '[', ']', '\t', '#', 'e', 'E', '.', '0', '-', ' ', '\n', '\\', '\\u', '__proto__', '"a":1,', '\ufeff', '\ud800', '\udc00', '\u0085'];

function mutate(text: string, r: (n: number) => number): string {
  const at = r(text.length + 1);
  return r(2) === 0 ? text.slice(0, at) + text.slice(at + 1) : text.slice(0, at) + EDITS[r(EDITS.length)]! + text.slice(at);
}

/** JSON-looking data files of the repository (examples, fixtures: facts, Hiera data, catalogs). */
function repositoryTexts(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) repositoryTexts(p, out);
    else if (/\.(json|yaml|yml)$/.test(name) && statSync(p).size < 2_000_000) out.push(readFileSync(p, 'utf8'));
  }
  return out;
}

describe('loadJsonSubset', () => {
  it('reads JSON objects and arrays as YAML 1.1 does, or gives up', () => {
    expect(agrees('{"a": 1, "b": [true, null, "x"], "c": {"d": -2.5}}')).toBe(true);
    expect(agrees('[1, "two", {"three": [3]}]\n')).toBe(true);
    expect(agrees('{}')).toBe(true);
  });

  it('keeps where each value was written', () => {
    const text = '{\n  "a": {"b": [1, "two"]},\n  "c": true\n}\n';
    const doc = loadYaml(new SourceFile('t.json', text), new DiagnosticBag());
    expect(doc?.value).toStrictEqual({ a: { b: [1, 'two'] }, c: true });
    expect(doc!.locate(['a', 'b', 1]).start).toBe(text.indexOf('"two"'));
    expect(doc!.locateKey(['c']).start).toBe(text.indexOf('"c"'));
  });

  it('gives up where YAML 1.1 reads JSON otherwise', () => {
    // An exponent without a dot, or an unsigned one, is a string to YAML 1.1.
    expect(loadJsonSubset('{"a": 1e5}', 100, 1e6)).toBeUndefined();
    expect(loadJsonSubset('{"a": 1.5e5}', 100, 1e6)).toBeUndefined();
    // Integral floats and big integers keep their spelling through YAML's own path.
    expect(loadJsonSubset('{"a": 2.0}', 100, 1e6)).toBeUndefined();
    expect(loadJsonSubset('{"a": 12345678901234567890}', 100, 1e6)).toBeUndefined();
    // A duplicate key is a YAML warning; tabs and NEL are YAML layout; DEL is refused by js-yaml.
    expect(loadJsonSubset('{"a": 1, "a": 2}', 100, 1e6)).toBeUndefined();
    expect(loadJsonSubset('{\t"a": 1}', 100, 1e6)).toBeUndefined();
    expect(loadJsonSubset('{"a": "x\u0085y"}', 100, 1e6)).toBeUndefined();
    expect(loadJsonSubset('{"a": "x\u007fy"}', 100, 1e6)).toBeUndefined();
    // A raw surrogate not in a pair, outside YAML's printable set: left to js-yaml.
    expect(loadJsonSubset('{"a": "x\ud800y"}', 100, 1e6)).toBeUndefined();
    expect(loadJsonSubset('{"a": "x\udc00"}', 100, 1e6)).toBeUndefined();
    expect(agrees('{"a": "x\ud83d\ude00y"}')).toBe(true);
    // Scalars, non-JSON, nesting beyond the limit, more nodes than allowed.
    expect(loadJsonSubset('"a"', 100, 1e6)).toBeUndefined();
    expect(loadJsonSubset('{a: 1}', 100, 1e6)).toBeUndefined();
    expect(loadJsonSubset('[[[[1]]]]', 3, 1e6)).toBeUndefined();
    expect(loadJsonSubset('[1, 2, 3]', 100, 5)).toBeUndefined();
  });

  it('agrees with js-yaml on generated documents and their mutants', () => {
    const r = rng(20261124);
    let taken = 0;
    let mutantsTaken = 0;
    const count = 3000;
    for (let i = 0; i < count; i++) {
      const text = generate(r);
      if (agrees(text)) taken++;
      let mutant = text;
      for (let k = 0, edits = 1 + r(3); k < edits; k++) mutant = mutate(mutant, r);
      if (agrees(mutant)) mutantsTaken++;
    }
    // Enough documents are taken for the comparison to mean something.
    expect(taken).toBeGreaterThan(count / 10);
    expect(mutantsTaken).toBeGreaterThan(0);
  });

  it("agrees with js-yaml on the repository's data files", () => {
    const texts = repositoryTexts(join(import.meta.dirname, '../..'));
    const taken = texts.filter(agrees).length;
    expect(taken).toBeGreaterThan(10);
  });
});
