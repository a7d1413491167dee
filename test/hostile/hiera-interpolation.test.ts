// Hiera interpolation chains and amplification: a long `%{lookup()}` chain stops with OVC5091 at
// MAX_LOOKUP_NESTING (Puppet 7.23 itself fails between 150 and 175), and keys that interpolate
// another key twice, nested, stop at the expansion budget instead of doubling without end.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { MAX_LOOKUP_NESTING } from '../../src/hiera/hiera.js';
import { MemoryHost } from '../../src/host/memory-host.js';
import { lookup } from '../../src/pipeline/lookup.js';
import { cpuMs } from '../helpers/cpu.js';

const HIERA = 'version: 5\ndefaults: {datadir: data, data_hash: yaml_data}\nhierarchy:\n  - {name: c, path: common.yaml}\n';

function run(common: string, key = 'k1') {
  const host = new MemoryHost({ '/h/hiera.yaml': HIERA, '/h/data/common.yaml': common, '/h/facts.yaml': 'fqdn: n\n' });
  const bag = new DiagnosticBag();
  const { value, ms } = cpuMs(() => lookup(host, { keys: [key], facts: '/h/facts.yaml', hiera: '/h/hiera.yaml' }, bag));
  return { result: value, codes: bag.items.map((d) => d.code), diagnostics: bag.items, ms };
}

/** k1 interpolates k2 `times` times, k2 interpolates k3, ..., kn is `leaf`. */
function chain(n: number, times = 1, leaf = 'end'): string {
  let text = '';
  for (let i = 1; i < n; i++) text += `k${i}: '${`%{lookup("k${i + 1}")}`.repeat(times)}'\n`;
  return `${text}k${n}: '${leaf}'\n`;
}

describe('interpolation chains', () => {
  it('resolves a chain as long as Puppet accepts (150)', () => {
    const r = run(chain(150));
    expect(r.codes).toEqual([]);
    expect(r.result?.value).toBe('end');
  });

  it(`stops a chain of 800 with one OVC5091 at the key that passed ${MAX_LOOKUP_NESTING}, not a stack overflow`, () => {
    const r = run(chain(800));
    expect(r.codes).toEqual(['OVC5091']);
    expect(r.diagnostics[0]!.message).toContain(`more than ${MAX_LOOKUP_NESTING} lookups`);
    const at = r.diagnostics[0]!.location!;
    expect(at.source.position(at.start).line).toBe(MAX_LOOKUP_NESTING);
    expect(r.ms).toBeLessThan(5_000);
  });

  it('stops at the limit of every later lookup too (the nesting count is restored)', () => {
    const host = new MemoryHost({ '/h/hiera.yaml': HIERA, '/h/data/common.yaml': `${chain(800)}other: fine\n`, '/h/facts.yaml': 'fqdn: n\n' });
    const first = new DiagnosticBag();
    expect(lookup(host, { keys: ['k1', 'other'], facts: '/h/facts.yaml', hiera: '/h/hiera.yaml' }, first)?.value).toBe('fine');
    expect(first.items.map((d) => d.code)).toEqual(['OVC5091']);
    const second = new DiagnosticBag();
    expect(lookup(host, { keys: ['k1'], facts: '/h/facts.yaml', hiera: '/h/hiera.yaml' }, second)?.found).toBe(false);
    expect(second.items.map((d) => d.code)).toContain('OVC5091');
  });
});

describe('interpolation amplification', () => {
  it('stops text that doubles 40 times at the 10,000,000-character budget, within a CPU budget', () => {
    const r = run(chain(40, 2, 'x'.repeat(1000)));
    expect(r.codes).toEqual(['OVC5091']);
    expect(r.diagnostics[0]!.message).toContain('10,000,000 characters');
    // Unbounded, this builds 1000 * 2^39 characters; the budget stops it after about 10 MB.
    expect(r.ms).toBeLessThan(10_000);
  });

  it('stops empty values interpolated 2^40 times at the lookup budget', () => {
    const r = run(chain(40, 2, ''));
    expect(r.codes).toEqual(['OVC5091']);
    expect(r.diagnostics[0]!.message).toContain('100,000 lookups');
    expect(r.ms).toBeLessThan(10_000);
  });

  it('measures a hash aliased from many keys before it is printed as text', () => {
    let text = 'k30: {a: 1}\n';
    for (let i = 29; i >= 1; i--) text += `k${i}: {l: '%{alias("k${i + 1}")}', r: '%{alias("k${i + 1}")}'}\n`;
    text += 'top: "%{lookup(\'k1\')}"\n';
    const r = run(text, 'top');
    expect(r.codes).toContain('OVC5091');
    expect(r.ms).toBeLessThan(10_000);
  });

  it('leaves ordinary repeated interpolation alone', () => {
    const r = run(chain(10, 2, 'ab'));
    expect(r.codes).toEqual([]);
    expect(r.result?.value).toBe('ab'.repeat(2 ** 9));
  });
});
