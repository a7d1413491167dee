// The parser holds no module-level mutable state: parses can nest (interpolations are parsed while
// their string is, and the evaluator will load files lazily in the middle of another parse).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../../src/diagnostics/source.js';
import { parseManifest } from '../../../src/puppet/parser/parse.js';

const DIR = new URL('../../../src/puppet/parser/', import.meta.url);

describe('the parser is re-entrant', () => {
  it('declares no module-level let or var', () => {
    const offenders = readdirSync(DIR)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => readFileSync(new URL(f, DIR), 'utf8').split('\n').flatMap((line, i) => (/^(?:export\s+)?(?:let|var)\s/.test(line) ? [`${f}:${i + 1}`] : [])));
    expect(offenders).toEqual([]);
  });

  it('gives nested interpolations the offsets of their own place in the file', () => {
    const bag = new DiagnosticBag();
    const text = '$a = "x${b["${c}"]}y"\n$d = "${e}"\n';
    const program = parseManifest(new SourceFile('t.pp', text), bag)!;
    expect(bag.items).toEqual([]);
    const spans = JSON.stringify(program).match(/"kind":"Variable","name":"(\w)","start":(\d+)/g);
    expect(spans).toEqual(['"kind":"Variable","name":"a","start":0', '"kind":"Variable","name":"b","start":8', '"kind":"Variable","name":"c","start":14', '"kind":"Variable","name":"d","start":22', '"kind":"Variable","name":"e","start":30']);
  });
});
