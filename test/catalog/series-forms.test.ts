// groupBySeriesForm against its definition: the groups seriesForm's strings make, in first-title order.
import { describe, expect, it } from 'vitest';
import { groupBySeriesForm, seriesForm } from '../../src/catalog/series-forms.js';

/** The groups made naively, one string per title. */
function naive(titles: readonly string[], keep: (j: number, t: string) => boolean) {
  const at = new Map<string, number>();
  const forms: string[] = [];
  const members: number[][] = [];
  titles.forEach((t, j) => {
    if (!keep(j, t)) return;
    const f = seriesForm(t);
    const k = at.get(f);
    if (k === undefined) {
      at.set(f, forms.length);
      forms.push(f);
      members.push([j]);
    } else members[k]!.push(j);
  });
  return { forms, members };
}

describe('groupBySeriesForm', () => {
  it('groups ASCII and other titles by their series form, forms in first-title order', () => {
    // The Kelvin sign lower-cases to an ASCII `k`; `İ` lower-cases to two characters.
    const titles = ['Pkg-1', 'pkg-22', 'PKG-7', '\u212Ag-3', 'kg-4', 'İx9', 'i̇x0', 'pkg-10', '', 'ß1', 'SS2', 'ss3'];
    const all = () => true;
    expect(groupBySeriesForm(titles, all)).toEqual(naive(titles, all));
    expect(groupBySeriesForm(titles, all).forms).toEqual(['pkg-0', 'pkg-00', 'kg-0', 'i̇x0', '', 'ß0', 'ss0']);
    const odd = (j: number) => j % 2 === 1;
    expect(groupBySeriesForm(titles, odd)).toEqual(naive(titles, odd));
  });

  it('tells apart many forms that share hash buckets', () => {
    const titles = Array.from({ length: 5000 }, (_, i) => `${String.fromCharCode(97 + (i % 26))}${i % 7}-${(i * 7919) % 1000}${'xyz'[i % 3]}`);
    const all = () => true;
    expect(groupBySeriesForm(titles, all)).toEqual(naive(titles, all));
  });
});
