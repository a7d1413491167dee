// The layered-merge contract shared by Hiera, override data and Heat: layers in, value + provenance out.
import type { Location } from '../diagnostics/source.js';
import type { PathSegment, YamlDocument } from '../yaml/load.js';

/** One ordered input to a merge (a Hiera level's file, an override file, a Heat environment file). */
export interface Layer {
  /** Human name shown in explanations, e.g. `hierarchy "Per node" (nodes/web01.yaml)` or an env file name. */
  name: string;
  /** The value this layer brings (for Hiera: the value of the looked-up key in that file). */
  value: unknown;
  /** Where the value came from, so every leaf can be traced to file:line:col. */
  origin?: { document: YamlDocument; path: PathSegment[] };
}

/** One layer's part in a merged leaf. */
export interface Contribution {
  layer: string;
  /** The strategy that combined this contribution (`first`, `deep`, `overwrite`, `merge`, ...). */
  strategy: string;
  value: unknown;
  location?: Location;
}

/**
 * Provenance of a merged value: for each leaf path (as `pathKey`) the ordered contributions
 * that produced it, earliest first; the last one decided the value under "last wins" strategies.
 */
export type Provenance = Map<string, Contribution[]>;

export interface MergeOutcome {
  /** False when no layer had a value (distinct from a found `null`). */
  found: boolean;
  value: unknown;
  provenance: Provenance;
}
