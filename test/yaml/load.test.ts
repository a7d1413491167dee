import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { renderDiagnosticsText } from '../../src/diagnostics/render-text.js';
import { diagnosticToJson } from '../../src/diagnostics/render-json.js';
import { loadYaml } from '../../src/yaml/load.js';
import { lintYamlDialect } from '../../src/yaml/dialect-lint.js';

function load(text: string, limits = {}) {
  const bag = new DiagnosticBag();
  const doc = loadYaml(new SourceFile('t.yaml', text), bag, { limits });
  return { doc, bag, json: bag.items.map(diagnosticToJson) };
}

describe('loadYaml', () => {
  it('reads YAML 1.1 scalars as Psych and PyYAML do, keeping timestamps as strings', () => {
    const { doc } = load('a: yes\nb: on\nc: 0644\nd: 2016-10-14\ne: ~\nf: 1_000\ng: 0x1f\nh: No\n');
    expect(doc!.value).toEqual({ a: true, b: true, c: 420, d: '2016-10-14', e: null, f: 1000, g: 31, h: false });
    // y/n are strings for Psych and PyYAML, unlike the YAML 1.1 spec's table
    expect(load('y: n\nN: Y\n').doc!.value).toEqual({ y: 'n', N: 'Y' });
  });

  it('maps every path to its line and column', () => {
    const { doc } = load('configuration:\n  package:\n    mc: {ensure: absent}\n    list: [a, "b"]\n');
    const at = (p: (string | number)[]) => {
      const l = doc!.locate(p);
      return { ...l.source.position(l.start), text: l.source.text.slice(l.start, l.end) };
    };
    expect(at(['configuration', 'package', 'mc', 'ensure'])).toEqual({ line: 3, column: 18, text: 'absent' });
    expect(at(['configuration', 'package', 'list', 1])).toEqual({ line: 4, column: 15, text: '"b"' });
    expect(at(['configuration', 'package', 'mc'])).toMatchObject({ line: 3, column: 9 });
    const key = doc!.locateKey(['configuration', 'package', 'mc']);
    expect(key.source.position(key.start)).toEqual({ line: 3, column: 5 });
    // unknown paths fall back to the nearest written ancestor
    expect(at(['configuration', 'package', 'nope'])).toMatchObject({ line: 3 });
  });

  it('finds the same places whether it keeps the parser events, parses again when asked or records them while loading', () => {
    const text = 'a:\n  b: [x, {c: 1}]\n  d: 2\nd: 3\nd: 4\n';
    const places = (locate: 'often' | 'rarely' | 'always') => {
      const bag = new DiagnosticBag();
      const doc = loadYaml(new SourceFile('t.yaml', text), bag, { locate })!;
      const spans = [['a', 'b', 1, 'c'], ['a', 'd'], ['d']].map((p) => [doc.locate(p), doc.locateKey(p)].map((l) => [l.start, l.end]));
      // The duplicate key is reported once, at load, not again when the spans are made.
      return { spans, codes: bag.items.map((d) => d.code), has: doc.has(['a', 'b', 0]) };
    };
    expect(places('rarely')).toEqual(places('often'));
    expect(places('always')).toEqual(places('often'));
    expect(places('rarely').codes).toEqual(['OVC1005']);
  });

  it('tells a key with a dot or a hash in it from a path through it (paths once shared one spelling)', () => {
    const text = "'a.b': 1\na:\n  b: 2\n'c#0': 3\nc: [4]\n";
    for (const subset of [true, false]) {
      const doc = loadYaml(new SourceFile('t.yaml', text), new DiagnosticBag(), { subset })!;
      const at = (p: (string | number)[]) => text.slice(doc.locate(p).start, doc.locate(p).end);
      expect([at(['a.b']), at(['a', 'b']), at(['c#0']), at(['c', 0])]).toEqual(['1', '2', '3', '4']);
    }
  });

  it('reports syntax errors with a code and position', () => {
    const { doc, json } = load('a: [1, 2\nb: 3\n');
    expect(doc).toBeUndefined();
    expect(json[0]).toMatchObject({ code: 'OVC1001', severity: 'error', file: 't.yaml' });
    expect(json[0]!.line).toBeGreaterThanOrEqual(1);
  });

  it('rejects a billion-laughs document quickly', () => {
    const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 10; i++) {
      const prev = String.fromCharCode(96 + i);
      const cur = String.fromCharCode(97 + i);
      lines.push(`${cur}: &${cur} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const t0 = performance.now();
    const { doc, json } = load(lines.join('\n'));
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(doc).toBeUndefined();
    expect(json.map((d) => d.code)).toEqual(['OVC1003']);
  });

  it('bounds nesting depth and size', () => {
    expect(load(`${'['.repeat(300)}${']'.repeat(300)}`).json[0]!.code).toBe('OVC1002');
    expect(load('a: 1234567890', { maxBytes: 5 }).json[0]!.code).toBe('OVC1004');
  });

  it('warns on duplicate keys and keeps the last value, as Ruby and Python do', () => {
    const { doc, json } = load('a: 1\na: 2\n');
    expect(doc!.value).toEqual({ a: 2 });
    expect(json).toMatchObject([{ code: 'OVC1005', line: 2, column: 1 }]);
  });

  it('rejects several documents and accepts an empty file', () => {
    expect(load('a: 1\n---\nb: 2\n').json[0]!.code).toBe('OVC1006');
    const empty = load('# nothing\n');
    expect(empty.doc!.empty).toBe(true);
    expect(empty.doc!.value).toBeNull();
  });

  it('renders a code frame with the span underlined', () => {
    const { bag } = load('a: 1\na: 2\n');
    expect(renderDiagnosticsText(bag.items)).toBe(
      "t.yaml:2:1: warning OVC1005: Duplicate key 'a': the later value wins, as in Ruby and PyYAML\n2 | a: 2\n  | ~",
    );
  });
});

describe('lintYamlDialect', () => {
  it('flags scalars and keys whose meaning differs between YAML 1.1 and 1.2', () => {
    const bag = new DiagnosticBag();
    lintYamlDialect(new SourceFile('d.yaml', "a: yes\nb: 0644\nc: 1e3\nd: 2020-01-01\non: x\nok: 'yes'\nn: 12\n"), bag);
    expect(bag.items.map((d) => [d.code, d.location!.source.position(d.location!.start).line])).toEqual([
      ['OVC1010', 1],
      ['OVC1010', 2],
      ['OVC1010', 3],
      ['OVC1010', 4],
      ['OVC1011', 5],
    ]);
  });
});
