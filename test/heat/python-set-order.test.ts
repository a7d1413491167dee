// CPython's set order, which Heat's ImmutableParameterModified message follows: 300 random
// intersections against CPython 3.11 (golden/regenerate_set_order.py).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pythonIntersectionOrder } from '../../src/heat/stack/python-set-order.js';
import { REPO_ROOT } from '../helpers/cli.js';

const cases: { a: string[]; b: string[]; order: string[] }[] = JSON.parse(readFileSync(`${REPO_ROOT}test/heat/golden/set-order.expected.json`, 'utf8'));

describe('list(set(a) & set(b)) under PYTHONHASHSEED=0', () => {
  it('orders every case as CPython does', () => {
    expect(cases.length).toBe(300);
    const wrong = cases.filter((c) => JSON.stringify(pythonIntersectionOrder(c.a, c.b)) !== JSON.stringify(c.order));
    expect(wrong).toEqual([]);
  });
});
