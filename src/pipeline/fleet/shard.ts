// Shards: which units of a fleet one process compiles. A unit's shard is a stable hash of its id
// modulo the shard count, so adding or removing a node moves no other unit to another shard (a
// shard's output directory keeps serving its unchanged units); docs/fleet.md "Shards".
import { createHash } from 'node:crypto';
import type { DiagnosticBag } from '../../diagnostics/diagnostic.js';

export interface Shard {
  /** 0-based, as a Kubernetes Indexed Job's JOB_COMPLETION_INDEX. */
  readonly index: number;
  readonly count: number;
}

export const WHOLE_FLEET: Shard = { index: 0, count: 1 };

/** `i/N` with 0 <= i < N; undefined (and OVC8024) otherwise. */
export function parseShard(text: string, bag: DiagnosticBag): Shard | undefined {
  const m = /^(\d{1,9})\/(\d{1,9})$/.exec(text.trim());
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index >= count) {
    bag.report('OVC8024', { shard: text });
    return undefined;
  }
  return { index, count };
}

/** The shard of a unit (of its group's name when it has one): the first 48 bits of sha256(id), modulo the count. */
export function shardOf(unitId: string, count: number): number {
  if (count === 1) return 0;
  return parseInt(createHash('sha256').update(unitId).digest('hex').slice(0, 12), 16) % count;
}

export const shardText = (s: Shard) => `${s.index}/${s.count}`;
