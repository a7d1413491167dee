// scanf's engine against Ruby's own String#scanf: every case of
// test/conformance/functions/scanf-expected.json (written by scripts/gen-ruby-scanf-cases.rb).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rubyScanf } from '../../../src/puppet/functions/scanf.js';
import { PFloat, type Value } from '../../../src/puppet/values/index.js';

const cases = JSON.parse(readFileSync(new URL('../../conformance/functions/scanf-expected.json', import.meta.url), 'utf8')) as { data: string; format: string; result: unknown[] }[];

/** A value as the case file writes it: {"i": text} an Integer, {"f": x} a Float. */
const encode = (v: Value): unknown => (typeof v === 'number' || typeof v === 'bigint' ? { i: String(v) } : v instanceof PFloat ? { f: v.value } : v);

describe("Ruby's String#scanf", () => {
  it('has its cases', () => expect(cases.length).toBeGreaterThan(50));
  it('reads what Ruby reads, for every case', () => {
    const wrong = cases
      .map((c) => ({ c, ours: rubyScanf(c.data, c.format).map(encode) }))
      .filter(({ c, ours }) => JSON.stringify(ours) !== JSON.stringify(c.result))
      .map(({ c, ours }) => `${JSON.stringify(c.data)} ${JSON.stringify(c.format)} → ruby ${JSON.stringify(c.result)}, ours ${JSON.stringify(ours)}`);
    expect(wrong).toEqual([]);
  });
});
