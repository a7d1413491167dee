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

// A node's row in the table: where it was written (-1: as nothing), where its key was (-1: no
// key), its collection's last member (-1: none, or a scalar) and the member recorded before it in
// its own collection (-1: it is the first). Members are chained from the last back, so the later
// of two members under the same key (a key written twice) is the one found first.
const START = 0;
const END = 1;
const KEY_START = 2;
const KEY_END = 3;
const LAST = 4;
const PREVIOUS = 5;
const FIELDS = 6;

/** A collection with more members than this is searched through an index made on its first question. */
const SCANNED = 8;

export class Spans {
  /** The rows, one after the other. */
  readonly #rows: Int32Array;
  /** The segment each node is recorded under in its collection (unused for the root). */
  readonly #segments: readonly PathSegment[];
  /** Members by segment, for the long collections asked about. */
  #indexes: Map<SpanId, Map<PathSegment, SpanId>> | undefined;

  constructor(
    rows: Int32Array,
    segments: readonly PathSegment[],
    /** The document's root. */
    readonly root: SpanId,
  ) {
    this.#rows = rows;
    this.#segments = segments;
  }

  #field(id: SpanId, field: number): number {
    return this.#rows[id * FIELDS + field]!;
  }

  start(id: SpanId): number {
    return this.#field(id, START);
  }

  end(id: SpanId): number {
    return this.#field(id, END);
  }

  /** Where the node's mapping key was written; -1 for the root and list items. */
  keyStart(id: SpanId): number {
    return this.#field(id, KEY_START);
  }

  keyEnd(id: SpanId): number {
    return this.#field(id, KEY_END);
  }

  segment(id: SpanId): PathSegment {
    return this.#segments[id]!;
  }

  /** A collection's members in the order they were recorded (a key written twice is there twice). */
  members(id: SpanId): SpanId[] {
    const out: SpanId[] = [];
    for (let m = this.#field(id, LAST); m >= 0; m = this.#field(m, PREVIOUS)) out.push(m);
    return out.reverse();
  }

  /** The member of collection `id` under `segment` (the later, for a key written twice); -1 when none. */
  member(id: SpanId, segment: PathSegment): SpanId {
    let m = this.#field(id, LAST);
    for (let seen = 0; m >= 0 && seen < SCANNED; seen++, m = this.#field(m, PREVIOUS)) {
      if (this.segment(m) === segment) return m;
    }
    return m < 0 ? -1 : (this.#index(id).get(segment) ?? -1);
  }

  /** The members of a long collection by segment, made once. */
  #index(id: SpanId): Map<PathSegment, SpanId> {
    this.#indexes ??= new Map();
    let index = this.#indexes.get(id);
    if (!index) {
      index = new Map();
      // From the last back: the later of two members under one key stays.
      for (let m = this.#field(id, LAST); m >= 0; m = this.#field(m, PREVIOUS)) if (!index.has(this.segment(m))) index.set(this.segment(m), m);
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
 * A table being recorded (for about `capacity` nodes; it grows past that): `add` records a node,
 * `done` gives the table once the root is recorded. Its state is the variables of this call, not
 * fields: the readers record every node they read, mostly in code V8 has not optimized, where a
 * variable is read directly and a field through an inline cache.
 */
export function recordSpans(capacity: number): { add: AddSpan; done: (root: SpanId) => Spans } {
  let rows = new Int32Array(Math.max(capacity, 16) * FIELDS);
  const segments: PathSegment[] = [];
  const add: AddSpan = (segment, start, end, keyStart, keyEnd, last, previous) => {
    const id = segments.push(segment) - 1;
    const at = id * FIELDS;
    if (at === rows.length) {
      const grown = new Int32Array(rows.length * 2);
      grown.set(rows);
      rows = grown;
    }
    rows[at] = start;
    rows[at + END] = end;
    rows[at + KEY_START] = keyStart;
    rows[at + KEY_END] = keyEnd;
    rows[at + LAST] = last;
    rows[at + PREVIOUS] = previous;
    return id;
  };
  return { add, done: (root) => new Spans(rows, segments, root) };
}
