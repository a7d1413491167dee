// Provenance bookkeeping: which layer brought each leaf of a merged value, in merge order.
import type { Location } from '../diagnostics/source.js';
import { pathKey, type PathSegment } from '../yaml/load.js';
import type { Contribution, Layer, Provenance } from './layer.js';
import { isHash } from '../data/value.js';
import { dataEntries } from '../data/key-order.js';

/** Location of the value at `path` (relative to the layer's value) in the layer's file. */
export function layerLocation(layer: Layer, path: readonly PathSegment[]): Location | undefined {
  return layer.origin ? layer.origin.document.locate([...layer.origin.path, ...path]) : undefined;
}

/** Calls `visit` for every leaf (scalar, empty collection, array) of a value; hashes are walked. */
export function forEachLeaf(value: unknown, visit: (path: PathSegment[], leaf: unknown) => void, path: PathSegment[] = []): void {
  if (isHash(value) && Object.keys(value).length > 0) {
    for (const [k, v] of dataEntries(value)) forEachLeaf(v, visit, [...path, k]);
  } else {
    visit(path, value);
  }
}

/**
 * Provenance of `result` given the layers that were merged (in merge order, lowest priority
 * first): each leaf of the result gets the contributions of every layer that had a value there.
 */
export function provenanceOf(result: unknown, layers: readonly Layer[], strategy: string): Provenance {
  const provenance: Provenance = new Map();
  forEachLeaf(result, (path) => {
    const contributions: Contribution[] = [];
    for (const layer of layers) {
      const found = valueAt(layer.value, path);
      if (!found.found) continue;
      const c: Contribution = { layer: layer.name, strategy, value: found.value };
      const location = layerLocation(layer, path);
      if (location) c.location = location;
      contributions.push(c);
    }
    provenance.set(pathKey(path), contributions);
  });
  return provenance;
}

export function valueAt(value: unknown, path: readonly PathSegment[]): { found: boolean; value: unknown } {
  let cur = value;
  for (const seg of path) {
    if (isHash(cur) && typeof seg === 'string' && Object.hasOwn(cur, seg)) cur = cur[seg];
    else if (Array.isArray(cur) && typeof seg === 'number' && seg < cur.length) cur = cur[seg];
    else return { found: false, value: undefined };
  }
  return { found: true, value: cur };
}
