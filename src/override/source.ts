// Override data as the engine sees it: the merged `configuration` / `configuration_options` values
// plus where every part of them was written (from the merge core's provenance).
import type { Location } from '../diagnostics/source.js';
import type { Contribution, MergeOutcome } from '../merge/layer.js';
import { isHash } from '../data/value.js';
import { dataEntries } from '../data/key-order.js';
import { keyBeforeValue } from '../yaml/key-before-value.js';
import { pathKey, type PathSegment, type YamlDocument } from '../yaml/load.js';

export type OverrideKey = 'configuration' | 'configuration_options';
export const OVERRIDE_KEYS: readonly OverrideKey[] = ['configuration', 'configuration_options'];

/** The two override keys' values and where every part of them was written. */
export interface OverrideSource {
  /** The key's value; undefined when no layer had the key. */
  value(key: OverrideKey): unknown;
  /** The contributions behind the value at `path` under `key`, earliest first (the last decided it). */
  contributions(key: OverrideKey, path: readonly PathSegment[]): Contribution[];
  /**
   * The place to point at for the value at `path` (the deciding layer); with `at: 'key'`, the
   * mapping key that names it where the source knows it (a misspelt parameter is its key's fault).
   */
  locate(key: OverrideKey, path: readonly PathSegment[], at?: 'key' | 'value'): Location | undefined;
}

/** One override file read as is (no merge): every value comes from that document. */
export class DocumentOverrideSource implements OverrideSource {
  constructor(private readonly document: YamlDocument) {}

  value(key: OverrideKey): unknown {
    const v = this.document.value;
    return v !== null && typeof v === 'object' && !Array.isArray(v) && Object.hasOwn(v, key) ? (v as Record<string, unknown>)[key] : undefined;
  }

  contributions(key: OverrideKey, path: readonly PathSegment[]): Contribution[] {
    const full = [key, ...path];
    if (!this.document.has(full)) return [];
    return [{ layer: this.document.source.path, strategy: 'first', value: valueAt(this.value(key), path), location: this.document.locate(full) }];
  }

  /** Entries (type / title keys) point at their key, values at the value unless `at` is 'key'. */
  locate(key: OverrideKey, path: readonly PathSegment[], at: 'key' | 'value' = 'value'): Location | undefined {
    // One array of the right length, filled by index: pushing onto [key] grew it to seventeen
    // places, and a spread iterates (a result per segment) before V8 optimises this.
    const full = new Array<PathSegment>(path.length + 1);
    full[0] = key;
    for (let i = 0; i < path.length; i++) full[i + 1] = path[i]!;
    const isKeyPath = key === 'configuration' ? path.length <= 2 : path.length <= 1 || (path[0] === 'defaults' && path.length === 2);
    return isKeyPath || at === 'key' ? this.document.locateKey(full) : this.document.locate(full);
  }
}

/** The two looked-up keys merged over layers, with the merge core's provenance. */
export class MergedOverrideSource implements OverrideSource {
  constructor(private readonly outcomes: Record<OverrideKey, MergeOutcome>) {}

  value(key: OverrideKey): unknown {
    const o = this.outcomes[key];
    return o.found ? o.value : undefined;
  }

  /**
   * The contributions behind the value at `path` under `key`, earliest first: the node's own when
   * the merge recorded one for it, else those of every node below it (walked in data order).
   */
  contributions(key: OverrideKey, path: readonly PathSegment[]): Contribution[] {
    const outcome = this.outcomes[key];
    const out: Contribution[] = [];
    const walk = (at: PathSegment[], value: unknown): void => {
      const own = outcome.provenance.get(pathKey(at));
      if (own) {
        out.push(...own);
        return;
      }
      if (Array.isArray(value)) value.forEach((v, i) => walk([...at, i], v));
      else if (isHash(value)) for (const [k, v] of dataEntries(value)) walk([...at, k], v);
    };
    walk([...path], valueAt(outcome.value, path));
    return out;
  }

  /**
   * Where the value at `path` was decided: the winning (last) contribution of the node, or of
   * its first leaf in data order; an enclosing node's place when nothing below was recorded.
   * Merged layers record values only: a key (`at: 'key'`) is found in the text before its value,
   * and pointed at by its value's place when the text there is not the key.
   */
  locate(key: OverrideKey, path: readonly PathSegment[], at: 'key' | 'value' = 'value'): Location | undefined {
    if (at === 'key' && path.length > 0) {
      // The key's own place, found before the value this node was given (the last layer's).
      const value = this.firstRecorded(key, path);
      const name = path[path.length - 1]!;
      const found = value && typeof name === 'string' ? keyBeforeValue(value, name) : undefined;
      if (found) return found;
    }
    for (let n = path.length; n >= 0; n--) {
      const c = this.firstRecorded(key, path.slice(0, n));
      if (c) return c;
    }
    return undefined;
  }

  private firstRecorded(key: OverrideKey, path: readonly PathSegment[]): Location | undefined {
    const outcome = this.outcomes[key];
    const search = (at: PathSegment[], value: unknown): Location | undefined => {
      const own = outcome.provenance.get(pathKey(at));
      if (own) {
        for (let i = own.length - 1; i >= 0; i--) if (own[i]!.location) return own[i]!.location;
        return undefined;
      }
      const children: [PathSegment, unknown][] = Array.isArray(value)
        ? value.map((v, i) => [i, v])
        : isHash(value)
          ? dataEntries(value)
          : [];
      for (const [k, v] of children) {
        const found = search([...at, k], v);
        if (found) return found;
      }
      return undefined;
    };
    return search([...path], valueAt(outcome.value, path));
  }
}

function valueAt(value: unknown, path: readonly PathSegment[]): unknown {
  let v = value;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[seg];
  }
  return v;
}

/** `file:line:col` of a location, 1-based, as the report prints it. */
export function formatLocation(location: Location): string {
  const p = location.source.position(location.start);
  return `${location.source.path}:${p.line}:${p.column}`;
}
