// Where each part of a loaded document was written: a tree of spans by mapping key and list index,
// made alike by both readers (load.ts's walk over js-yaml's events, block-subset.ts) and asked by
// YamlDocument. A tree, not a map of path strings: recording it builds no path, and finding a
// path walks its segments (already hashed strings) instead of spelling the path again.
import type { PathSegment } from '../data/path.js';

/** Where one node was written (-1 for a value written as nothing) and where its members were. */
export interface SpanNode {
  start: number;
  end: number;
  /** The place of the mapping key the node is the value of; undefined for the root and list items. */
  keyStart: number | undefined;
  keyEnd: number | undefined;
  /** A collection's members by key text or index (a later duplicate key replaces the earlier); undefined for a scalar. */
  members: Map<PathSegment, SpanNode> | undefined;
}

/** The segment the document's root node is recorded under, in the members map a reader starts with. */
export const ROOT = '';

/** One node's record (every node has this one shape). */
export function spanNode(start: number, end: number, keyStart: number | undefined, keyEnd: number | undefined, members: Map<PathSegment, SpanNode> | undefined): SpanNode {
  return { start, end, keyStart, keyEnd, members };
}

/** The node at `path`, or the deepest node on the way to it when `nearest`; undefined when there is none. */
export function spanAt(root: SpanNode | undefined, path: readonly PathSegment[], nearest: boolean): SpanNode | undefined {
  let node = root;
  for (let i = 0; node && i < path.length; i++) {
    const next = node.members?.get(path[i]!);
    if (!next) return nearest ? node : undefined;
    node = next;
  }
  return node;
}
