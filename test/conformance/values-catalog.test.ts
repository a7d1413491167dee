// Values as catalog data against Puppet 7.23: each expression of
// test/conformance/values/catalog-cases.json, converted with toRichData / toPlainData and written
// with jsonText, must give the JSON Puppet wrote for it (scripts/gen-values-catalog-cases.rb).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonText, toPlainData, toRichData } from '../../src/puppet/values/index.js';
import { evaluateExpression } from '../helpers/value-expressions.js';

const dir = new URL('./values/', import.meta.url);
const expected = JSON.parse(readFileSync(new URL('catalog-expected.json', dir), 'utf8')) as Record<string, { rich: string; plain: string }>;

describe('values in catalog JSON agree with Puppet 7.23', () => {
  for (const [expr, exp] of Object.entries(expected)) {
    it(expr, () => {
      const v = evaluateExpression(expr);
      expect({ rich: jsonText(toRichData(v)), plain: jsonText(toPlainData(v)) }).toEqual(exp);
    });
  }
});
