// Where each part of a loaded document was written, made alike by both readers (load.ts's walk over
// js-yaml's events, block-subset.ts) and asked by YamlDocument: for every node (the root, each
// mapping value, each list item) its place and its key's, and each collection's members by key
// text or index. One table of numbers for the whole document, not an object and a map per node:
// override data has tens of thousands of nodes, read once before the garbage collector has grown
// its young generation, and it copies every young object it keeps (a typed array's numbers it
// neither walks nor copies). Finding a path walks its segments; no path is ever spelled.
import type { PathSegment } from '../data/path.js';

/** A node: its index in the table's columns; -1 for none. */
export type SpanId = number;

/**
 * The table's columns, one entry per node: where it was written (-1: as nothing), where its key
 * was (-1: no key), its collection's last member (-1: none, or a scalar) and the member recorded
 * before it in its own collection (-1: it is the first). Members are chained from the last back,
 * so the later of two members under the same key (a key written twice) is the one found first.
 */
interface Columns {
  start: Int32Array;
  end: Int32Array;
  keyStart: Int32Array;
  keyEnd: Int32Array;
  last: Int32Array;
  previous: Int32Array;
  /** The segment each node is recorded under in its collection (unused for the root). */
  segment: PathSegment[];
}

/** A collection with more members than this is searched through an index made on its first question. */
const SCANNED = 8;

export class Spans {
  readonly #columns: Columns;
  /** Members by segment, for the long collections asked about. */
  #indexes: Map<SpanId, Map<PathSegment, SpanId>> | undefined;

  constructor(
    columns: Columns,
    /** The document's root. */
    readonly root: SpanId,
  ) {
    this.#columns = columns;
  }

  start(id: SpanId): number {
    return this.#columns.start[id]!;
  }

  end(id: SpanId): number {
    return this.#columns.end[id]!;
  }

  /** Where the node's mapping key was written; -1 for the root and list items. */
  keyStart(id: SpanId): number {
    return this.#columns.keyStart[id]!;
  }

  keyEnd(id: SpanId): number {
    return this.#columns.keyEnd[id]!;
  }

  segment(id: SpanId): PathSegment {
    return this.#columns.segment[id]!;
  }

  /** A collection's members in the order they were recorded (a key written twice is there twice). */
  members(id: SpanId): SpanId[] {
    const { last, previous } = this.#columns;
    const out: SpanId[] = [];
    for (let m = last[id]!; m >= 0; m = previous[m]!) out.push(m);
    return out.reverse();
  }

  /** The member of collection `id` under `segment` (the later, for a key written twice); -1 when none. */
  member(id: SpanId, segment: PathSegment): SpanId {
    const columns = this.#columns;
    let m = columns.last[id]!;
    for (let seen = 0; m >= 0 && seen < SCANNED; seen++, m = columns.previous[m]!) {
      if (columns.segment[m] === segment) return m;
    }
    return m < 0 ? -1 : (this.#index(id).get(segment) ?? -1);
  }

  /** The members of a long collection by segment, made once. */
  #index(id: SpanId): Map<PathSegment, SpanId> {
    this.#indexes ??= new Map();
    let index = this.#indexes.get(id);
    if (!index) {
      index = new Map();
      const { last, previous, segment } = this.#columns;
      // From the last back: the later of two members under one key stays.
      for (let m = last[id]!; m >= 0; m = previous[m]!) if (!index.has(segment[m]!)) index.set(segment[m]!, m);
      this.#indexes.set(id, index);
    }
    return index;
  }

  /** The node at `path` from the root, or the deepest node on the way to it when `nearest`; -1 when there is none. */
  at(path: readonly PathSegment[], nearest: boolean): SpanId {
    let node = this.root;
    for (let i = 0; node >= 0 && i < path.length; i++) {
      const next = this.member(node, path[i]!);
      if (next < 0) return nearest ? node : -1;
      node = next;
    }
    return node;
  }
}

/**
 * Records a node under `segment`, written at `start`..`end` with its key at `keyStart`..`keyEnd`
 * (-1: none); `last` is its own last member, `previous` the member of the same collection recorded
 * before it (-1: none). Returns the node.
 */
export type AddSpan = (segment: PathSegment, start: number, end: number, keyStart: number, keyEnd: number, last: SpanId, previous: SpanId) => SpanId;

/**
 * A table being recorded: `add` records a node, `done` gives the table once the root is recorded.
 * Its state is the variables of this call, not fields, and a node's numbers go in a column each
 * (no index arithmetic): the readers record every node they read, mostly in code V8 has not
 * optimized, where every field read and every sum is a call.
 */
export function recordSpans(capacity: number): { add: AddSpan; done: (root: SpanId) => Spans } {
  let size = Math.max(capacity, 16);
  let start = new Int32Array(size);
  let end = new Int32Array(size);
  let keyStart = new Int32Array(size);
  let keyEnd = new Int32Array(size);
  let last = new Int32Array(size);
  let previous = new Int32Array(size);
  const segment: PathSegment[] = [];
  let count = 0;
  const grown = (column: Int32Array) => {
    const bigger = new Int32Array(size * 2);
    bigger.set(column);
    return bigger;
  };
  const add: AddSpan = (nodeSegment, nodeStart, nodeEnd, nodeKeyStart, nodeKeyEnd, nodeLast, nodePrevious) => {
    const id = count++;
    if (id === size) {
      start = grown(start);
      end = grown(end);
      keyStart = grown(keyStart);
      keyEnd = grown(keyEnd);
      last = grown(last);
      previous = grown(previous);
      size *= 2;
    }
    start[id] = nodeStart;
    end[id] = nodeEnd;
    keyStart[id] = nodeKeyStart;
    keyEnd[id] = nodeKeyEnd;
    last[id] = nodeLast;
    previous[id] = nodePrevious;
    segment[id] = nodeSegment;
    return id;
  };
  return { add, done: (root) => new Spans({ start, end, keyStart, keyEnd, last, previous, segment }, root) };
}
