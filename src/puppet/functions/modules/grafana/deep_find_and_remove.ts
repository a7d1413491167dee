// grafana::deep_find_and_remove(key, object, [removekey]) (voxpupuli grafana): every value found
// under `key` in a hash anywhere inside `object`, with the walk's path kept as nested arrays
// (grafana's config flattens them). In Ruby the function also deletes `removekey`
// ('puppetsource') from each such value in place, and so from the caller's own hash: the walk
// goes on through the changed values, and each value returned is a shallow copy taken before its
// own deletion (what it holds shows later deletions). overcat's values do not change, so a
// deletion that removes something is recorded as a change in place, and Puppet code that reads
// that hash afterwards is refused (OVC3145), as after an ERB template.
import { ARRAY, HASH, PHash, STRING, type Value } from '../../../values/index.js';
import type { FunctionContext } from '../../context.js';
import { defineModuleFunction } from '../../function.js';
import { noMethodError } from '../../ruby-values.js';

export default defineModuleFunction('grafana', 'grafana::deep_find_and_remove', {
  params: [STRING, HASH, STRING],
  required: 2,
  names: ['key', 'object', 'removekey'],
  returns: ARRAY,
  call(ctx, [key, object, removekey]) {
    const walk = new Walk(ctx, key as string, object as PHash);
    return walk.find(object as PHash, (removekey as string | undefined) ?? 'puppetsource');
  },
});

/** A hash or array found under the key, and the key deleted from it. */
type Changed = PHash | Value[];

class Walk {
  /** What each value found under the key loses (a hash its key, an array the elements equal to it). */
  private readonly removed = new Map<Changed, string>();

  constructor(
    private readonly ctx: FunctionContext,
    private readonly key: string,
    private readonly root: PHash,
  ) {}

  /**
   * The Ruby's walk: the value under the key (deleting `removekey` from it), then the walk of
   * each element as it is after that, a hash's entries as [key, value] pairs. The Ruby's
   * recursion calls itself with the default `removekey`. The values are copied once the walk
   * has made every deletion, since a shallow copy shares what later deletions change.
   */
  find(object: Value, removekey: string): Value[] {
    this.collect(object, removekey);
    return this.build(object);
  }

  /** The deletions, in the walk's order. */
  private collect(object: Value, removekey: string): void {
    if (object instanceof PHash && object.has(this.key)) this.remove(object.get(this.key)!, removekey);
    for (const child of this.children(object)) this.collect(child, 'puppetsource');
  }

  /** What the walk answers, once every deletion is made. */
  private build(object: Value): Value[] {
    const found: Value[] = [];
    if (object instanceof PHash && object.has(this.key)) found.push(this.copy(object.get(this.key)!));
    if (object instanceof PHash || Array.isArray(object)) found.push(this.children(object).map((c) => this.build(c)));
    return found;
  }

  /** An object's elements as the walk meets them: after any deletion from it; a hash's as [key, value] pairs. */
  private children(object: Value): Value[] {
    if (object instanceof PHash) return Array.from(this.after(object) as PHash, ([k, v]) => [k, v]);
    if (Array.isArray(object)) return this.after(object) as Value[];
    return [];
  }

  /** `value.delete(removekey)`: a Hash loses the key and an Array the elements equal to it; a String answers a copy. */
  private remove(value: Value, removekey: string): void {
    if (typeof value === 'string') return;
    if (!(value instanceof PHash) && !Array.isArray(value)) throw noMethodError('delete', value);
    if (this.removed.has(value)) return;
    this.removed.set(value, removekey);
    if (value instanceof PHash ? value.has(removekey) : value.includes(removekey)) {
      this.ctx.changedInPlace(value, this.root, { template: 'grafana::deep_find_and_remove', how: `${value instanceof PHash ? 'Hash' : 'Array'}#delete`, location: this.ctx.location });
    }
  }

  /** A hash or array as the walk leaves it: without what was deleted from it. */
  private after(value: PHash | Value[]): PHash | Value[] {
    const removekey = this.removed.get(value);
    if (removekey === undefined) return value;
    if (Array.isArray(value)) return value.filter((v) => v !== removekey);
    return PHash.from(Array.from(value).filter(([k]) => k !== removekey));
  }

  /** A shallow copy taken before the value's own deletion: its elements as the walk leaves them. */
  private copy(value: Value): Value {
    if (value instanceof PHash) return PHash.from(Array.from(value, ([k, v]) => [k, this.final(v)]));
    if (Array.isArray(value)) return value.map((v) => this.final(v));
    return value;
  }

  /** A value as the walk leaves it, all the way down. */
  private final(value: Value): Value {
    if (value instanceof PHash) return PHash.from(Array.from(this.after(value) as PHash, ([k, v]) => [k, this.final(v)]));
    if (Array.isArray(value)) return (this.after(value) as Value[]).map((v) => this.final(v));
    return value;
  }
}
