import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { diagnosticToJson } from '../../src/diagnostics/render-json.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { overrideSourceFromDocuments } from '../../src/override/load.js';
import { loadYaml } from '../../src/yaml/load.js';

function source(...texts: string[]) {
  const bag = new DiagnosticBag();
  const docs = texts.map((t, i) => loadYaml(new SourceFile(`f${i + 1}.yaml`, t), bag)!);
  const src = overrideSourceFromDocuments(docs, bag);
  return { src, diags: bag.items.map(diagnosticToJson).map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`) };
}

describe('override data files', () => {
  it('rejects a file that is not a mapping and every other top-level key (misspelt or not)', () => {
    expect(source('- configuration\n').diags).toEqual(['f1.yaml:1:1 OVC4030']);
    // Issue 11 item 1: a key that is not an override key is an error now, not only a near miss.
    expect(source('configuraton:\n  package: {}\nconfiguration_option: {}\nclasses: []\n').diags).toEqual(['f1.yaml:1:1 OVC4009', 'f1.yaml:3:1 OVC4009', 'f1.yaml:4:1 OVC4009']);
  });
  it('reads one file as is, pointing entries at their keys and values at their values', () => {
    const { src } = source('configuration:\n  package:\n    mc: {ensure: absent}\n');
    expect(src!.value('configuration')).toEqual({ package: { mc: { ensure: 'absent' } } });
    expect(src!.value('configuration_options')).toBeUndefined();
    const at = (path: string[]) => {
      const l = src!.locate('configuration', path)!;
      const p = l.source.position(l.start);
      return `${p.line}:${p.column}`;
    };
    expect(at(['package', 'mc'])).toBe('3:5');
    expect(at(['package', 'mc', 'ensure'])).toBe('3:18');
  });
  it('merges several files deeply, later files winning, keeping each value\'s origin', () => {
    const { src, diags } = source('configuration:\n  package:\n    mc: {ensure: absent}\n    curl: {ensure: latest}\n', '\nconfiguration:\n  package:\n    mc: {ensure: installed}\n');
    expect(diags).toEqual([]);
    expect(src!.value('configuration')).toEqual({ package: { mc: { ensure: 'installed' }, curl: { ensure: 'latest' } } });
    const chain = src!.contributions('configuration', ['package', 'mc', 'ensure']).map((c) => [c.layer, c.value]);
    expect(chain).toEqual([
      ['f1.yaml', 'absent'],
      ['f2.yaml', 'installed'],
    ]);
    const l = src!.locate('configuration', ['package', 'curl', 'ensure'])!;
    expect(`${l.source.path}:${l.source.position(l.start).line}`).toBe('f1.yaml:4');
  });
});
