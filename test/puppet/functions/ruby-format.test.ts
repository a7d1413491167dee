// sprintf's engine against Ruby's own Kernel#format: every case of
// test/conformance/functions/format-expected.json (written by scripts/gen-ruby-format-cases.rb).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../../src/puppet/functions/dispatcher.js';
import { rubyFormat } from '../../../src/puppet/functions/ruby-format.js';
import { PFloat, PHash, int, type Value } from '../../../src/puppet/values/index.js';

interface FormatCase {
  format: string;
  args: unknown[];
  result?: string;
  error?: string;
}

const cases = JSON.parse(readFileSync(new URL('../../conformance/functions/format-expected.json', import.meta.url), 'utf8')) as FormatCase[];

/** A case's argument as a Puppet value: {"i": text} an Integer, {"f": x} a Float, {"h": pairs} a Hash. */
function decode(a: unknown): Value {
  if (Array.isArray(a)) return a.map(decode);
  if (a !== null && typeof a === 'object') {
    const o = a as { i?: string; f?: number; h?: [string, unknown][] };
    if (o.i !== undefined) return int(BigInt(o.i));
    if (o.f !== undefined) return new PFloat(o.f);
    return PHash.from(o.h!.map(([k, v]) => [k, decode(v)]));
  }
  return a as Value;
}

function run(c: FormatCase): { result?: string; error?: string } {
  try {
    return { result: rubyFormat(c.format, c.args.map(decode)) };
  } catch (e) {
    if (!(e instanceof FunctionError)) throw e;
    return { error: e.message };
  }
}

describe("Ruby's format (sprintf)", () => {
  it('has its cases', () => expect(cases.length).toBeGreaterThan(2000));
  it('gives what Ruby gives, for every case', () => {
    const wrong = cases.filter((c) => JSON.stringify(run(c)) !== JSON.stringify(c.error !== undefined ? { error: c.error } : { result: c.result }));
    expect(wrong.map((c) => `${c.format} ${JSON.stringify(c.args)} → ruby ${JSON.stringify(c.result ?? c.error)}, ours ${JSON.stringify(run(c))}`)).toEqual([]);
  });
});
