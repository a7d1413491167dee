// stdlib's to_yaml writer against Ruby's own: every case of
// test/conformance/functions/yaml-expected.json (random data and options, written by
// scripts/gen-ruby-yaml-cases.rb) must come out byte for byte as Ruby's `to_yaml` wrote it, the
// anchors and aliases of a collection used twice included.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rubyToYaml } from '../../../src/puppet/functions/stdlib/ruby-yaml.js';
import { FunctionError } from '../../../src/puppet/functions/dispatcher.js';
import { INTEGER, PDeferred, PFloat, PHash, int, type Value } from '../../../src/puppet/values/index.js';

type Tagged = string | boolean | null | { i: string } | { f: string } | { a: Tagged[]; id: number } | { h: [Tagged, Tagged][]; id: number } | { ref: number };
interface Case {
  data: Tagged;
  options: Record<string, number | boolean>;
  yaml?: string;
  error?: string;
}
const cases = JSON.parse(readFileSync(new URL('../../conformance/functions/yaml-expected.json', import.meta.url), 'utf8')) as Case[];

/** The Puppet value the case stands for: a collection used again is the same object. */
function decode(t: Tagged, shared: Value[]): Value {
  if (t === null || typeof t !== 'object') return t;
  if ('i' in t) return int(BigInt(t.i));
  if ('f' in t) return new PFloat(Number(t.f));
  if ('ref' in t) return shared[t.ref]!;
  const built = 'a' in t ? t.a.map((x) => decode(x, shared)) : PHash.from(t.h.map(([k, v]) => [decode(k, shared), decode(v, shared)] as const));
  shared[t.id] = built;
  return built;
}

describe("to_yaml agrees with Ruby's Psych and libyaml", () => {
  it('has its cases', () => expect(cases.length).toBeGreaterThanOrEqual(1000));
  cases.forEach((c, i) => {
    it(`case ${i}: ${JSON.stringify(c.data).slice(0, 60)}`, () => {
      const options = PHash.fromRecord(c.options);
      const run = () => rubyToYaml(decode(c.data, []), options);
      if (c.error !== undefined) expect(run).toThrow(c.error);
      else expect(run()).toBe(c.yaml);
    });
  });
});

describe('to_yaml of what overcat cannot write as Ruby does', () => {
  // A Deferred's Ruby object carries its process-random hash; a type its internal structure.
  it.each([
    ['a Deferred', new PDeferred('join', [[1], ','])],
    ['a type', INTEGER],
  ])('%s is refused with a code', (_what, v) => {
    let error: unknown;
    try {
      rubyToYaml([v]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FunctionError);
    expect((error as FunctionError).code).toBe('OVC3116');
  });

  it.each([
    ['indentation', 'x'],
    ['line_width', 1.5],
  ])('an option %s that is not an Integer is refused with a code', (name, value) => {
    const options = PHash.fromRecord({ [name]: typeof value === 'number' ? new PFloat(value) : value });
    expect(() => rubyToYaml(1, options)).toThrow(expect.objectContaining({ code: 'OVC3116' }));
  });
});
