// Psych's Symbols in the YAML Puppet's yaml_data reads (loadYaml's `symbols`): plain `:name`
// scalars, keys becoming their names, values RubySymbols, in the subset reader and js-yaml alike;
// other loads keep them strings (Puppet's answers: the compile cases hiera-yaml-symbol-*).
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { loadYaml, type YamlLoadOptions } from '../../src/yaml/load.js';
import { RubySymbol } from '../../src/yaml/ruby-symbol.js';

const load = (text: string, options: YamlLoadOptions): unknown => {
  const bag = new DiagnosticBag();
  const doc = loadYaml(new SourceFile('t.yaml', text), bag, options);
  expect(bag.items).toEqual([]);
  return doc!.value;
};

describe('Ruby Symbols in YAML', () => {
  // (In a flow collection libyaml reads a leading `:` as the value indicator and refuses `[:a]`.)
  const text = ":name: top\nsettings:\n  :port: 8080\n  ':quoted': kept\n  list:\n  - :a\n  - ':b'\n  - :\"c d\"\n  flow: {x: 1}\n";

  it('are names as keys and RubySymbols as values where Puppet reads them', () => {
    for (const subset of [true, false]) {
      expect(load(text, { symbols: true, subset })).toEqual({
        name: 'top',
        settings: { port: 8080, ':quoted': 'kept', list: [new RubySymbol('a'), ':b', new RubySymbol('c d')], flow: { x: 1 } },
      });
    }
  });

  it('stay strings in the loads that do not ask for them', () => {
    expect(load(text, {})).toMatchObject({ ':name': 'top', settings: { ':port': 8080, list: [':a', ':b', ':"c d"'] } });
  });
});
