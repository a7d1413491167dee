// hasCatalogShape (the hand-written check every valid catalog takes) gives ajv's verdict on
// CATALOG_SCHEMA: every key the schema names, set to every kind of JSON value (and undefined).
import { describe, expect, it } from 'vitest';
import { CATALOG_SCHEMA, hasCatalogShape } from '../../src/catalog/catalog-schema.js';
import { ExactNumber } from '../../src/data/exact-number.js';
import { compileSchema } from '../../src/schemas/validate.js';

const SAMPLES: unknown[] = [undefined, null, 'x', '', 1, 0, -0, 1.5, NaN, Infinity, true, false, [], ['a', 'b'], ['a', 1], [null], {}, { a: 1 }, new ExactNumber('4.0', 'float'), new ExactNumber('12345678901234567890', 'integer')];

function base(): Record<string, unknown> {
  return {
    name: 'n',
    version: 1,
    code_id: null,
    catalog_uuid: 'u',
    catalog_format: 2,
    environment: 'production',
    tags: ['settings'],
    classes: ['settings'],
    resources: [{ type: 'Package', title: 'curl', tags: ['package'], file: '/m.pp', line: 3, exported: false, kind: 'compilable_type', parameters: { ensure: 'installed' }, sensitive_parameters: ['x'] }],
    edges: [{ source: 'Class[main]', target: 'Package[curl]' }],
  };
}

/** Every catalog made by setting one place (the catalog itself, a top-level key, a resource's or an edge's) to one sample. */
function variants(): [string, unknown][] {
  const out: [string, unknown][] = SAMPLES.map((s, i) => [`catalog = sample ${i}`, s]);
  const top = Object.keys(CATALOG_SCHEMA.properties);
  const resourceKeys = Object.keys(CATALOG_SCHEMA.properties.resources.items.properties);
  const edgeKeys = Object.keys(CATALOG_SCHEMA.properties.edges.items.properties);
  SAMPLES.forEach((sample, i) => {
    for (const key of top) {
      const c = base();
      if (sample === undefined) delete c[key];
      else c[key] = sample;
      out.push([`${key} = sample ${i}`, c]);
    }
    for (const [list, keys] of [['resources', resourceKeys], ['edges', edgeKeys]] as const) {
      const whole = base();
      (whole[list] as unknown[]).push(sample);
      out.push([`${list}[1] = sample ${i}`, whole]);
      for (const key of keys) {
        const c = base();
        const item = (c[list] as Record<string, unknown>[])[0]!;
        if (sample === undefined) delete item[key];
        else item[key] = sample;
        out.push([`${list}[0].${key} = sample ${i}`, c]);
      }
    }
  });
  return out;
}

describe('hasCatalogShape', () => {
  const ajv = compileSchema(CATALOG_SCHEMA);
  it('accepts the valid base catalog', () => {
    expect(hasCatalogShape(base())).toBe(true);
  });
  it('gives ajv\'s verdict on every variant', () => {
    const cases = variants();
    expect(cases.length).toBeGreaterThan(400);
    const disagreements = cases.filter(([, c]) => hasCatalogShape(c) !== ajv(c)).map(([name]) => name);
    expect(disagreements).toEqual([]);
    // Both verdicts occur: the variants test the check, not one answer.
    expect(new Set(cases.map(([, c]) => ajv(c)))).toEqual(new Set([true, false]));
  });
});
