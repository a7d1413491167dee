// fqdn_rand's generator against Ruby's own Random: every case of
// test/conformance/functions/random-expected.json (written by scripts/gen-ruby-random-cases.rb).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rubyRandInt, rubyRandom } from '../../../src/puppet/functions/ruby-random.js';

const cases = JSON.parse(readFileSync(new URL('../../conformance/functions/random-expected.json', import.meta.url), 'utf8')) as { seed: string; max: string; value: string }[];

describe("Ruby's Random.new(seed).rand(max)", () => {
  it('has its cases', () => expect(cases.length).toBeGreaterThan(100));
  it('draws what Ruby draws, for every case', () => {
    const wrong = cases.filter((c) => String(rubyRandInt(rubyRandom(BigInt(c.seed)), BigInt(c.max))) !== c.value);
    expect(wrong).toEqual([]);
  });
});
