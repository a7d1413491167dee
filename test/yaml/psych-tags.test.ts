// Psych's tags, timestamps and merge keys in the YAML Puppet's yaml_data reads (loadYaml's `symbols`):
// what the loader makes of them, where it says Psych refuses a document, and that merge keys stay
// within the alias-expansion bound. Puppet's own answers: the Hiera conformance cases psych-*.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { SourceFile } from '../../src/diagnostics/source.js';
import { loadYaml } from '../../src/yaml/load.js';

const load = (text: string, subset = true) => {
  const bag = new DiagnosticBag();
  const doc = loadYaml(new SourceFile('t.yaml', text), bag, { symbols: true, subset });
  return { doc, codes: bag.items.map((d) => d.code) };
};

describe('Psych tags and merge keys', () => {
  it('merge where `<<` is written, the first of a list winning, in the subset reader and js-yaml alike', () => {
    const text = 'a: &a {x: 1, y: 2}\nb: &b {y: 3, w: 4}\nk:\n  x: 9\n  <<: [*b, *a]\n  w: 0\nn: {<<: 5}\n';
    for (const subset of [true, false]) {
      const { doc } = load(text, subset);
      expect(doc!.value).toMatchObject({ k: { x: 1, y: 3, w: 0 }, n: { '<<': 5 } });
      expect(Object.keys((doc!.value as { k: object }).k)).toEqual(['x', 'y', 'w']);
    }
  });

  it('refuse a document at the first node Psych cannot make, with where it is', () => {
    const { doc } = load('a: 1\nb: [x, !ruby/regexp /a/, 2024-01-02]\n');
    expect(doc!.value).toBeNull();
    expect(doc!.refused).toMatchObject({ type: 'Regexp', location: { start: 12 } });
    expect(load('a: 2024-1-2\n').doc!.refused).toMatchObject({ type: 'Date', location: { start: 3, end: 11 } });
    expect(load('a: !!float abc\n').doc!.refused).toMatchObject({ message: 'invalid value for Float(): "abc"' });
  });

  it('keep merge keys within the alias-expansion bound', () => {
    const lines = [`a0: &a0 {${Array.from({ length: 10 }, (_, i) => `k${i}: ${i}`).join(', ')}}`];
    for (let n = 1; n < 8; n++) lines.push(`a${n}: &a${n} {<<: [${Array(10).fill(`*a${n - 1}`).join(', ')}], m${n}: 1}`);
    lines.push(`k: {<<: [${Array(10).fill('*a7').join(', ')}]}`);
    const t0 = performance.now();
    const { doc, codes } = load(lines.join('\n'));
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(doc).toBeUndefined();
    expect(codes).toEqual(['OVC1003']);
  });
});
