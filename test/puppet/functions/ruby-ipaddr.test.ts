// Ruby's IPAddr.new as the modules' functions use it (ruby-ipaddr.ts) against Ruby's own: every
// case of test/conformance/functions/ipaddr-expected.json (written by scripts/gen-ruby-ipaddr-cases.rb).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rubyIpAddr } from '../../../src/puppet/functions/ruby-ipaddr.js';

interface IpCase {
  text: string;
  family?: string;
  value?: string;
}
const cases = JSON.parse(readFileSync(new URL('../../conformance/functions/ipaddr-expected.json', import.meta.url), 'utf8')) as IpCase[];

describe("Ruby's IPAddr.new", () => {
  it('has its cases, invalid ones among them', () => {
    expect(cases.length).toBeGreaterThan(40);
    expect(cases.filter((c) => c.family === undefined).length).toBeGreaterThan(10);
  });
  it('reads every text as Ruby does: family and value with the mask applied, or refused', () => {
    const wrong = cases.filter((c) => {
      const a = rubyIpAddr(c.text);
      return c.family === undefined ? a !== undefined : `v${a?.family}` !== c.family || a!.address.toString() !== c.value;
    });
    expect(wrong.map((c) => `${JSON.stringify(c.text)}: ruby ${c.family ?? 'refuses'} ${c.value ?? ''}, ours ${JSON.stringify(rubyIpAddr(c.text), (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`)).toEqual([]);
  });
});
